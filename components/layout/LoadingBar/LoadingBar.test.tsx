import { act, render, screen } from '@testing-library/react'
import Router from 'next/router'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/constants'
import { LoadingBar } from './LoadingBar'

const emit = (event: 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError') =>
  act(() => {
    Router.events.emit(event, '/afisha', { shallow: false })
  })

describe('LoadingBar', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('grows over the spec duration of 2 s', () => {
    expect(LOADING_BAR_DURATION_MS).toBe(2000)
  })

  it('follows the router: appears after the throttle, then goes away', () => {
    render(<LoadingBar />)
    emit('routeChangeStart')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS))
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' })
    expect(bar.style.getPropertyValue('--loading-bar-duration')).toBe(`${LOADING_BAR_DURATION_MS}ms`)
    emit('routeChangeComplete')
    act(() => jest.runAllTimers())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('stays hidden for a fast navigation and after a failed one', () => {
    render(<LoadingBar />)
    emit('routeChangeStart')
    emit('routeChangeError')
    act(() => jest.runAllTimers())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('stops listening when unmounted', () => {
    const { unmount } = render(<LoadingBar />)
    unmount()
    emit('routeChangeStart')
    act(() => jest.runAllTimers())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
