import type Router from 'next/router'

type RouterEvents = typeof Router.events

export const RELEASE_ENDPOINT = '/api/release'

/** Thrown from routeChangeStart: Next's router stops the client-side navigation on any throw. */
export const ABORT_ROUTE_CHANGE = 'Abort route change'

/** The build id the server runs now, or null when it cannot tell (offline, error, odd body). */
export async function fetchReleaseBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(RELEASE_ENDPOINT, { cache: 'no-store', headers: { accept: 'application/json' } })
    if (!response.ok) return null
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null || !('buildId' in body)) return null
    return typeof body.buildId === 'string' && body.buildId ? body.buildId : null
  } catch {
    return null
  }
}

export interface ReleaseGuardOptions {
  events: RouterEvents
  /** The build this page was rendered by (window.__NEXT_DATA__.buildId). */
  currentBuildId: string
  intervalMs: number
  fetchBuildId: () => Promise<string | null>
  /** Leaves the single-page app for a full page load of the URL. */
  hardNavigate: (url: string) => void
  /** Told once, when the server is found running another build (the page offers «Обновить»). */
  onNewRelease?: () => void
}

/**
 * docs/spec.md#4-states-and-transitions Release check: poll the build id; once the server runs another build, the next
 * navigation becomes a full page load, so the visitor picks up the new release instead of stale client code.
 * Returns a stop function.
 */
export function startReleaseGuard({
  events,
  currentBuildId,
  intervalMs,
  fetchBuildId,
  hardNavigate,
  onNewRelease,
}: ReleaseGuardOptions): () => void {
  let stopped = false

  const onRouteChangeStart = (url: string, options?: { shallow?: boolean }) => {
    // A shallow change stays on the same page and loads no code, so it may stay client-side.
    if (options?.shallow) return
    hardNavigate(url)
    events.emit('routeChangeError', new Error(ABORT_ROUTE_CHANGE), url, options)
    // The documented way to cancel a Pages Router navigation from an event handler is to throw.
    throw ABORT_ROUTE_CHANGE
  }

  const check = async () => {
    const latest = await fetchBuildId()
    if (stopped || latest === null || latest === currentBuildId) return
    // Found once is enough: stop polling and arm the next navigation.
    clearInterval(timer)
    events.on('routeChangeStart', onRouteChangeStart)
    onNewRelease?.()
  }

  const timer = setInterval(() => void check(), intervalMs)

  return () => {
    stopped = true
    clearInterval(timer)
    events.off('routeChangeStart', onRouteChangeStart)
  }
}
