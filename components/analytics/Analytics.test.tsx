import { act, render, waitFor } from '@testing-library/react'
import Router from 'next/router'

import { COOKIE_CONSENT_KEY } from '@/components/layout/CookieBanner/useCookieConsent'
import { CookieBanner } from '@/components/layout/CookieBanner'
import userEvent from '@testing-library/user-event'

const SCRIPT_URL = 'http://127.0.0.1:3297/metrika/tag.js'
type Ym = ((...args: unknown[]) => void) & { a?: unknown[][] }
const queue = () => (window as Window & { ym?: Ym }).ym?.a ?? []
const hits = () => queue().filter((call) => call[1] === 'hit')

// A build with the counter id: Analytics.tsx reads it once, when first loaded (webpack inlines it).
process.env.NEXT_PUBLIC_ANALYTICS_ID = '98765432'
process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL = SCRIPT_URL
const { Analytics } = require('./Analytics') as typeof import('./Analytics')

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src)

describe('the analytics tag', () => {
  beforeEach(() => {
    window.localStorage.clear()
    delete (window as Window & { ym?: Ym }).ym
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  it('loads nothing before the visitor accepts the cookie banner, then the counter and one page view', async () => {
    render(
      <>
        <CookieBanner />
        <Analytics />
      </>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(scripts()).toEqual([])
    expect(queue()).toEqual([])

    await userEvent.click(document.querySelector('button')!)
    await waitFor(() => expect(scripts()).toEqual([SCRIPT_URL]))
    expect(hits()).toEqual([[98765432, 'hit', window.location.href, {}]])
  })

  it('records each client-side navigation as one page view, with the page before as referrer', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    render(<Analytics />)
    await waitFor(() => expect(hits()).toHaveLength(1))
    const first = window.location.href

    window.history.pushState({}, '', '/plyazhi')
    act(() => Router.events.emit('routeChangeComplete', '/plyazhi', { shallow: false }))
    window.history.pushState({}, '', '/plyazhi/1')
    act(() => Router.events.emit('routeChangeComplete', '/plyazhi/1', { shallow: false }))

    expect(hits().slice(1)).toEqual([
      [98765432, 'hit', 'http://localhost/plyazhi', { referer: first }],
      [98765432, 'hit', 'http://localhost/plyazhi/1', { referer: 'http://localhost/plyazhi' }],
    ])
    expect(scripts()).toEqual([SCRIPT_URL])
  })
})
