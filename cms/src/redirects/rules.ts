import {
  itemPath,
  normalizeFromPath,
  parseCustomTarget,
  REDIRECT_ITEM_COLLECTIONS,
  type RedirectItemCollection,
  type RedirectRule,
  type RedirectStatus,
} from '@anapa/shared/redirects/rules'
import type { Payload, PayloadRequest } from 'payload'

import type { Redirect } from '@/payload-types'

/** A rule's target as stored by the redirects plugin: a document (followed through renames) or a typed address. */
export type StoredTarget = Redirect['to']

type Reference = NonNullable<NonNullable<StoredTarget>['reference']>

const isItemCollection = (value: string): value is RedirectItemCollection =>
  (REDIRECT_ITEM_COLLECTIONS as readonly string[]).includes(value)

/**
 * Where a referenced item lives now. With `depth: 1` Payload hands the document; at depth 0 (or in
 * a hook's incoming data) only its id, and the item is read. A deleted or unpublished item resolves
 * to nothing: the rule then waits, and the site answers as it would without it.
 */
export async function referencePath(
  payload: Payload,
  reference: Reference | null | undefined,
  req?: PayloadRequest,
): Promise<string | null> {
  if (!reference || !isItemCollection(reference.relationTo)) return null
  const value = reference.value as unknown
  const doc =
    typeof value === 'object' && value !== null
      ? (value as { id: number; slug?: string | null; type?: string | null; _status?: string | null })
      : await payload
          .findByID({ collection: reference.relationTo, id: value as number, depth: 0, disableErrors: true, req })
          .catch(() => null)
  if (!doc || (doc._status && doc._status !== 'published')) return null
  return itemPath(reference.relationTo, doc)
}

/**
 * The site address a stored target leads to now, or null when it leads nowhere (yet). Inside a save
 * pass its `req`, so the read sees the transaction's own writes (a rename in progress).
 */
export async function targetOf(
  payload: Payload,
  to: StoredTarget | null | undefined,
  req?: PayloadRequest,
): Promise<string | null> {
  if (!to) return null
  if (to.type === 'reference') return referencePath(payload, to.reference, req)
  const parsed = parseCustomTarget(to.url ?? '')
  if ('error' in parsed) return null
  return parsed.kind === 'path' ? parsed.path : parsed.url
}

export const statusOf = (type: Redirect['type'] | null | undefined): RedirectStatus => (type === '302' ? 302 : 301)

/** A stored rule as the site applies it, or null when its target resolves to nothing. */
export async function ruleOf(payload: Payload, doc: Redirect, req?: PayloadRequest): Promise<RedirectRule | null> {
  const from = normalizeFromPath(doc.from)
  const to = await targetOf(payload, doc.to, req)
  return from && to ? { from, to, statusCode: statusOf(doc.type) } : null
}

/** Every rule, resolved (the table is small: editors' rules plus one per renamed item). */
export async function allRules(payload: Payload): Promise<RedirectRule[]> {
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 1, sort: 'id' })
  const rules = await Promise.all(docs.map((doc) => ruleOf(payload, doc)))
  return rules.filter((rule): rule is RedirectRule => rule !== null)
}
