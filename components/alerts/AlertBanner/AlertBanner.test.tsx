import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { AlertBanner } from './AlertBanner'

const storm = {
  identifier: 'anapa-1',
  headline: 'Шторм, купание запрещено',
  severity: 'Severe',
  instruction: 'Не заходите в воду.',
  expires: '2026-07-12T15:00:00.000Z',
}

function answers(...bodies: (unknown | Error)[]) {
  const fetchMock = jest.fn(async () => {
    const next = bodies.length > 1 ? bodies.shift() : bodies[0]
    if (next instanceof Error) throw next
    // jsdom has no Response: the banner reads `ok` and `json()` only.
    return { ok: true, status: 200, json: async () => next }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

beforeEach(() => sessionStorage.clear())

describe('the alert banner', () => {
  it('shows the alerts in force with what to do and until when, read from /cap/alerts.json', async () => {
    const fetchMock = answers({ alerts: [storm] })
    render(<AlertBanner />)
    const banner = await screen.findByRole('region', { name: 'Официальные оповещения' })
    expect(banner).toHaveTextContent('Шторм, купание запрещено Не заходите в воду. До 12.07.2026, 18:00. Подробнее')
    expect(screen.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', '/opoveshcheniya/anapa-1')
    expect(fetchMock).toHaveBeenCalledWith('/cap/alerts.json')
  })

  it('shows nothing without alerts, or with an answer it cannot read', async () => {
    answers({ alerts: [] })
    const { unmount } = render(<AlertBanner />)
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Официальные оповещения' })).not.toBeInTheDocument()
    unmount()
    answers({ unexpected: true })
    render(<AlertBanner />)
    await act(async () => {})
    expect(screen.queryByRole('region', { name: 'Официальные оповещения' })).not.toBeInTheDocument()
  })

  it('keeps an alert it showed when a later read fails, and drops it when the alert is cancelled', async () => {
    jest.useFakeTimers()
    try {
      answers({ alerts: [storm] }, new TypeError('offline'), { alerts: [] })
      render(<AlertBanner />)
      await act(async () => {})
      expect(screen.getByText('Шторм, купание запрещено')).toBeInTheDocument()
      await act(async () => jest.advanceTimersByTime(60_000))
      expect(screen.getByText('Шторм, купание запрещено')).toBeInTheDocument()
      await act(async () => jest.advanceTimersByTime(60_000))
      expect(screen.queryByText('Шторм, купание запрещено')).not.toBeInTheDocument()
    } finally {
      jest.useRealTimers()
    }
  })

  it('lets the visitor hide an alert for the rest of the visit', async () => {
    answers({ alerts: [storm] })
    const { unmount } = render(<AlertBanner />)
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть' }))
    expect(screen.queryByText('Шторм, купание запрещено')).not.toBeInTheDocument()
    unmount()
    render(<AlertBanner />)
    await act(async () => {})
    expect(screen.queryByText('Шторм, купание запрещено')).not.toBeInTheDocument()
  })
})
