import type { AnalyticsConfig, AnalyticsProvider } from './provider'

/** Метрика's command queue: calls made before tag.js arrives wait in `a` (Yandex's own snippet, without an inline script). */
type Ym = ((...args: unknown[]) => void) & { a?: unknown[]; l?: number }
type MetrikaWindow = Window & { ym?: Ym }

/**
 * Settings of the counter (Метрика's `init` options). `defer`: the counter sends no page view of its
 * own when it starts; the site sends every one, the first included, so a client-side navigation is
 * counted exactly once. Nothing beyond page views is switched on: no Webvisor (session recording),
 * no click map, no link or form tracking; the privacy policy says exactly this.
 */
export const METRIKA_INIT_OPTIONS = {
  defer: true,
  clickmap: false,
  trackLinks: false,
  accurateTrackBounce: false,
  webvisor: false,
  trackHash: false,
} as const

export function createYandexMetrika(config: AnalyticsConfig, win: MetrikaWindow = window): AnalyticsProvider {
  const counter = Number(config.id)
  let loaded = false

  const ym = (): Ym => {
    if (!win.ym) {
      const queue: Ym = function (...args: unknown[]) {
        ;(queue.a = queue.a || []).push(args)
      }
      queue.l = Date.now()
      win.ym = queue
    }
    return win.ym
  }

  return {
    load() {
      if (loaded) return
      loaded = true
      ym()(counter, 'init', METRIKA_INIT_OPTIONS)
      const script = win.document.createElement('script')
      script.src = config.scriptUrl
      script.async = true
      win.document.head.append(script)
    },
    pageView(url, referrer) {
      ym()(counter, 'hit', url, referrer ? { referer: referrer } : {})
    },
  }
}
