import type { DocState, SiteChange } from '@anapa/shared/revalidation/siteChange'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Payload, TypeWithID } from 'payload'

import { afterCommit } from '@/database/afterCommit'
import { notifySite } from './notifySite'

type Versioned = TypeWithID & { _status?: 'draft' | 'published' | null }

/** The document's keys as the site addresses it; null when it has none yet. */
export type Describe<T> = (
  doc: T,
  payload: Payload,
) => Omit<DocState, 'published'> | null | Promise<Omit<DocState, 'published'> | null>

/**
 * afterChange/afterDelete hooks that tell the site what changed, never which pages: the site
 * owns its URLs. Seeding passes `context.disableRevalidate`, so a fresh database does not call a
 * site that is not up yet. The site is told once the write is committed (database/afterCommit.ts),
 * since it reads the document back at once.
 */
export function siteRevalidation<T extends Versioned>(collection: CollectionSlug, describe: Describe<T>) {
  const state = async (payload: Payload, doc: T | null | undefined): Promise<DocState | null> => {
    // On create Payload passes an empty previousDoc: no id, no earlier state.
    const described = doc?.id != null ? await describe(doc, payload) : null
    // Collections without drafts are always live.
    return described && doc ? { ...described, published: (doc._status ?? 'published') === 'published' } : null
  }

  const notify = async (payload: Payload, current: T | null, previous: T | null) => {
    const change: SiteChange<CollectionSlug> = {
      collection,
      current: await state(payload, current),
      previous: await state(payload, previous),
    }
    if (change.current || change.previous) await notifySite(payload, change)
  }

  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, previousDoc, req, context }) => {
    if (!context.disableRevalidate) {
      await afterCommit(req, `revalidating ${collection} #${doc.id}`, () =>
        notify(req.payload, doc, previousDoc ?? null),
      )
    }
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) {
      await afterCommit(req, `revalidating ${collection} #${doc.id}`, () => notify(req.payload, null, doc))
    }
    return doc
  }

  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
