import type { Payload } from 'payload'

import { siteRevalidation } from './hooks'

type Doc = { id: number; slug: string; tags?: string[]; _status?: 'draft' | 'published' }

const payload = { logger: { warn: jest.fn() } } as unknown as Payload
const sent: unknown[] = []

beforeEach(() => {
  sent.length = 0
  jest.spyOn(global, 'fetch').mockImplementation(async (_url, init) => {
    sent.push(JSON.parse(String(init?.body)))
    return Response.json({ paths: [] }, { status: 202 })
  })
})
afterEach(() => jest.restoreAllMocks())

const hooks = siteRevalidation<Doc>('tours', (doc) => ({ key: doc.slug, filterValues: doc.tags ?? [] }))
// Hooks receive more than these in Payload; these are the fields they read.
type ChangeArgs = Parameters<(typeof hooks.afterChange)[0]>[0]
const afterChange = (args: Partial<ChangeArgs>) =>
  hooks.afterChange[0]!({ context: {}, req: { payload }, ...args } as ChangeArgs)

describe('siteRevalidation: the CMS sends what changed, never a URL', () => {
  it('sends the old and new keys and filter values, published or not', async () => {
    await afterChange({
      doc: { id: 1, slug: 'novyy-adres', tags: ['cruise'], _status: 'published' },
      previousDoc: { id: 1, slug: 'morskaya-progulka', tags: ['onTheWater'], _status: 'draft' },
    })
    expect(sent).toEqual([
      {
        collection: 'tours',
        current: { key: 'novyy-adres', filterValues: ['cruise'], published: true },
        previous: { key: 'morskaya-progulka', filterValues: ['onTheWater'], published: false },
      },
    ])
    expect(JSON.stringify(sent)).not.toMatch(/ekskursii|page|\//)
  })

  it('treats the empty previousDoc of a create as no earlier state', async () => {
    await afterChange({ doc: { id: 2, slug: 'a', _status: 'published' }, previousDoc: {} as Doc })
    expect(sent).toEqual([
      { collection: 'tours', current: { key: 'a', filterValues: [], published: true }, previous: null },
    ])
  })

  it('stays silent while seeding (context.disableRevalidate)', async () => {
    await afterChange({ doc: { id: 3, slug: 'b' }, previousDoc: {} as Doc, context: { disableRevalidate: true } })
    expect(sent).toEqual([])
  })
})
