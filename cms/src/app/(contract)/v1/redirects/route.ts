import config from '@payload-config'
import { normalizeFromPath } from '@anapa/shared/redirects/rules'
import { getPayload } from 'payload'

import { ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { allRules } from '@/redirects/rules'

/**
 * GET /v1/redirects?from (docs/api/openapi.yaml): the editors' redirect rules, each
 * resolved to where it leads now (an item's current address, a site path or an https:// address).
 * With `from`, only the rule for that path, so a page render asks for one; a `from` that cannot be
 * a rule's source (not a site path) simply has none.
 */
export const GET = contractRoute(async (request: Request) => {
  const raw = new URL(request.url).searchParams.get('from')
  const rules = await allRules(await getPayload({ config }))
  const from = raw === null ? null : normalizeFromPath(raw)
  const matching = raw === null ? rules : rules.filter((rule) => from !== null && rule.from === from)
  return ok(
    matching.map((rule) => ({ from: rule.from, to: rule.to, status_code: rule.statusCode })),
    { count: matching.length },
  )
})
