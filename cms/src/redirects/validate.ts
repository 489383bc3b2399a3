import {
  isProtectedPath,
  normalizeFromPath,
  parseCustomTarget,
  REDIRECT_MESSAGES,
  targetPath,
} from '@anapa/shared/redirects/rules'
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  type Validate,
} from 'payload'

import type { Redirect } from '@/payload-types'
import { ruleOf, targetOf, type StoredTarget } from './rules'

type RuleField = 'from' | 'to.url' | 'to.reference'
type Problem = { field: RuleField; message: string }
type RuleDraft = { id?: number | string | null; from?: string | null; to?: StoredTarget | null }

const describe = (rule: { from: string; to: string }) => `«${rule.from} → ${rule.to}»`

/**
 * What is wrong with a rule, on which field: every rule is one hop to a real
 * destination. The source is a plain site path no guard or API owns; a custom target is a site
 * path or https://; no rule leads to itself, to another rule's source, or starts where another
 * rule ends; one rule per source.
 */
export async function ruleProblem(req: PayloadRequest, rule: RuleDraft): Promise<Problem | null> {
  const from = normalizeFromPath(rule.from ?? '')
  if (!from) return { field: 'from', message: REDIRECT_MESSAGES.fromShape }
  if (isProtectedPath(from)) return { field: 'from', message: REDIRECT_MESSAGES.fromProtected(from) }

  const to = rule.to
  const field: RuleField = to?.type === 'custom' ? 'to.url' : 'to.reference'
  if (to?.type === 'custom') {
    const parsed = parseCustomTarget(to.url ?? '')
    if ('error' in parsed) return { field, message: parsed.error }
  } else if (!to?.reference) {
    return { field, message: REDIRECT_MESSAGES.toMissing }
  }
  const target = await targetOf(req.payload, to, req)
  const targetAt = target ? targetPath(target) : null
  if (targetAt === from) return { field, message: REDIRECT_MESSAGES.loop }

  const { docs: others } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 1,
    where: rule.id != null ? { id: { not_equals: rule.id } } : {},
    req,
  })
  for (const other of others) {
    if (normalizeFromPath(other.from) === from) return { field: 'from', message: REDIRECT_MESSAGES.duplicate(from) }
    const resolved = await ruleOf(req.payload, other, req)
    if (!resolved) continue
    if (targetAt !== null && resolved.from === targetAt) {
      return { field, message: REDIRECT_MESSAGES.chainTo(describe(resolved)) }
    }
    if (targetPath(resolved.to) === from)
      return { field: 'from', message: REDIRECT_MESSAGES.chainFrom(describe(resolved)) }
  }
  return null
}

/**
 * The field validator for one of the rule's fields: the admin shows its message under the field
 * as the editor types and saves (Payload's form state runs field validation).
 */
export const ruleFieldValidator =
  (field: RuleField): Validate =>
  async (_value, { data, id, req }) => {
    const problem = await ruleProblem(req, { ...(data as RuleDraft), id: id ?? (data as RuleDraft).id })
    return problem?.field === field ? problem.message : true
  }

/**
 * The same check as the save's first step, answered with the reason as the error's message (the
 * admin's toast, the REST answer's `errors[0].message`). In the CMS's production build Payload's
 * error formatter does not recognise errors made by our code (Payload is bundled twice: its
 * `instanceof` fails and the minified class name is empty), so a ValidationError's field list, and
 * with it the reason, was lost over REST; a plain message with a name survives the formatter.
 */
export const refuseBadRule: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const problem = await ruleProblem(req, { ...originalDoc, ...data, id: originalDoc?.id ?? null })
  if (!problem) return data
  const error = new APIError(problem.message, 400, { field: problem.field }, true)
  // Named outright: minified, the class's own name is empty, and the formatter then answers
  // "An unknown error occurred." instead of the reason.
  error.name = 'APIError'
  throw error
}

/** Sources and targets are stored as the site compares them (decoded, no trailing slash), before validation. */
export const normalizeRedirect: CollectionBeforeValidateHook<Redirect> = ({ data }) => {
  if (!data) return data
  if (typeof data.from === 'string') data.from = normalizeFromPath(data.from) ?? data.from
  const url = data.to?.type === 'custom' ? data.to.url : null
  if (data.to && typeof url === 'string') {
    const parsed = parseCustomTarget(url)
    if (!('error' in parsed)) data.to = { ...data.to, url: parsed.kind === 'path' ? parsed.path : parsed.url }
  }
  return data
}
