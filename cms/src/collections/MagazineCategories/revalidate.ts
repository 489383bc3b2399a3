import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { MagazineCategory } from '../../payload-types'
import { journalCounts } from '../../revalidation/journalCounts'
import { notifySite } from '../../revalidation/notifySite'
import { magazineCategoryPaths } from '../../revalidation/paths'

const afterChange: CollectionAfterChangeHook<MagazineCategory> = async ({ doc, previousDoc, req, context }) => {
  if (context.disableRevalidate) return doc
  const slugs = [...new Set([doc.slug, previousDoc?.slug].filter((s): s is string => Boolean(s)))]
  await notifySite(req.payload, magazineCategoryPaths(slugs, await journalCounts(req.payload)))
  return doc
}

const afterDelete: CollectionAfterDeleteHook<MagazineCategory> = async ({ doc, req, context }) => {
  if (context.disableRevalidate) return doc
  await notifySite(req.payload, magazineCategoryPaths([doc.slug], await journalCounts(req.payload)))
  return doc
}

export const revalidateMagazineCategory = { afterChange, afterDelete }
