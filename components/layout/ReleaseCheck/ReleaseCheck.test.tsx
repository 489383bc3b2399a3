import { act, render, screen } from '@testing-library/react'
import Router from 'next/router'
import { RELEASE_CHECK_INTERVAL_MS } from '@/lib/constants'
import { ReleaseCheck } from './ReleaseCheck'

/** The shell reads only the build id; outside a Next page there is no __NEXT_DATA__ at all. */
const nextWindow = window as unknown as { __NEXT_DATA__?: { buildId: string } }

describe('ReleaseCheck', () => {
  const originalFetch = global.fetch

  beforeEach(() => {
    jest.useFakeTimers()
    nextWindow.__NEXT_DATA__ = { buildId: 'build-1' }
  })

  afterEach(() => {
    delete nextWindow.__NEXT_DATA__
    global.fetch = originalFetch
    jest.useRealTimers()
  })

  it('offers «Обновить» and aborts client-side navigation after a new release', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ buildId: 'build-2' }) }) as Response)
    global.fetch = fetchMock as unknown as typeof fetch
    // jsdom cannot load pages; the full reload it is asked for is not what this test is about.
    const jsdomNavigationNoise = jest.spyOn(console, 'error').mockImplementation(() => {})

    render(<ReleaseCheck />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    await act(() => jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS))
    expect(fetchMock).toHaveBeenCalledWith('/api/release', expect.objectContaining({ cache: 'no-store' }))
    expect(screen.getByRole('status')).toHaveTextContent('Доступна новая версия сайта.')
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeVisible()
    expect(() => Router.events.emit('routeChangeStart', '/afisha', { shallow: false })).toThrow('Abort route change')
    jsdomNavigationNoise.mockRestore()
  })

  it('stands down without a build id (no Next data on the page)', async () => {
    delete nextWindow.__NEXT_DATA__
    const fetchMock = jest.fn()
    global.fetch = fetchMock
    render(<ReleaseCheck />)
    await act(() => jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS))
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
