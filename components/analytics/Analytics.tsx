import { clientOnly } from '@/lib/hooks/clientOnly'
import { useCookieConsent } from '@/components/layout/CookieBanner/useCookieConsent'

/**
 * The counter's own code, in a chunk of its own that a visitor's browser fetches only once they have
 * accepted cookies. Without NEXT_PUBLIC_ANALYTICS_ID (inlined at build time) the branch is dead code
 * and the build carries no analytics at all.
 */
const Counter = process.env.NEXT_PUBLIC_ANALYTICS_ID
  ? clientOnly(() => import('./AnalyticsCounter').then((m) => m.AnalyticsCounter))
  : null

/**
 * The analytics tag (docs/spec.md#7-calls-the-product-makes), only with a counter id and only after the cookie banner
 * was accepted.
 */
export function Analytics() {
  const { accepted } = useCookieConsent()
  if (!Counter || !accepted) return null
  return <Counter />
}
