import { REDIRECT_ITEM_COLLECTIONS, type RedirectItemCollection } from '@anapa/shared/redirects/rules'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Config,
  Plugin,
  PayloadRequest,
} from 'payload'

import { afterCommit } from '@/database/afterCommit'
import type { IndexNowConfig } from '@/env'
import { batcher, submitToIndexNow, type Logger } from './submit'
import { changedUrls, livePath, type Addressed } from './urls'

type Live = { path: string | null; updatedAt: string | null }

/** The published document as visitors see it (drafts never change it), read in the save's transaction. */
async function readLive(collection: RedirectItemCollection, id: number | string, req: PayloadRequest): Promise<Live> {
  const doc = (await req.payload
    .findByID({
      collection,
      id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    .catch(() => null)) as (Addressed & { updatedAt?: string }) | null
  return { path: livePath(collection, doc), updatedAt: doc?.updatedAt ?? null }
}

/**
 * The live document before a save, read in beforeChange and taken by afterChange: the page it leaves
 * on an unpublish or a slug change. Kept here per item, not on `req.context`, which Payload 3.90 did
 * not carry from beforeChange to afterChange of these versioned saves (the integration test showed
 * it empty). Two editors saving one item at the same instant may swap readings: at worst one URL
 * more or less is announced. Bounded, in case a save fails between the two hooks.
 */
const before = new Map<string, Live>()
const MAX_PENDING = 1000
const liveKey = (collection: string, id: number | string) => `${collection}:${id}`

/**
 * IndexNow (docs/operations.md#indexnow): when an editor publishes, updates, unpublishes or deletes
 * an article or a catalogue item, its public URLs are announced to the search engines. Only what
 * visitors see counts: a draft or an autosave changes nothing live (Payload leaves the published
 * document alone, docs/decisions/0027-draft-preview-scheduling-history.md), so the live document is
 * read after the save and announced only when it is what the save wrote (a draft save answers a newer
 * draft instead); the reading before the save gives the page it leaves. The announcement leaves
 * after the commit, in the background, batched with the other saves of the same moment; it never
 * delays or fails the save. Seeding (`context.disableRevalidate`) announces nothing.
 */
export function indexNowPlugin(config: IndexNowConfig | null, siteUrl: string): Plugin {
  return (payloadConfig: Config): Config => {
    if (!config) return payloadConfig
    // The batch is sent with the logger of the last save that joined it (one Payload per process).
    let logger: Logger = console
    const announce = batcher((urls) => submitToIndexNow(config, siteUrl, urls, logger))
    const queue = (req: PayloadRequest, collection: string, id: number | string, paths: (string | null)[]) => {
      const urls = changedUrls(siteUrl, paths)
      if (urls.length === 0) return Promise.resolve()
      logger = req.payload.logger
      return afterCommit(req, `IndexNow for ${collection} #${id}`, () => announce(urls))
    }

    const hooksFor = (collection: RedirectItemCollection) => {
      const remember: CollectionBeforeChangeHook = async ({ operation, originalDoc, req, context }) => {
        if (operation === 'update' && originalDoc?.id != null && !context.disableRevalidate) {
          const live = await readLive(collection, originalDoc.id, req)
          if (before.size >= MAX_PENDING) before.clear()
          before.set(liveKey(collection, originalDoc.id), live)
        }
      }
      const after: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
        const key = liveKey(collection, doc.id)
        // Without a reading (it was swapped away), the previous document says what it can.
        const was = before.get(key) ?? {
          path: previousDoc?.id != null ? livePath(collection, previousDoc as Addressed) : null,
          updatedAt: null,
        }
        before.delete(key)
        if (context.disableRevalidate) return doc
        const now = await readLive(collection, doc.id, req)
        // A draft save or an autosave answers the new draft version and leaves the live document as it
        // was: nothing visitors see has changed.
        if (now.updatedAt !== (doc as { updatedAt?: string }).updatedAt) return doc
        await queue(req, collection, doc.id, [was.path, now.path])
        return doc
      }
      const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
        if (!context.disableRevalidate) await queue(req, collection, doc.id, [livePath(collection, doc as Addressed)])
        return doc
      }
      return { remember, after, afterDelete }
    }

    const announced = new Set<string>(REDIRECT_ITEM_COLLECTIONS)
    return {
      ...payloadConfig,
      collections: (payloadConfig.collections ?? []).map((collection): CollectionConfig => {
        if (!announced.has(collection.slug)) return collection
        const { remember, after, afterDelete } = hooksFor(collection.slug as RedirectItemCollection)
        return {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [...(collection.hooks?.beforeChange ?? []), remember],
            afterChange: [...(collection.hooks?.afterChange ?? []), after],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
          },
        }
      }),
    }
  }
}
