import { isProtectedPath, normalizeFromPath, parseCustomTarget } from '@anapa/shared/redirects/rules'

import type { QueryResolvers, RedirectRule } from '@/graphql/__generated__/resolvers-types'

type RestRule = { from: string; to: string; status_code: number }

/**
 * A rule as the site may apply it, or null. The CMS validated it on save; the gateway checks again
 * what a redirect could abuse (docs/architecture.md#4-session-and-security-rules "checks again"): a protected source, a
 * target that is not a site path or https://, a status other than 301/302.
 */
export function toRedirectRule(rule: RestRule): RedirectRule | null {
  const from = normalizeFromPath(rule.from)
  if (!from || isProtectedPath(from)) return null
  const target = parseCustomTarget(rule.to)
  if ('error' in target) return null
  if (rule.status_code !== 301 && rule.status_code !== 302) return null
  return { from, destination: target.kind === 'path' ? target.path : target.url, statusCode: rule.status_code }
}

export const redirectQueries: Pick<QueryResolvers, 'redirectFor'> = {
  redirectFor: async (_p, { path }, { api }) => {
    const from = normalizeFromPath(path)
    // A path no rule can have (a protected one, or not a path at all) asks the CMS nothing.
    if (!from || isProtectedPath(from)) return null
    const rules = await api.redirects(from)
    return rules.map(toRedirectRule).find((rule) => rule?.from === from) ?? null
  },
}
