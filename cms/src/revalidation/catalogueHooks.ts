import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, TypeWithID } from 'payload'

import { cataloguePaths, type CatalogueSection, type CatalogueSnapshot } from './cataloguePaths'
import { notifySite } from './notifySite'

type Versioned = TypeWithID & { _status?: 'draft' | 'published' | null }

type Describe<T> = (doc: T) => Omit<CatalogueSnapshot, 'published'> | null

/**
 * afterChange/afterDelete hooks that tell the site which pages a catalogue document changed.
 * Seeding passes `context.disableRevalidate`, so a fresh database does not call a site that is
 * not up yet.
 */
export function catalogueRevalidation<T extends Versioned>(
  collection: CollectionSlug,
  section: CatalogueSection,
  describe: Describe<T>,
) {
  const snapshot = (doc: T | null | undefined): CatalogueSnapshot | null => {
    const described = doc ? describe(doc) : null
    // Collections without drafts are always live.
    return described && doc ? { ...described, published: (doc._status ?? 'published') === 'published' } : null
  }

  const notify = async (
    req: Parameters<CollectionAfterDeleteHook>[0]['req'],
    current: T | null,
    previous: T | null,
  ) => {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { _status: { equals: 'published' } },
    })
    await notifySite(req.payload, cataloguePaths(section, snapshot(current), snapshot(previous), totalDocs))
  }

  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, previousDoc, req, context }) => {
    if (!context.disableRevalidate) await notify(req, doc, previousDoc ?? null)
    return doc
  }

  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await notify(req, null, doc)
    return doc
  }

  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
