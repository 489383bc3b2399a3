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

/** Per item, on `req.context` (shared by beforeChange and afterChange, as in redirects/slugChange.ts). */
const liveKey = (collection: string, id: number | string) => `indexNowLive:${collection}:${id}`

/**
 * IndexNow (docs/operations.md#indexnow): when an editor publishes, updates, unpublishes or deletes
 * an article or a catalogue item, its public URLs are announced to the search engines. Only what
 * visitors see counts: a draft or an autosave changes nothing live (Payload leaves the published
 * document alone, docs/decisions/0027-draft-preview-scheduling-history.md), so the live document is
 * read before and after the save and only a change of it is announced. The announcement leaves
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
      const before: CollectionBeforeChangeHook = async ({ operation, originalDoc, req, context }) => {
        if (operation === 'update' && originalDoc?.id != null && !context.disableRevalidate) {
          req.context[liveKey(collection, originalDoc.id)] = await readLive(collection, originalDoc.id, req)
        }
      }
      const after: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
        const key = liveKey(collection, doc.id)
        const was = (req.context[key] as Live | undefined) ?? { path: null, updatedAt: null }
        delete req.context[key]
        if (context.disableRevalidate) return doc
        const now = await readLive(collection, doc.id, req)
        // The live document did not move: a draft save or an autosave.
        if (operation === 'update' && now.updatedAt === was.updatedAt) return doc
        await queue(req, collection, doc.id, [was.path, now.path])
        return doc
      }
      const afterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
        if (!context.disableRevalidate) await queue(req, collection, doc.id, [livePath(collection, doc as Addressed)])
        return doc
      }
      return { before, after, afterDelete }
    }

    const announced = new Set<string>(REDIRECT_ITEM_COLLECTIONS)
    return {
      ...payloadConfig,
      collections: (payloadConfig.collections ?? []).map((collection): CollectionConfig => {
        if (!announced.has(collection.slug)) return collection
        const { before, after, afterDelete } = hooksFor(collection.slug as RedirectItemCollection)
        return {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [...(collection.hooks?.beforeChange ?? []), before],
            afterChange: [...(collection.hooks?.afterChange ?? []), after],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
          },
        }
      }),
    }
  }
}
