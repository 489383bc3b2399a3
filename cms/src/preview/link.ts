import { ENTER_TOKEN_SECONDS, expiresIn, signPreviewToken } from '@anapa/shared/preview/token'
import type { CollectionConfig, TypedUser } from 'payload'

import { isEditorUser } from '@/access'
import { env } from '@/env'
import { PREVIEW_TARGETS } from './targets'

/**
 * The site's preview link for the editor signed into the admin: the site's
 * /api/preview with a short-lived token naming the editor and the document. Null for anyone else
 * (the admin is editors-only, but the function never signs for a resident) and for documents
 * without a page of their own or without their keys yet.
 */
export function previewLink(
  collection: string,
  doc: Record<string, unknown> | null | undefined,
  user: TypedUser | null | undefined,
  now = Date.now(),
): string | null {
  if (!doc || !isEditorUser(user) || typeof user?.id !== 'number') return null
  const target = PREVIEW_TARGETS[collection]?.(doc)
  if (!target) return null
  const token = signPreviewToken(env.previewSecret, {
    aud: 'enter',
    sub: user.id,
    exp: expiresIn(ENTER_TOKEN_SECONDS, now),
    target,
  })
  return `${env.siteUrl}/api/preview?token=${token}`
}

/**
 * The admin's Preview button and live preview (the side-by-side iframe) for a collection. Live
 * preview loads the same link; the page then reloads its data whenever the editor saves
 * (components/preview/DraftBar listens to the admin's messages).
 */
export function previewAdmin(
  collection: string,
): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  if (!PREVIEW_TARGETS[collection]) return {}
  return {
    preview: (doc, { req }) => previewLink(collection, doc, req.user),
    livePreview: { url: ({ data, req }) => previewLink(collection, data, req.user) ?? '' },
  }
}
