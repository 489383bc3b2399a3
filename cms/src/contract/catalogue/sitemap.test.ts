import type { Payload } from 'payload'

import { loadSitemapEntries, SITEMAP_ENTITIES, SITEMAP_SOURCES, toSitemapEntry } from './sitemap'

const source = (entity: (typeof SITEMAP_ENTITIES)[number]) => SITEMAP_SOURCES.find((s) => s.entity === entity)!
const AT = '2026-07-01T10:00:00.000Z'

describe('GET /v1/sitemap: entries', () => {
  it.each([
    ['event', { id: 4, slug: 'koncert', updatedAt: AT }, 'koncert'],
    ['tour', { id: 5, slug: 'vinnyj-tur', updatedAt: AT }, 'vinnyj-tur'],
    ['urban', { id: 6, slug: 'apteka', updatedAt: AT }, 'apteka'],
    ['place', { id: 7, updatedAt: AT }, '7'],
    ['route', { id: 8, updatedAt: AT }, '8'],
    ['beach', { id: 9, updatedAt: AT }, '9'],
    ['beach-group', { id: 10, updatedAt: AT }, '10'],
    ['magazine', { id: 11, slug: 'plyazh', type: 'stati', updatedAt: AT }, 'stati/plyazh'],
  ] as const)('%s is addressed by its page key', (entity, doc, key) => {
    expect(toSitemapEntry(source(entity), doc)).toEqual({ entity, key, updated_at: AT })
  })

  it.each([
    ['event', { id: 4, slug: null, updatedAt: AT }],
    ['magazine', { id: 11, slug: 'plyazh', type: null, updatedAt: AT }],
  ] as const)('leaves out a %s without a page key', (entity, doc) => {
    expect(toSitemapEntry(source(entity), doc)).toBeNull()
  })

  it('keeps a page whose row has no date, without one', () => {
    expect(toSitemapEntry(source('beach'), { id: 9, updatedAt: null })).toEqual({
      entity: 'beach',
      key: '9',
      updated_at: null,
    })
  })

  it('has one source per entity', () => {
    expect(SITEMAP_SOURCES.map((s) => s.entity)).toEqual([...SITEMAP_ENTITIES])
  })
})

describe('loadSitemapEntries', () => {
  it('reads every collection once, published only, with select, and keeps the entries in order', async () => {
    const calls: Record<string, unknown>[] = []
    const payload = {
      find: jest.fn(async (args: Record<string, unknown>) => {
        calls.push(args)
        if (args.collection === 'beaches') return { docs: [{ id: 2, updatedAt: AT }] }
        if (args.collection === 'magazines') return { docs: [{ id: 3, slug: 'vino', type: 'stati', updatedAt: AT }] }
        return { docs: [] }
      }),
    } as unknown as Payload

    const entries = await loadSitemapEntries(payload)

    expect(entries).toEqual([
      { entity: 'beach', key: '2', updated_at: AT },
      { entity: 'magazine', key: 'stati/vino', updated_at: AT },
    ])
    expect(calls.map((c) => c.collection)).toEqual([
      'events',
      'tours',
      'infrastructure-objects',
      'places',
      'walking-routes',
      'beaches',
      'beach-groups',
      'magazines',
    ])
    for (const call of calls) {
      expect(call).toMatchObject({
        where: { _status: { equals: 'published' } },
        depth: 0,
        pagination: false,
        overrideAccess: false,
      })
      expect(Object.keys(call.select as object)).toContain('updatedAt')
    }
  })
})
