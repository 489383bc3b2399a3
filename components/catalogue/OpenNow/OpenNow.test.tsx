import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { OpenNow } from './OpenNow'

const DAY = { allDay: false, from: '08:00', to: '20:00' }

/** The browser's clock set to an instant given on Anapa's wall clock (UTC+3). */
const setAnapaClock = (wallClock: string) => jest.setSystemTime(new Date(`${wallClock}:00+03:00`))

describe('OpenNow: open or closed on Anapa time, in the browser only', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('says "Открыто сейчас" within the hours and "Закрыто" outside them', () => {
    setAnapaClock('2026-07-15T12:00')
    const { unmount } = render(<OpenNow hours={DAY} />)
    expect(screen.getByText('Открыто сейчас')).toBeInTheDocument()
    unmount()

    setAnapaClock('2026-07-15T21:00')
    render(<OpenNow hours={DAY} />)
    expect(screen.getByText('Закрыто')).toBeInTheDocument()
    expect(screen.queryByText('Открыто сейчас')).not.toBeInTheDocument()
  })

  it('keeps a 24-hour object open at night and handles hours past midnight', () => {
    setAnapaClock('2026-07-16T03:00')
    render(
      <>
        <OpenNow hours={{ allDay: true }} />
        <OpenNow hours={{ allDay: false, from: '20:00', to: '02:00' }} />
      </>,
    )
    expect(screen.getByText('Открыто сейчас')).toBeInTheDocument()
    expect(screen.getByText('Закрыто')).toBeInTheDocument()
  })

  it('renders nothing without usable hours', () => {
    setAnapaClock('2026-07-15T12:00')
    const { container } = render(
      <>
        <OpenNow hours={null} />
        <OpenNow hours={{ allDay: false, from: null, to: null }} />
        <OpenNow hours={{ allDay: false, from: '8', to: '20' }} />
      </>,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('changes when the hour comes, without a reload', () => {
    setAnapaClock('2026-07-15T19:59')
    render(<OpenNow hours={DAY} />)
    expect(screen.getByText('Открыто сейчас')).toBeInTheDocument()
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('Закрыто')).toBeInTheDocument()
  })

  it('keeps every badge of a page on one timer, stopped with the last badge', () => {
    setAnapaClock('2026-07-15T19:59')
    const before = jest.getTimerCount()
    const { unmount } = render(
      <>
        <OpenNow hours={DAY} />
        <OpenNow hours={DAY} />
        <OpenNow hours={DAY} />
      </>,
    )
    expect(jest.getTimerCount()).toBe(before + 1)
    act(() => jest.advanceTimersByTime(60_000))
    expect(screen.getAllByText('Закрыто')).toHaveLength(3)
    unmount()
    expect(jest.getTimerCount()).toBe(before)
  })

  it('puts no status in the server HTML (an ISR page would keep it stale), only the empty line', () => {
    setAnapaClock('2026-07-15T12:00')
    const html = renderToString(<OpenNow hours={DAY} />)
    expect(html).not.toMatch(/Открыто|Закрыто/)
    expect(html).toMatch(/^<p class="[^"]*"><\/p>$/)
  })

  it('hydrates over that HTML without a mismatch, then shows the status', async () => {
    setAnapaClock('2026-07-15T12:00')
    const container = document.createElement('div')
    container.innerHTML = renderToString(<OpenNow hours={DAY} />)
    document.body.append(container)
    const recoverable = jest.fn()
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})

    await act(async () => {
      hydrateRoot(container, <OpenNow hours={DAY} />, { onRecoverableError: recoverable })
    })

    expect(container).toHaveTextContent('Открыто сейчас')
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    consoleError.mockRestore()
    container.remove()
  })
})
