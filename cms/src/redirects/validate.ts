import {
  isProtectedPath,
  normalizeFromPath,
  parseCustomTarget,
  REDIRECT_MESSAGES,
  targetPath,
} from '@anapa/shared/redirects/rules'
import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import type { Redirect } from '../payload-types'
import { ruleOf, targetOf } from './rules'

function refuse(path: string, message: string): ValidationError {
  return new ValidationError({ collection: 'redirects', errors: [{ path, message }] })
}

const describe = (rule: { from: string; to: string }) => `«${rule.from} → ${rule.to}»`

/**
 * Every rule is one hop to a real destination (issue 17): the source is a plain site path that no
 * guard or API owns, a custom target is a site path or https://, and no rule may lead to itself,
 * to another rule's source, or start where another rule ends. Refused saves name the reason in
 * Russian on the field at fault.
 */
export const validateRedirect: CollectionBeforeChangeHook<Redirect> = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data } as Redirect
  const from = normalizeFromPath(merged.from ?? '')
  if (!from) throw refuse('from', REDIRECT_MESSAGES.fromShape)
  if (isProtectedPath(from)) throw refuse('from', REDIRECT_MESSAGES.fromProtected(from))
  data.from = from

  const to = merged.to
  if (to?.type === 'custom') {
    const parsed = parseCustomTarget(to.url ?? '')
    if ('error' in parsed) throw refuse('to.url', parsed.error)
    data.to = { ...to, url: parsed.kind === 'path' ? parsed.path : parsed.url }
  }
  const target = await targetOf(req.payload, data.to ?? to, req)
  const targetAt = target ? targetPath(target) : null
  const field = to?.type === 'custom' ? 'to.url' : 'to.reference'
  if (targetAt === from) throw refuse(field, REDIRECT_MESSAGES.loop)

  const { docs: others } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 1,
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    req,
  })
  for (const other of others) {
    const otherFrom = normalizeFromPath(other.from)
    if (otherFrom === from) throw refuse('from', REDIRECT_MESSAGES.duplicate(from))
    const rule = await ruleOf(req.payload, other, req)
    if (!rule) continue
    if (targetAt !== null && rule.from === targetAt) throw refuse(field, REDIRECT_MESSAGES.chainTo(describe(rule)))
    if (targetPath(rule.to) === from) throw refuse('from', REDIRECT_MESSAGES.chainFrom(describe(rule)))
  }
  return data
}
