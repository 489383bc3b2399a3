import { SITE_NAME } from './siteName'

export { SITE_NAME }

/**
 * The site's public origin, for canonical links, OpenGraph and JSON-LD. next.config.ts copies the
 * deploy's SITE_URL into NEXT_PUBLIC_SITE_URL at build time: an origin is public anyway, and a value
 * inlined into both bundles makes the server render and the browser's hydration print the same
 * absolute URLs. Read here and nowhere else, spelled out in full so Next inlines it.
 */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

/** A site path ('/plyazhi/7') as an absolute URL; URLs that already have a scheme pass through. */
export function absoluteUrl(pathOrUrl: string, origin: string = SITE_URL): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  const base = origin.replace(/\/+$/, '')
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
