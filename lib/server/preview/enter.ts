import { expiresIn, READ_TOKEN_SECONDS, signPreviewToken, verifyPreviewToken } from '@anapa/shared/preview/token'

import { detailPath } from '@/lib/server/revalidation/sitePaths'

/** What Next's preview cookie carries (encrypted and signed by Next): the editor's read token. */
export type DraftPreviewData = { token: string }

export type PreviewEntry =
  { ok: true; path: string; previewData: DraftPreviewData } | { ok: false; status: 401 | 404; message: string }

export const PREVIEW_LINK_REFUSED =
  'Ссылка предпросмотра недействительна или устарела. Откройте предпросмотр из админки.'
export const PREVIEW_NO_PAGE = 'У этого материала нет своей страницы на сайте'

/**
 * Checks a preview link from the admin: a token the CMS signed with the shared
 * PREVIEW_SECRET, naming an editor and the document, not expired. Nothing else lets a browser into
 * draft mode: a visitor or a resident (whose session cookie means nothing here) has no such token.
 * The answer names the page to open and the read token the gateway will send to the CMS, which
 * checks again that it names an existing editor before it reads any draft.
 */
export function enterPreview(secret: string, token: unknown, now = Date.now()): PreviewEntry {
  const claims = verifyPreviewToken(secret, token, 'enter', now)
  if (!claims) return { ok: false, status: 401, message: PREVIEW_LINK_REFUSED }
  const path = detailPath(claims.target.collection, claims.target)
  if (!path) return { ok: false, status: 404, message: PREVIEW_NO_PAGE }
  const read = signPreviewToken(secret, { aud: 'read', sub: claims.sub, exp: expiresIn(READ_TOKEN_SECONDS, now) })
  return { ok: true, path, previewData: { token: read } }
}

/** The read token of a request in preview mode, or null (a visitor, or draft mode without our data). */
export function draftToken(context: { preview?: boolean; previewData?: unknown }): string | null {
  if (!context.preview || context.previewData === null || typeof context.previewData !== 'object') return null
  const { token } = context.previewData as Partial<DraftPreviewData>
  return typeof token === 'string' && token ? token : null
}

/** Where leaving the preview goes: a path on this site, never elsewhere (no open redirect). */
export function exitTarget(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return '/'
  return raw
}
