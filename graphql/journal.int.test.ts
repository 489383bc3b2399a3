import { createContext } from './context'
import { createGatewayServer } from './server'
import { loginEditor } from '@anapa/shared/testing/editorApi'

/** The gateway against a real Payload CMS with the demo seed (lib/test/cmsGlobalSetup.mjs). */
const cmsUrl = () => process.env.API_BASE_URL!

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: createContext() })
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  const { data, errors } = response.body.singleResult
  if (errors) throw new Error(JSON.stringify(errors))
  return data as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads ad-hoc selections
}

const JOURNAL = `query ($page: Int!, $category: String) {
  journal(page: $page, category: $category) { items { slug type category { slug } } pageInfo { total page pageCount } }
}`
const ARTICLE = `query ($type: String!, $slug: String!) { article(type: $type, slug: $slug) { name html createdAt } }`

describe('journal through the gateway, against the real CMS', () => {
  it('pages the seeded journal nine at a time', async () => {
    const { journal } = await gql(JOURNAL, { page: 1 })
    expect(journal.pageInfo.total).toBeGreaterThanOrEqual(30)
    expect(journal.items).toHaveLength(9)
    expect(journal.pageInfo.pageCount).toBe(Math.ceil(journal.pageInfo.total / 9))
    const last = await gql(JOURNAL, { page: journal.pageInfo.pageCount })
    expect(last.journal.items.length).toBe(journal.pageInfo.total - 9 * (journal.pageInfo.pageCount - 1))
  })

  it('lists the six categories in editorial order', async () => {
    const { journalCategories } = await gql('{ journalCategories { slug name } }')
    expect(journalCategories.map((c: { slug: string }) => c.slug)).toEqual([
      'plyazhi',
      'turizm',
      'vinodelie',
      'dostoprimechatelnosti',
      'razvlecheniya',
      'detyam',
    ])
  })

  it('filters by category', async () => {
    const { journal } = await gql(JOURNAL, { page: 1, category: 'vinodelie' })
    expect(journal.items.length).toBeGreaterThan(0)
    expect(journal.items.every((a: { category: { slug: string } }) => a.category.slug === 'vinodelie')).toBe(true)
  })

  it('gives an empty page for an unknown category', async () => {
    const { journal } = await gql(JOURNAL, { page: 1, category: 'net-takoy' })
    expect(journal).toMatchObject({ items: [], pageInfo: { total: 0, pageCount: 1 } })
  })

  it('serves each listed article by type and slug, with HTML text', async () => {
    const { journal } = await gql(JOURNAL, { page: 1 })
    const first = journal.items[0]
    const { article } = await gql(ARTICLE, { type: first.type, slug: first.slug })
    expect(article.name).toBeTruthy()
    expect(article.html).toMatch(/<p>/)
    expect(article.html).not.toMatch(/<script/i)
    expect((await gql(ARTICLE, { type: 'wrong-type', slug: first.slug })).article).toBeNull()
  })

  it('shows only published articles: a draft stays hidden until it is published', async () => {
    const editor = await loginEditor(cmsUrl())
    const slug = `it-draft-${Date.now()}`
    const id = await editor.createArticle(
      { name: 'Черновик интеграционного теста', slug, type: 'stati', category: await editor.categoryId('turizm') },
      { draft: true },
    )
    try {
      expect((await gql(ARTICLE, { type: 'stati', slug })).article).toBeNull()
      const rest = await fetch(`${cmsUrl()}/v2/magazines/${slug}`)
      expect(rest.status).toBe(404)
      expect(await rest.json()).toEqual({ data: { message: 'Статья не найдена' } })

      await editor.setStatus(id, 'published')
      expect((await gql(ARTICLE, { type: 'stati', slug })).article.name).toBe('Черновик интеграционного теста')

      await editor.setStatus(id, 'draft')
      expect((await gql(ARTICLE, { type: 'stati', slug })).article).toBeNull()
    } finally {
      await editor.deleteArticle(id)
    }
  })
})

describe('REST contract errors (docs/spec.md#7-calls-the-product-makes: {data: {message}} with the status)', () => {
  it.each([
    ['/v1/magazines?page=abc', 400],
    ['/v1/magazines?page=0', 400],
    ['/v1/magazines?per_page=1000', 400],
    ['/v1/magazines?direction=sideways', 400],
    ['/v1/magazines?type=unknown', 400],
    ['/v1/magazines/categories?orderBy=password', 400],
    [`/v2/magazines/${'a'.repeat(300)}`, 404],
    ['/v2/magazines/net-takoy-stati', 404],
    ['/v2/magazines/%3Cscript%3E', 404],
  ])('%s → %i with a Russian message', async (path, status) => {
    const response = await fetch(`${cmsUrl()}${path}`)
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(body.data.message).toMatch(/[А-Яа-яЁё]/)
  })

  it('accepts category[] as the spec writes it and a bare category too', async () => {
    const spec = await (await fetch(`${cmsUrl()}/v1/magazines?category[]=detyam&per_page=100`)).json()
    const bare = await (await fetch(`${cmsUrl()}/v1/magazines?category=detyam&per_page=100`)).json()
    expect(spec.meta.count).toBeGreaterThan(0)
    expect(bare.meta.count).toBe(spec.meta.count)
    expect(spec.data.every((m: { category: { slug: string } }) => m.category.slug === 'detyam')).toBe(true)
  })

  it('gives media as absolute URLs with their size', async () => {
    const { data } = await (await fetch(`${cmsUrl()}/v1/magazines?per_page=1`)).json()
    expect(data[0].preview_picture).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/media\/file\//),
      width: expect.any(Number),
      height: expect.any(Number),
    })
    const image = await fetch(data[0].preview_picture.url)
    expect(image.headers.get('content-type')).toMatch(/^image\//)
  })
})
