import { useEffect } from 'react'
import Router from 'next/router'

import { analyticsConfig } from '@/lib/analytics/config'
import type { AnalyticsProvider } from '@/lib/analytics/provider'
import { createYandexMetrika } from '@/lib/analytics/yandexMetrika'

/** How long a busy page may keep the counter waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 5_000

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

/**
 * Loads the counter once the page is idle (after hydration, so it costs the page's interactivity
 * nothing), counts the page the visitor is on, then one page view per client-side navigation.
 */
export function AnalyticsCounter({ create = createYandexMetrika }: { create?: typeof createYandexMetrika }) {
  useEffect(() => {
    if (!analyticsConfig) return
    const config = analyticsConfig
    let previous = document.referrer || undefined
    const record = () => {
      const url = window.location.href
      provider?.pageView(url, previous)
      previous = url
    }
    let provider: AnalyticsProvider | null = null
    let subscribed = false
    // Cancelled before it runs when React unmounts at once (StrictMode's double effect): loads once.
    const cancel = whenIdle(() => {
      provider = create(config)
      provider.load()
      record()
      Router.events.on('routeChangeComplete', record)
      subscribed = true
    })
    return () => {
      cancel()
      if (subscribed) Router.events.off('routeChangeComplete', record)
    }
  }, [create])
  return null
}
