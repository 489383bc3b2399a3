import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload } from 'payload'

import type { Magazine } from '../../../payload-types'
import { categorySlugOf } from '../../../revalidation/categorySlug'
import { journalCounts } from '../../../revalidation/journalCounts'
import { notifySite } from '../../../revalidation/notifySite'
import { magazinePaths, type MagazineSnapshot } from '../../../revalidation/paths'

async function snapshot(payload: Payload, doc: Magazine | null | undefined): Promise<MagazineSnapshot | null> {
  if (!doc?.slug || !doc.type) return null
  return {
    slug: doc.slug,
    type: doc.type,
    categorySlug: await categorySlugOf(payload, doc.category),
    published: doc._status === 'published',
  }
}

async function revalidate(payload: Payload, current: Magazine | null, previous: Magazine | null) {
  const [now, before, counts] = await Promise.all([
    snapshot(payload, current),
    snapshot(payload, previous),
    journalCounts(payload),
  ])
  await notifySite(payload, magazinePaths(now, before, counts))
}

/** Seeding passes `context.disableRevalidate` so a fresh database does not call a site that is not up yet. */
const afterChange: CollectionAfterChangeHook<Magazine> = async ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) await revalidate(req.payload, doc, previousDoc ?? null)
  return doc
}

const afterDelete: CollectionAfterDeleteHook<Magazine> = async ({ doc, req, context }) => {
  if (!context.disableRevalidate) await revalidate(req.payload, null, doc)
  return doc
}

export const revalidateMagazine = { afterChange, afterDelete }
