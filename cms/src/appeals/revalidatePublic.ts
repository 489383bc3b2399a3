import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { PUBLIC_APPEALS_PATH, publicAppealPath } from '@anapa/shared/appeals/paths'
import { afterCommit } from '@/database/afterCommit'
import { relationId } from '@/collections/Appeals/hooks/statusMachine'
import type { Appeal, AppealFollower, AppealPhoto } from '@/payload-types'
import { notifySitePaths } from '@/revalidation/notifySite'
import { PUBLIC_APPEALS } from './publicAppeals'

type Visibility = Pick<Appeal, 'is_public' | 'held'>

/** Shown to everyone: what `PUBLIC_APPEALS` in ./publicAppeals.ts asks, on one document. */
const isShown = (doc: Visibility | null | undefined) => Boolean(doc?.is_public) && !doc?.held

/** The public list and these appeals' pages, re-rendered once the write is committed. */
async function rerender(req: PayloadRequest, numbers: readonly string[]) {
  const paths = [PUBLIC_APPEALS_PATH, ...numbers.map(publicAppealPath)]
  await afterCommit(req, `re-rendering ${paths.join(', ')}`, () => notifySitePaths(req.payload, paths))
}

/**
 * The public pages follow a public appeal within seconds, as they follow an editor's publish; the
 * pages' own revalidation (lib/server/ssr/publicAppeals.ts) heals them if this call is lost.
 *
 * An appeal that is public, or was until this save, re-renders the list and its page. A private
 * appeal's change asks for nothing.
 */
export const revalidatePublicAppeal: CollectionAfterChangeHook<Appeal> = async ({ doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate && (isShown(doc) || isShown(previousDoc))) await rerender(req, [doc.number])
  return doc
}

/**
 * A photo approved for public view, or withdrawn, re-renders the public appeals it belongs to (as
 * the resident's photo or the answer's).
 */
export const revalidatePhotoAppeals: CollectionAfterChangeHook<AppealPhoto> = async ({
  doc,
  previousDoc,
  req,
  context,
}) => {
  if (context.disableRevalidate || Boolean(doc.approved_for_public) === Boolean(previousDoc?.approved_for_public)) {
    return doc
  }
  const { docs } = await req.payload.find({
    collection: 'appeals',
    where: { and: [PUBLIC_APPEALS, { or: [{ photos: { in: [doc.id] } }, { answer_photos: { in: [doc.id] } }] }] },
    depth: 0,
    limit: 10,
    pagination: false,
    overrideAccess: true,
    req,
    select: { number: true },
  })
  if (docs.length > 0)
    await rerender(
      req,
      docs.map((appeal) => appeal.number),
    )
  return doc
}

/**
 * A resident who starts or stops supporting an appeal changes its «Поддержали» count: its public
 * page re-renders if the appeal is public.
 */
async function rerenderSupported(req: PayloadRequest, row: Pick<AppealFollower, 'appeal'>) {
  const id = relationId(row.appeal)
  if (id === null) return
  const { docs } = await req.payload.find({
    collection: 'appeals',
    where: { and: [PUBLIC_APPEALS, { id: { equals: id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
    select: { number: true },
  })
  if (docs[0]) await rerender(req, [docs[0].number])
}

export const revalidateSupportedAppeal: {
  afterChange: CollectionAfterChangeHook<AppealFollower>
  afterDelete: CollectionAfterDeleteHook<AppealFollower>
} = {
  afterChange: async ({ doc, operation, req, context }) => {
    if (operation === 'create' && !context.disableRevalidate) await rerenderSupported(req, doc)
    return doc
  },
  afterDelete: async ({ doc, req, context }) => {
    if (!context.disableRevalidate) await rerenderSupported(req, doc)
    return doc
  },
}
