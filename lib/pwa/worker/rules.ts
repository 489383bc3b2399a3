import { requiresAuth } from '@/lib/routes'
import { isHealthPath } from '@/lib/routing/health'
import { ALERTS_PATH } from './conditions'

/**
 * Which of the site's requests the service worker keeps a copy of, and in which cache. Everything
 * not named here goes to the network untouched: /api (the gateway, the session), the health
 * endpoints (an instance's state now, never a copy of it), other origins
 * (map tiles, camera streams), anything but GET.
 *
 * Private answers are never kept: the cabinet's pages and their data by path, and any answer the
 * server marks private or no-store (see storable) whatever its path. Pages are kept in a cache the
 * whole device shares, so only what every visitor gets may go there.
 */
export type KeptAs = 'page' | 'page-data' | 'alerts' | 'built' | 'picture'

/** Built files: hashed names, never changed, so a kept copy is always right. */
const BUILT = /^\/_next\/static\//
/** Pictures and sprites a page shows. */
const PICTURES = /^\/(_next\/image$|media\/|icons\/|favicon\.svg$|icons\.svg$)/
/** A page's data for a navigation inside the site: /_next/data/<build>/<path>.json. */
const PAGE_DATA = /^\/_next\/data\/[^/]+(\/.*)\.json$/

/** The page a /_next/data URL is the data of ("/index" is the home page), or null for any other URL. */
export function pageOfData(pathname: string): string | null {
  const match = PAGE_DATA.exec(pathname)
  if (!match) return null
  const page = match[1]!
  return page === '/index' ? '/' : page
}

export interface RequestFacts {
  url: URL
  method: string
  /** 'navigate' for a page the browser opens. */
  mode: RequestMode
}

export function keptAs({ url, method, mode }: RequestFacts, siteOrigin: string): KeptAs | null {
  if (method !== 'GET' || url.origin !== siteOrigin) return null
  const { pathname } = url
  if (pathname.startsWith('/api/') || isHealthPath(pathname)) return null
  if (mode === 'navigate') return requiresAuth(pathname) ? null : 'page'
  const dataOf = pageOfData(pathname)
  if (dataOf !== null) return requiresAuth(dataOf) ? null : 'page-data'
  if (pathname === ALERTS_PATH) return 'alerts'
  if (BUILT.test(pathname)) return 'built'
  if (PICTURES.test(pathname)) return 'picture'
  return null
}

/** An answer anyone may be given again: 200, same origin, not marked private or no-store. */
export function storable(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase()
  // Set-Cookie never reaches a worker's script; an answer that sets one is private anyway.
  return !/(^|[\s,])(private|no-store)([\s,]|$)/.test(cacheControl) && !response.headers.has('set-cookie')
}
