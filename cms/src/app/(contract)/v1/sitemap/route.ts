import config from '@payload-config'
import { getPayload } from 'payload'

import { loadSitemapEntries } from '@/contract/catalogue/sitemap'
import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'

/** GET /v1/sitemap (docs/api/openapi.yaml): every published item with a page, for the site's sitemap.xml. */
export const GET = contractRoute(async () => {
  const payload = await getPayload({ config })
  const data = await loadSitemapEntries(payload)
  return ok(data, { count: data.length })
})
