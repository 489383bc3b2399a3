import config from '@payload-config'
import { getPayload } from 'payload'

import { ContractError, contractRoute, ok } from '../../../../../contract/http'
import { toMagazineDetail } from '../../../../../contract/magazines'
import { isSlug } from '../../../../../fields/slug'

const NOT_FOUND = 'Статья не найдена'

/** GET /v2/magazines/{slug} (spec §7): the published article, or 404 for unknown and unpublished slugs. */
export const GET = contractRoute(async (_request: Request, { params }: { params: Promise<{ slug: string }> }) => {
  const { slug } = await params
  if (!isSlug(slug)) throw new ContractError(404, NOT_FOUND)
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'magazines',
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  const article = result.docs[0]
  if (!article) throw new ContractError(404, NOT_FOUND)
  return ok(toMagazineDetail(article))
})
