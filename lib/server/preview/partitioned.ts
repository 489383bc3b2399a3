import type { ServerResponse } from 'node:http'

/** Next's preview-mode cookies (next/dist/server/api-utils). */
const PREVIEW_COOKIES = /^(__prerender_bypass|__next_preview_data)=/

/**
 * Marks Next's preview cookies `Partitioned` (CHIPS) wherever Next made them `Secure` (production).
 * The admin's live preview frames the site from the CMS's origin, which may be another site
 * (127.0.0.1 and localhost locally); browsers that block third-party cookies still keep a
 * partitioned one, keyed to the admin's site, so the framed draft stays in draft mode. In a tab of
 * its own the partition is the site itself, as before. Deleting one needs the same attribute, so the
 * exit route passes its expired cookies through here too.
 */
export function partitionPreviewCookies(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>): void {
  const header = res.getHeader('Set-Cookie')
  const cookies = Array.isArray(header) ? header : typeof header === 'string' ? [header] : []
  res.setHeader(
    'Set-Cookie',
    cookies.map((cookie) =>
      PREVIEW_COOKIES.test(cookie) && /;\s*Secure/i.test(cookie) && !/;\s*Partitioned/i.test(cookie)
        ? `${cookie}; Partitioned`
        : cookie,
    ),
  )
}
