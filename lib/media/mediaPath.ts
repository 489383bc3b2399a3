/**
 * Media reach the browser through the site's own origin: the CMS's address is
 * internal and never appears in a page. The gateway maps every CMS media URL through `toSitePath`
 * (graphql/resolvers/image.ts for pictures, graphql/sanitize.ts for rich text), and
 * pages/api/media/[name].ts streams `/media/<name>` back from the CMS.
 */

/** The site path that serves CMS media; next.config.ts rewrites it to the streaming route. */
export const MEDIA_PATH = '/media/'

/** Where the CMS (Payload's upload collection `media`) serves its files. */
const CMS_MEDIA_PATH = '/api/media/file/'

/**
 * A stored file name as Payload writes it: one path segment, no control characters, no leading dot
 * (so never `.` or `..`), bounded in length.
 */
export function isMediaName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !name.startsWith('.') && !/[/\\\u0000-\u001f\u007f]/.test(name)
}

/**
 * A media URL from the CMS as a site path (`/media/<name>`), or null when it is not one of the CMS's
 * media files. URLs on any other host are not proxied and are dropped: the site would otherwise
 * become an open image proxy, and CSP (img-src 'self') would block them anyway.
 * @param url an absolute URL against the CMS's base (as REST gives it) or a CMS-relative path
 * @param apiBaseUrl the CMS's base URL (API_BASE_URL)
 */
export function toSitePath(url: string | null | undefined, apiBaseUrl: string): string | null {
  if (!url) return null
  let parsed: URL
  let base: URL
  try {
    base = new URL(apiBaseUrl)
    parsed = new URL(url, base)
  } catch {
    return null
  }
  if (parsed.origin !== base.origin || !parsed.pathname.startsWith(CMS_MEDIA_PATH)) return null
  let name: string
  try {
    name = decodeURIComponent(parsed.pathname.slice(CMS_MEDIA_PATH.length))
  } catch {
    return null
  }
  return isMediaName(name) ? `${MEDIA_PATH}${encodeURIComponent(name)}` : null
}

/** Whether a URL points at the CMS at all (media or not): such links never reach a page either. */
export function isCmsUrl(url: string, apiBaseUrl: string): boolean {
  try {
    return new URL(url, 'http://relative.invalid').origin === new URL(apiBaseUrl).origin
  } catch {
    return false
  }
}
