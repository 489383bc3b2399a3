import {
  itemPath,
  SLUG_ADDRESSED_COLLECTIONS,
  targetPath,
  type RedirectItemCollection,
} from '@anapa/shared/redirects/rules'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
  Payload,
  PayloadRequest,
  Plugin,
} from 'payload'

import { notifySitePaths } from '@/revalidation/notifySite'
import { afterCommit } from '@/database/afterCommit'

type Addressed = { id: number; slug?: string | null; type?: string | null; _status?: string | null }

/**
 * Where the live (published) item was before this save, set before the change and read after it,
 * per item. On `req.context`: the hooks' own `context` argument was not shared between Payload's
 * beforeChange and afterChange of a versioned collection (3.90).
 */
const livePathKey = (collection: string, id: number | string) => `redirectsLivePath:${collection}:${id}`

/**
 * Drafts never move the live page, so the path an item leaves is the one of its published document,
 * read before the save (Payload's `originalDoc` may be the newest draft, which has the new slug).
 */
const rememberLivePath =
  (collection: RedirectItemCollection): CollectionBeforeChangeHook<Addressed> =>
  async ({ operation, originalDoc, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return
    const live = (await req.payload
      .findByID({ collection, id: originalDoc.id, depth: 0, draft: false, overrideAccess: true, req })
      .catch(() => null)) as Addressed | null
    req.context[livePathKey(collection, originalDoc.id)] =
      live && (live._status ?? 'published') === 'published' ? itemPath(collection, live) : null
  }

/**
 * An item published under a new address: its old URL keeps working. A permanent rule
 * from the old path to the item itself is added (a reference, so a later rename needs no second
 * hop); a rule the editor had from the new path goes (the item takes its address back, no loop);
 * rules that sent visitors to the old path by its text now point at the item, so none becomes a
 * chain; and the pages of rules already following the item re-render with its new address.
 */
const redirectOldPath =
  (collection: RedirectItemCollection): CollectionAfterChangeHook<Addressed> =>
  async ({ doc, req, context }) => {
    const key = livePathKey(collection, doc.id)
    const oldPath = req.context[key] as string | null | undefined
    delete req.context[key]
    if (!oldPath || context.disableRevalidate || (doc._status ?? 'published') !== 'published') return doc
    const newPath = itemPath(collection, doc)
    if (!newPath || newPath === oldPath) return doc
    try {
      await moveRules(req.payload, req, collection, doc.id, oldPath, newPath)
    } catch (error) {
      // The rename itself stands; an editor can still add the rule by hand.
      req.payload.logger.error(`Could not add the redirect from ${oldPath}: ${(error as Error).message}`)
    }
    return doc
  }

async function moveRules(
  payload: Payload,
  req: PayloadRequest,
  collection: RedirectItemCollection,
  id: number,
  oldPath: string,
  newPath: string,
) {
  const { docs: rules } = await payload.find({ collection: 'redirects', pagination: false, depth: 0, req })
  const reference = { relationTo: collection, value: id }
  const following: string[] = []
  for (const rule of rules) {
    if (rule.from === newPath) {
      await payload.delete({ collection: 'redirects', id: rule.id, req })
    } else if (rule.to?.type === 'custom' && targetPath(rule.to.url ?? '') === oldPath) {
      await payload.update({
        collection: 'redirects',
        id: rule.id,
        data: { to: { type: 'reference', reference, url: null } },
        req,
      })
    } else if (
      rule.to?.type === 'reference' &&
      rule.to.reference?.relationTo === collection &&
      Number(rule.to.reference.value) === id
    ) {
      following.push(encodeURI(rule.from))
    }
  }
  if (!rules.some((rule) => rule.from === oldPath)) {
    await payload.create({
      collection: 'redirects',
      data: { from: oldPath, to: { type: 'reference', reference }, type: '301' },
      req,
    })
  }
  await afterCommit(req, `re-rendering ${following.join(', ')}`, () => notifySitePaths(payload, following))
}

const isAddressed = (slug: string): slug is (typeof SLUG_ADDRESSED_COLLECTIONS)[number] =>
  (SLUG_ADDRESSED_COLLECTIONS as readonly string[]).includes(slug)

/** Adds the two hooks to every collection whose items are addressed by slug. */
export const slugChangeRedirects: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection): CollectionConfig => {
    if (!isAddressed(collection.slug)) return collection
    const slug = collection.slug
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeChange: [...(collection.hooks?.beforeChange ?? []), rememberLivePath(slug) as CollectionBeforeChangeHook],
        afterChange: [...(collection.hooks?.afterChange ?? []), redirectOldPath(slug) as CollectionAfterChangeHook],
      },
    }
  }),
})
