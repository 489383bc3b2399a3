import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Payload,
  PayloadRequest,
} from 'payload'

import type { SearchDocument as SearchDocumentRow } from '@/payload-types'
import { describeDocument, INDEXED, INDEXED_COLLECTIONS, type IndexedCollection, searchKey } from './entities'
import { afterCommit } from '@/database/afterCommit'
import { markSearchIndexStale } from './store'
import type { SearchDocument } from './types'

/**
 * Keeps the `search-documents` collection in step with the indexed collections: a published
 * document has its row, anything else has none. The hooks run on every write (seeding included:
 * unlike the site's revalidation, the index is ours and must be complete), and the seed ends with
 * `reindexAll`, which repairs a database written before the index existed.
 */

const INDEX = 'search-documents' as const

type RowData = Omit<SearchDocumentRow, 'id' | 'updatedAt' | 'createdAt'>

const toRowData = (doc: SearchDocument): RowData => ({ key: searchKey(doc.entity, doc.refId), ...doc })

const imageId = (image: SearchDocumentRow['image']) =>
  image === null || image === undefined ? null : typeof image === 'number' ? image : image.id

/** Whether a stored row already says what the document says: unchanged rows are not rewritten. */
function sameRow(row: SearchDocumentRow, data: RowData): boolean {
  return (
    row.entity === data.entity &&
    row.refId === data.refId &&
    row.slug === data.slug &&
    row.title === data.title &&
    imageId(row.image) === data.image &&
    JSON.stringify(row.data ?? {}) === JSON.stringify(data.data ?? {}) &&
    (row.lat ?? null) === data.lat &&
    (row.lon ?? null) === data.lon &&
    (row.labels ?? '') === data.labels &&
    (row.text ?? '') === data.text
  )
}

type Counts = { created: number; updated: number; removed: number; unchanged: number }

async function upsert(payload: Payload, doc: SearchDocument, req?: PayloadRequest): Promise<keyof Counts> {
  const data = toRowData(doc)
  const { docs } = await payload.find({
    collection: INDEX,
    where: { key: { equals: data.key } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const row = docs[0]
  if (row && sameRow(row, data)) return 'unchanged'
  if (row) await payload.update({ collection: INDEX, id: row.id, data, depth: 0, overrideAccess: true, req })
  else await payload.create({ collection: INDEX, data, depth: 0, overrideAccess: true, req })
  return row ? 'updated' : 'created'
}

async function remove(payload: Payload, key: string, req?: PayloadRequest) {
  await payload.delete({ collection: INDEX, where: { key: { equals: key } }, depth: 0, overrideAccess: true, req })
}

/**
 * Brings one document's row up to date. The document is read back from its collection rather
 * than taken from the hook: saving a draft of a published document leaves the published version
 * live (Payload writes only a new version), so only the stored document says what is public.
 */
export async function syncSearchDocument(
  payload: Payload,
  collection: IndexedCollection,
  id: number,
  req?: PayloadRequest,
): Promise<void> {
  const doc = (await payload.findByID({
    collection,
    id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as { _status?: string | null } | null
  if (doc && doc._status === 'published') await upsert(payload, describeDocument(collection, doc), req)
  else await remove(payload, searchKey(INDEXED[collection].entity, id), req)
  // The rows are written in the save's transaction; the in-memory index reloads them once committed.
  await afterCommit(req, `reloading the search index after ${collection} #${id}`, markSearchIndexStale)
}

/**
 * Indexing never blocks an editor's save: a failure is logged, and the next save of the document
 * or the next `reindexAll` (every `npm start`) repairs the row.
 */
async function logFailure(req: PayloadRequest, collection: IndexedCollection, id: number, work: Promise<void>) {
  try {
    await work
  } catch (err) {
    req.payload.logger.error({ err, msg: `Поиск: не удалось обновить индекс для ${collection} #${id}` })
  }
}

export function searchIndexHooks(collection: IndexedCollection) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    await logFailure(req, collection, doc.id, syncSearchDocument(req.payload, collection, doc.id, req))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, doc, req }) => {
    const refId = Number(id)
    const work = remove(req.payload, searchKey(INDEXED[collection].entity, refId), req).then(() =>
      afterCommit(req, `reloading the search index after ${collection} #${refId}`, markSearchIndexStale),
    )
    await logFailure(req, collection, refId, work)
    return doc
  }
  return { afterChange, afterDelete }
}

type Hooks = NonNullable<CollectionConfig['hooks']>

/** A collection's hooks with the search index's added (indexing first: it is local and quick). */
export function withSearchIndex(collection: IndexedCollection, hooks: Hooks = {}): Hooks {
  const search = searchIndexHooks(collection)
  return {
    ...hooks,
    afterChange: [search.afterChange, ...(hooks.afterChange ?? [])],
    afterDelete: [search.afterDelete, ...(hooks.afterDelete ?? [])],
  }
}

/**
 * Rebuilds the index from the collections: a row for every published document, none for anything
 * else. Unchanged rows are left alone, so running it on every start costs a few reads.
 */
export async function reindexAll(payload: Payload): Promise<Counts> {
  const wanted = new Map<string, SearchDocument>()
  for (const collection of INDEXED_COLLECTIONS) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) {
      const described = describeDocument(collection, doc)
      wanted.set(searchKey(described.entity, described.refId), described)
    }
  }
  const counts: Counts = { created: 0, updated: 0, removed: 0, unchanged: 0 }
  const { docs: rows } = await payload.find({ collection: INDEX, pagination: false, depth: 0, overrideAccess: true })
  const existing = new Map(rows.map((row) => [row.key, row]))
  for (const [key, doc] of wanted) {
    const row = existing.get(key)
    const data = toRowData(doc)
    if (row && sameRow(row, data)) counts.unchanged++
    else counts[await upsert(payload, doc)]++
  }
  for (const row of rows) {
    if (wanted.has(row.key)) continue
    await payload.delete({ collection: INDEX, id: row.id, depth: 0, overrideAccess: true })
    counts.removed++
  }
  markSearchIndexStale()
  return counts
}
