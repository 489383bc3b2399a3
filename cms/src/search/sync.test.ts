import type { Payload, PayloadRequest, Where } from 'payload'

import { freshSearchState, refreshSearchState, searchState, STAMP_CHECK_INTERVAL_MS } from './store'
import { reindexAll, searchIndexHooks, syncSearchDocument } from './sync'

/**
 * The index follows publication: published documents have a row and are found, drafts,
 * unpublished and deleted ones have none. Against an in-memory stand-in for Payload's local API
 * that keeps what the real one keeps: the main document (what is live) apart from drafts.
 */

type Doc = Record<string, unknown> & { id: number }

function fakePayload() {
  const tables = new Map<string, Map<number, Doc>>()
  let nextId = 1
  let clock = Date.parse('2026-11-22T00:00:00.000Z')
  const table = (name: string) => {
    if (!tables.has(name)) tables.set(name, new Map())
    return tables.get(name)!
  }
  const matches = (doc: Doc, where?: Where) =>
    !where ||
    Object.entries(where).every(([field, condition]) => {
      const { equals, greater_than } = condition as { equals?: unknown; greater_than?: string }
      return greater_than !== undefined ? String(doc[field]) > greater_than : doc[field] === equals
    })
  const stamp = () => new Date(clock++).toISOString()
  const api = {
    logger: { error: jest.fn() },
    async find({
      collection,
      where,
      sort,
      limit,
    }: {
      collection: string
      where?: Where
      sort?: string
      limit?: number
    }) {
      let docs = [...table(collection).values()].filter((d) => matches(d, where))
      if (sort === '-updatedAt') docs.sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt)))
      if (limit) docs = docs.slice(0, limit)
      return { docs: structuredClone(docs), totalDocs: docs.length }
    },
    async findByID({ collection, id }: { collection: string; id: number }) {
      const doc = table(collection).get(id)
      return doc ? structuredClone(doc) : null
    },
    async count({ collection }: { collection: string }) {
      return { totalDocs: table(collection).size }
    },
    async create({ collection, data }: { collection: string; data: Record<string, unknown> }) {
      const doc = { ...structuredClone(data), id: nextId++, updatedAt: stamp() }
      table(collection).set(doc.id, doc)
      return doc
    },
    async update({ collection, id, data }: { collection: string; id: number; data: Record<string, unknown> }) {
      const doc = { ...table(collection).get(id)!, ...structuredClone(data), updatedAt: stamp() }
      table(collection).set(id, doc)
      return doc
    },
    async delete({ collection, id, where }: { collection: string; id?: number; where?: Where }) {
      for (const doc of [...table(collection).values()]) {
        if (doc.id === id || (where && matches(doc, where))) table(collection).delete(doc.id)
      }
      return { docs: [] }
    },
  }
  return { payload: api as unknown as Payload, rows: () => [...table('search-documents').values()], table }
}

const beach = (id: number, title: string, status: 'published' | 'draft') => ({
  id,
  title,
  _status: status,
  surface: 'sand',
  workingHours: { allDay: true },
  location: { lat: 44.94, lon: 37.27 },
})

async function found(payload: Payload, query: string) {
  return (await freshSearchState(payload)).index.search({ query }).hits.map((h) => h.document.title)
}

describe('keeping the search index in step with publication', () => {
  // Writes schedule a reload 100 ms later (markSearchIndexStale): let it finish before Jest tears
  // the globals down, or it would write to the index's holder after the file ended.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)))

  it('indexes a published document, and never a draft', async () => {
    const { payload, table, rows } = fakePayload()
    table('beaches').set(1, beach(1, 'Пляж Джемете', 'published'))
    table('beaches').set(2, beach(2, 'Пляж Сукко', 'draft'))
    await syncSearchDocument(payload, 'beaches', 1)
    await syncSearchDocument(payload, 'beaches', 2)
    expect(rows()).toEqual([
      expect.objectContaining({
        key: 'beach:1',
        entity: 'beach',
        refId: 1,
        slug: '1',
        data: { working_hours_from: '00:00', working_hours_to: '24:00', all_day: true },
      }),
    ])
    expect(await found(payload, 'пляж')).toEqual(['Пляж Джемете'])
    expect(await found(payload, 'сукко')).toEqual([])
  })

  it('follows edits, unpublishing and deletion through the hooks', async () => {
    const { payload, table, rows } = fakePayload()
    const hooks = searchIndexHooks('beaches')
    const req = { payload } as PayloadRequest
    const change = (doc: Doc) => hooks.afterChange({ doc, req } as unknown as Parameters<typeof hooks.afterChange>[0])

    table('beaches').set(1, beach(1, 'Пляж Джемете', 'published'))
    await change(beach(1, 'Пляж Джемете', 'published'))
    expect(await found(payload, 'джемете')).toEqual(['Пляж Джемете'])

    // A draft saved over the published document: Payload leaves the main document as it was.
    await change(beach(1, 'Пляж Джемете (черновик)', 'draft'))
    expect(rows()).toHaveLength(1)
    expect(await found(payload, 'джемете')).toEqual(['Пляж Джемете'])

    // Published under a new title.
    table('beaches').set(1, beach(1, 'Пляж Джемете и дюны', 'published'))
    await change(table('beaches').get(1)!)
    expect(await found(payload, 'дюны')).toEqual(['Пляж Джемете и дюны'])

    // Unpublished: the main document is a draft now.
    table('beaches').set(1, beach(1, 'Пляж Джемете и дюны', 'draft'))
    await change(table('beaches').get(1)!)
    expect(rows()).toEqual([])
    expect(await found(payload, 'джемете')).toEqual([])

    // Published again, then deleted.
    table('beaches').set(1, beach(1, 'Пляж Джемете', 'published'))
    await change(table('beaches').get(1)!)
    expect(await found(payload, 'джемете')).toEqual(['Пляж Джемете'])
    table('beaches').delete(1)
    await hooks.afterDelete({ id: 1, doc: beach(1, 'Пляж Джемете', 'published'), req } as unknown as Parameters<
      typeof hooks.afterDelete
    >[0])
    expect(rows()).toEqual([])
    expect(await found(payload, 'джемете')).toEqual([])
  })

  it('never fails an editor’s save: an indexing error is logged', async () => {
    const { payload } = fakePayload()
    payload.findByID = (() => Promise.reject(new Error('database is locked'))) as unknown as Payload['findByID']
    const hooks = searchIndexHooks('places')
    const doc = { id: 5, title: 'Маяк' }
    await expect(
      hooks.afterChange({ doc, req: { payload } } as unknown as Parameters<typeof hooks.afterChange>[0]),
    ).resolves.toBe(doc)
    expect(payload.logger.error).toHaveBeenCalled()
  })

  it('reindexAll adds what is missing, updates what changed, drops what is gone, leaves the rest', async () => {
    const { payload, table, rows } = fakePayload()
    table('beaches').set(1, beach(1, 'Пляж Джемете', 'published'))
    table('beaches').set(2, beach(2, 'Пляж Сукко', 'published'))
    table('places').set(3, { id: 3, title: 'Маяк', category: 'landmark', _status: 'published' })
    table('places').set(4, { id: 4, title: 'Черновик', category: 'museum', _status: 'draft' })
    table('magazines').set(5, { id: 5, name: 'Лучшие пляжи', slug: 'luchshie', type: 'stati', _status: 'published' })

    expect(await reindexAll(payload)).toEqual({ created: 4, updated: 0, removed: 0, unchanged: 0 })
    expect(rows().map((r) => r.key)).toEqual(['beach:1', 'beach:2', 'place:3', 'magazine:5'])
    expect(rows().find((r) => r.key === 'magazine:5')).toMatchObject({ slug: 'stati/luchshie' })

    table('beaches').set(1, beach(1, 'Пляж Джемете', 'draft'))
    table('places').set(3, { id: 3, title: 'Анапский маяк', category: 'landmark', _status: 'published' })
    expect(await reindexAll(payload)).toEqual({ created: 0, updated: 1, removed: 1, unchanged: 2 })
    expect(await found(payload, 'анапский маяк')).toEqual(['Анапский маяк'])
    expect(await found(payload, 'джемете')).toEqual([])
  })

  it('takes in writes of another process when the refresh looks at the tables', async () => {
    const { payload, table } = fakePayload()
    table('places').set(3, { id: 3, title: 'Маяк', category: 'landmark', _status: 'published' })
    await reindexAll(payload)
    expect(await found(payload, 'маяк')).toEqual(['Маяк'])

    // Another process writes a row: nothing marks this process's state stale, and searches
    // answer from memory without looking at the database.
    await payload.create({
      collection: 'search-documents',
      data: { key: 'place:9', entity: 'place', refId: 9, slug: '9', title: 'Старый маяк', data: {}, text: '' },
    })
    const serving = async () =>
      (await searchState(payload)).index.search({ query: 'маяк' }).hits.map((h) => h.document.title)
    expect(await serving()).toEqual(['Маяк'])

    // What a search starts once the check interval has passed.
    await refreshSearchState(payload)
    expect((await serving()).sort()).toEqual(['Маяк', 'Старый маяк'])
  })

  it('looks for other instances’ writes only when a search arrives, at most once per interval', async () => {
    const { payload, table } = fakePayload()
    table('places').set(3, { id: 3, title: 'Маяк', category: 'landmark', _status: 'published' })
    await reindexAll(payload)
    await freshSearchState(payload)
    const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms))
    // The reindex's own reload (markSearchIndexStale, 100 ms later) must be over first.
    await settle(250)
    const looks = jest.spyOn(payload, 'count')
    const serving = async (now: number) =>
      (await searchState(payload, now)).index
        .search({ query: 'маяк' })
        .hits.map((h) => h.document.title)
        .sort()
    const start = Date.now() + 1_000_000

    await serving(start)
    await settle()
    const afterFirstLook = looks.mock.calls.length
    expect(afterFirstLook).toBeGreaterThan(0)

    await payload.create({
      collection: 'search-documents',
      data: { key: 'place:9', entity: 'place', refId: 9, slug: '9', title: 'Старый маяк', data: {}, text: '' },
    })
    // Within the interval: answered from memory, the tables are not read.
    expect(await serving(start + STAMP_CHECK_INTERVAL_MS - 1)).toEqual(['Маяк'])
    await settle()
    expect(looks.mock.calls.length).toBe(afterFirstLook)

    // The first search after it starts a look in the background; the next one sees the row.
    expect(await serving(start + STAMP_CHECK_INTERVAL_MS)).toEqual(['Маяк'])
    await settle()
    expect(looks.mock.calls.length).toBeGreaterThan(afterFirstLook)
    expect(await serving(start + STAMP_CHECK_INTERVAL_MS + 1)).toEqual(['Маяк', 'Старый маяк'])
  })

  it('reloads the pictures when a media row changes', async () => {
    const { payload, table } = fakePayload()
    table('places').set(3, { id: 3, title: 'Маяк', category: 'landmark', _status: 'published', previewPicture: 7 })
    await payload.create({
      collection: 'media',
      data: { url: '/api/media/file/mayak.jpg', alt: 'Маяк', width: 10, height: 5 },
    })
    const mediaId = (await payload.find({ collection: 'media' })).docs[0]!.id
    table('places').set(3, { ...table('places').get(3)!, previewPicture: mediaId })
    await reindexAll(payload)
    const alt = async () => (await freshSearchState(payload)).pictures.get(mediaId)?.alt
    expect(await alt()).toBe('Маяк')
    await payload.update({ collection: 'media', id: mediaId, data: { alt: 'Анапский маяк на закате' } })
    expect(await alt()).toBe('Анапский маяк на закате')
  })
})
