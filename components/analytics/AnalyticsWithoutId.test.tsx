import { act, render } from '@testing-library/react'

import { COOKIE_CONSENT_KEY } from '@/components/layout/CookieBanner/useCookieConsent'
import { Analytics } from './Analytics'

describe('the analytics tag without NEXT_PUBLIC_ANALYTICS_ID', () => {
  it('loads nothing at all, consent or not', async () => {
    expect(process.env.NEXT_PUBLIC_ANALYTICS_ID).toBeFalsy()
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    const { container } = render(<Analytics />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(container).toBeEmptyDOMElement()
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect((window as Window & { ym?: unknown }).ym).toBeUndefined()
  })
})
