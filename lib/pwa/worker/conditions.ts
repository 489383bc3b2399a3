/**
 * What a visitor on the beach needs most when the network goes: whether bathing is allowed and what
 * the authorities announced. Whenever the site is reached online the worker refreshes, behind the
 * visitor's back, the beach pages it keeps and the official alerts (`/cap/alerts.json`, which the
 * banner reads), so offline they show the last known status and the time it was saved.
 */

/** The official alerts the banner reads (lib/alerts/banner.ts BANNER_PATH). */
export const ALERTS_PATH = '/cap/alerts.json'

/** Kept pages whose status goes stale: the beaches' list, groups and pages. */
const BEACH_PAGES = /^\/plyazhi(\/|$)/

/** At most this often, however many pages the visitor opens. */
export const REFRESH_EVERY_MS = 15_000
/** At most this many kept beach pages per refresh, the most recently saved first. */
export const MAX_PAGES_PER_REFRESH = 20

/** Whether a refresh is due: never done, or done at least REFRESH_EVERY_MS ago. */
export function refreshDue(lastAt: number | null, now: number): boolean {
  return lastAt === null || now - lastAt >= REFRESH_EVERY_MS
}

/**
 * The URLs to fetch again: the alerts, then the kept beach pages (the cache lists them oldest
 * first; the newest are what the visitor looked at last).
 */
export function refreshList(keptPageUrls: readonly string[], origin: string): string[] {
  const beaches = keptPageUrls.filter((url) => {
    const parsed = new URL(url)
    return parsed.origin === origin && BEACH_PAGES.test(parsed.pathname)
  })
  return [new URL(ALERTS_PATH, origin).href, ...beaches.slice(-MAX_PAGES_PER_REFRESH).reverse()]
}
