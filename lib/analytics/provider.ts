/**
 * What the site asks of an analytics counter: load once, then count page views. The
 * counter behind it is Яндекс Метрика (./yandexMetrika.ts); another one implements the same two calls.
 */
export interface AnalyticsProvider {
  /** Adds the counter's script to the page; called once, after consent and once the page is idle. */
  load(): void
  /** One page view of `url` (path and query), coming from `referrer` (an absolute URL) when known. */
  pageView(url: string, referrer?: string): void
}

/** The counter's settings, built in at `next build` like every NEXT_PUBLIC_* variable. */
export interface AnalyticsConfig {
  /** NEXT_PUBLIC_ANALYTICS_ID: the counter's id; without it nothing of analytics loads. */
  id: string
  /** NEXT_PUBLIC_ANALYTICS_SCRIPT_URL: the counter's script; tests point it at a local stand-in. */
  scriptUrl: string
}
