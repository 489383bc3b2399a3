import config from '@payload-config'
import { getPayload } from 'payload'

import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toMagazineDetail } from '@/contract/magazines'
import { isSlug } from '@anapa/shared/text/slug'
import { previewEditor } from '@/preview/reader'

const NOT_FOUND = 'Статья не найдена'

/**
 * GET /v2/magazines/{slug} (docs/spec.md#7-calls-the-product-makes): the published article, or 404 for unknown and
 * unpublished slugs. With an editor's preview token it is the article's latest draft, read as that editor.
 */
export const GET = contractRoute(async (request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params
  if (!isSlug(slug)) throw new ContractError(404, NOT_FOUND)
  const payload = await getPayload({ config })
  const editor = await previewEditor(request, payload)
  const bySlug = { slug: { equals: slug } }
  const result = await payload.find({
    collection: 'magazines',
    where: editor ? bySlug : { and: [bySlug, { _status: { equals: 'published' } }] },
    draft: editor !== null,
    limit: 1,
    depth: 1,
    user: editor ?? undefined,
    overrideAccess: false,
  })
  const article = result.docs[0]
  if (!article) throw new ContractError(404, NOT_FOUND)
  return ok(toMagazineDetail(article))
})
