import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Redirect } from '@/payload-types'
import { notifySitePaths } from '@/revalidation/notifySite'
import { afterCommit } from '@/database/afterCommit'

/**
 * A rule's source page re-renders through the site's ISR pipeline (POST /api/revalidate), so the
 * rule applies within the publishing budget with no deploy and no per-request lookup: the page
 * that now answers with the redirect (or without it, after a delete or a changed source) is the
 * cached one. Both the old and the new source are re-rendered.
 */
const sourcePaths = (...docs: (Redirect | null | undefined)[]) => [
  ...new Set(docs.flatMap((doc) => (doc?.from ? [encodeURI(doc.from)] : []))),
]

export const revalidateRedirect: {
  afterChange: CollectionAfterChangeHook<Redirect>
  afterDelete: CollectionAfterDeleteHook<Redirect>
} = {
  afterChange: async ({ doc, previousDoc, req, context }) => {
    if (!context.disableRevalidate) {
      const paths = sourcePaths(doc, previousDoc)
      await afterCommit(req, `re-rendering ${paths.join(', ')}`, () => notifySitePaths(req.payload, paths))
    }
    return doc
  },
  afterDelete: async ({ doc, req, context }) => {
    if (!context.disableRevalidate) {
      const paths = sourcePaths(doc)
      await afterCommit(req, `re-rendering ${paths.join(', ')}`, () => notifySitePaths(req.payload, paths))
    }
    return doc
  },
}
