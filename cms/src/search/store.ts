import type { Payload } from 'payload'

import type { Media } from '@/payload-types'
import { SearchIndex } from './engine'
import { isSearchEntity, type SearchData, type SearchDocument } from './types'

/**
 * What a search answers from, held in memory: the index built from the `search-documents`
 * collection, and the pictures (`media`) results show, so a search makes no database query.
 * A process that answers searches reloads both when their tables change:
 *  - a write in this process (the hooks of the indexed collections and of `media` call
 *    `markSearchIndexStale`) starts a reload at once, writes in quick succession sharing one;
 *  - a write elsewhere (another CMS instance, the seed's process) is noticed by the searches
 *    themselves: a search arriving more than `STAMP_CHECK_INTERVAL_MS` after the last look starts
 *    one in the background (each table's row count, and whether any row is newer than the newest
 *    one loaded; both are index lookups) and is answered from memory meanwhile. An idle instance
 *    asks the database nothing, and a busy one at most four cheap reads every few seconds,
 *    instead of a timer reading every second whether anyone searches or not. A stamp bumped by
 *    the hooks would save two of the reads but needs a table of its own, and would miss rows
 *    written past Payload (the bench seed writes the index in bulk).
 * Only the first search waits, for the first build. Reloads run in the background while searches
 * keep answering from the state they replace; the new state takes over when it is ready (one to
 * two seconds at 10 000 documents).
 *
 * PostgreSQL: the engine reads only these collections through Payload, so it runs unchanged
 * there. Should the catalogue outgrow memory, this is where `to_tsvector('russian', title || ' '
 * || text)` with a GIN index (and pg_trgm for typos) would take over: `searchState()` would hand
 * out an index with the same `search()` that queries the database instead.
 */

/** A write on another instance shows within this long of the next search after it. */
export const STAMP_CHECK_INTERVAL_MS = 2000
/** Writes this close together (a reindex, an editor saving twice) share one reload. */
const RELOAD_DELAY_MS = 100

/** A picture as results show it; `url` is relative to the CMS until the contract makes it absolute. */
export type SearchPicture = Pick<Media, 'id' | 'url' | 'width' | 'height' | 'alt'>

export type SearchState = { index: SearchIndex; pictures: ReadonlyMap<number, SearchPicture> }

/** A table as it was loaded: its row count and the newest `updatedAt`. */
type Seen = { rows: number; newest: string }

type Holder = {
  state: SearchState | null
  seen: { index: Seen; media: Seen }
  /** Bumped by every write in this process; the state is current while it equals `builtGeneration`. */
  staleGeneration: number
  builtGeneration: number
  pending: Promise<SearchState> | null
  /** Set once this process answers searches: it then keeps the state current. */
  serving: { payload: Payload } | null
  /** When a search last started a look at the tables (ms since the epoch). */
  lastLook: number
  reloadSoon: ReturnType<typeof setTimeout> | null
  /** The reload check under way: later callers wait for it rather than start another. */
  refreshing: Promise<void> | null
}

// Next bundles the admin's API routes and the contract's routes separately: module state would
// be one per bundle, the global is one per process.
const scope = globalThis as typeof globalThis & { __anapaSearchIndex?: Holder }
const holder: Holder = (scope.__anapaSearchIndex ??= {
  state: null,
  seen: { index: { rows: 0, newest: '' }, media: { rows: 0, newest: '' } },
  staleGeneration: 0,
  builtGeneration: -1,
  pending: null,
  serving: null,
  lastLook: 0,
  reloadSoon: null,
  refreshing: null,
})

export function markSearchIndexStale(): void {
  holder.staleGeneration++
  const serving = holder.serving
  if (!serving || holder.reloadSoon) return
  holder.reloadSoon = setTimeout(() => {
    holder.reloadSoon = null
    inBackground(serving.payload, refreshSearchState(serving.payload))
  }, RELOAD_DELAY_MS)
  holder.reloadSoon.unref?.()
}

const INDEX = 'search-documents' as const

/**
 * Whether a table differs from what was loaded. A write lands as a new row (the count changes)
 * or as a newer `updatedAt`; only a row rewritten within the very millisecond of the newest one
 * loaded escapes, until the next write.
 */
async function changed(payload: Payload, collection: typeof INDEX | 'media', seen: Seen): Promise<boolean> {
  const [{ totalDocs }, newer] = await Promise.all([
    payload.count({ collection, overrideAccess: true }),
    payload.find({
      collection,
      where: { updatedAt: { greater_than: seen.newest } },
      sort: 'id',
      limit: 1,
      depth: 0,
      pagination: false,
      select: { updatedAt: true },
      overrideAccess: true,
    }),
  ])
  return totalDocs !== seen.rows || newer.docs.length > 0
}

const tablesChanged = async (payload: Payload) =>
  (await Promise.all([changed(payload, INDEX, holder.seen.index), changed(payload, 'media', holder.seen.media)])).some(
    Boolean,
  )

const newestOf = (rows: { updatedAt: string }[]) => rows.reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), '')

async function loadDocuments(payload: Payload): Promise<{ documents: SearchDocument[]; seen: Seen }> {
  const { docs } = await payload.find({
    collection: INDEX,
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
    select: {
      entity: true,
      refId: true,
      slug: true,
      title: true,
      image: true,
      data: true,
      lat: true,
      lon: true,
      labels: true,
      text: true,
      updatedAt: true,
    },
  })
  const documents = docs.flatMap((row): SearchDocument[] => {
    if (!row.entity || !isSearchEntity(row.entity)) return []
    const image =
      row.image === null || row.image === undefined ? null : typeof row.image === 'number' ? row.image : row.image.id
    return [
      {
        entity: row.entity,
        refId: row.refId,
        slug: row.slug,
        title: row.title,
        image,
        data: (row.data && typeof row.data === 'object' && !Array.isArray(row.data) ? row.data : {}) as SearchData,
        lat: row.lat ?? null,
        lon: row.lon ?? null,
        labels: row.labels ?? '',
        text: row.text ?? '',
      },
    ]
  })
  return { documents, seen: { rows: docs.length, newest: newestOf(docs) } }
}

async function loadPictures(payload: Payload): Promise<{ pictures: Map<number, SearchPicture>; seen: Seen }> {
  const { docs } = await payload.find({
    collection: 'media',
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
    // Payload derives `url` from the file name; the other renditions are not needed.
    select: { filename: true, url: true, width: true, height: true, alt: true, updatedAt: true },
  })
  const pictures = new Map(
    docs.map((m) => [m.id, { id: m.id, url: m.url, width: m.width, height: m.height, alt: m.alt }]),
  )
  return { pictures, seen: { rows: docs.length, newest: newestOf(docs) } }
}

function rebuild(payload: Payload): Promise<SearchState> {
  if (holder.pending) return holder.pending
  const generation = holder.staleGeneration
  holder.pending = (async () => {
    const [documents, pictures] = await Promise.all([loadDocuments(payload), loadPictures(payload)])
    const state: SearchState = { index: new SearchIndex(documents.documents), pictures: pictures.pictures }
    Object.assign(holder, {
      state,
      seen: { index: documents.seen, media: pictures.seen },
      builtGeneration: generation,
    })
    return state
  })().finally(() => {
    holder.pending = null
  })
  return holder.pending
}

function inBackground(payload: Payload, work: Promise<unknown>) {
  work.catch((err) => payload.logger.error({ err, msg: 'Поиск: не удалось обновить индекс в памяти' }))
}

/**
 * Reloads the state if this process wrote since it was built or a table changed since it was
 * loaded. What searches (every `STAMP_CHECK_INTERVAL_MS` at most) and the write hooks run; one at a
 * time.
 */
export function refreshSearchState(payload: Payload): Promise<void> {
  holder.refreshing ??= (async () => {
    // A write may land while a reload runs: wait for it, then look again.
    if (holder.pending) await holder.pending
    if (!holder.state || holder.builtGeneration !== holder.staleGeneration || (await tablesChanged(payload))) {
      await rebuild(payload)
    }
  })().finally(() => {
    holder.refreshing = null
  })
  return holder.refreshing
}

/**
 * What to answer a search from. Only the first call waits, for the first build; later ones may
 * start a look for other instances' writes, which they do not wait for.
 */
export async function searchState(payload: Payload, now = Date.now()): Promise<SearchState> {
  // The latest handle: one per process in the CMS, one per test against a stand-in.
  holder.serving = { payload }
  if (!holder.state) {
    holder.lastLook = now
    return rebuild(payload)
  }
  if (now - holder.lastLook >= STAMP_CHECK_INTERVAL_MS) {
    holder.lastLook = now
    inBackground(payload, refreshSearchState(payload))
  }
  return holder.state
}

/**
 * The state with every write made so far, here or elsewhere: waits for the reloads that takes.
 * For tests and tools that must read their own writes; searches use `searchState`.
 */
export async function freshSearchState(payload: Payload): Promise<SearchState> {
  for (;;) {
    if (holder.pending) await holder.pending
    else if (!holder.state || holder.builtGeneration !== holder.staleGeneration || (await tablesChanged(payload)))
      await rebuild(payload)
    else return holder.state
  }
}
