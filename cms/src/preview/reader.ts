import { PREVIEW_TOKEN_HEADER, verifyPreviewToken } from '@anapa/shared/preview/token'
import type { Payload } from 'payload'

import type { User } from '@/payload-types'
import { ContractError } from '@/contract/http'
import { env } from '@/env'

export type PreviewEditor = User & { collection: 'users' }

export const PREVIEW_REFUSED = 'Предпросмотр недоступен: откройте его из админки заново'

/**
 * The editor a draft read is made for, or null for an ordinary public read (no header).
 * The site's gateway sends the read token the site minted when the editor entered draft mode; the
 * token must verify under PREVIEW_SECRET and still name an editor of the `users` collection. A
 * header that fails any of this is a 401, never a silent public answer, so a broken preview says so.
 */
export async function previewEditor(request: Request, payload: Payload): Promise<PreviewEditor | null> {
  const token = request.headers.get(PREVIEW_TOKEN_HEADER)
  if (token === null) return null
  const claims = verifyPreviewToken(env.previewSecret, token, 'read')
  if (!claims) throw new ContractError(401, PREVIEW_REFUSED)
  const editor = await payload
    .findByID({ collection: 'users', id: claims.sub, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!editor) throw new ContractError(401, PREVIEW_REFUSED)
  return { ...editor, collection: 'users' }
}
