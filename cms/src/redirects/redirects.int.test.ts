import { REDIRECT_MESSAGES } from '@anapa/shared/redirects/rules'

import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Editor-managed redirects against the real CMS: the rule table the site reads
 * (GET /v1/redirects, checked against docs/api/openapi.yaml like every answer), the refusals an
 * editor sees in the admin (loops, chains, unsafe targets, protected paths), and the rule a slug
 * change leaves behind.
 */
const { get } = residentClient('198.51.100.17')

type Rule = { from: string; to: string; status_code: number }
type PayloadError = { errors?: { message: string }[] }
type Target = { type: 'custom'; url: string } | { type: 'reference'; reference: { relationTo: string; value: number } }

const unique = () => Math.random().toString(36).slice(2, 8)

async function createRule(from: string, to: Target, type: '301' | '302' = '301') {
  return asEditor<{ doc?: { id: number; from: string } } & PayloadError>('POST', '/api/redirects', { from, to, type })
}

/** The reason the admin shows the editor, in Russian (its toast; the field shows it too). */
const refusal = (json: PayloadError) => json.errors?.map((e) => e.message)

const rulesFor = async (from: string) => {
  const answer = await get(`/v1/redirects?from=${encodeURIComponent(from)}`)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as Rule[]
}

let categoryId = 0
beforeAll(async () => {
  const { json } = await asEditor<{ docs: { id: number }[] }>('GET', '/api/magazine-categories?limit=1')
  categoryId = json.docs[0]!.id
})

async function publishArticle(slug: string) {
  const { status, json } = await asEditor<{ doc: { id: number } }>('POST', '/api/magazines?draft=false', {
    name: `Статья ${slug}`,
    slug,
    type: 'stati',
    category: categoryId,
    _status: 'published',
  })
  expect(status).toBe(201)
  return json.doc.id
}

describe('the rule table served to the site', () => {
  it('serves a site path, an https address and an article (by its current address), each with its status', async () => {
    const id = unique()
    const articleId = await publishArticle(`redirect-target-${id}`)
    expect((await createRule(`/old-${id}`, { type: 'custom', url: '/plyazhi/' }, '302')).status).toBe(201)
    expect((await createRule(`/gos-${id}`, { type: 'custom', url: 'https://www.gosuslugi.ru/' })).status).toBe(201)
    const toArticle = await createRule(`/article-${id}/`, {
      type: 'reference',
      reference: { relationTo: 'magazines', value: articleId },
    })
    expect(toArticle.status).toBe(201)
    // The source is stored as the site compares it: no trailing slash.
    expect(toArticle.json.doc?.from).toBe(`/article-${id}`)

    expect(await rulesFor(`/old-${id}`)).toEqual([{ from: `/old-${id}`, to: '/plyazhi', status_code: 302 }])
    expect(await rulesFor(`/gos-${id}`)).toEqual([
      { from: `/gos-${id}`, to: 'https://www.gosuslugi.ru/', status_code: 301 },
    ])
    expect(await rulesFor(`/article-${id}`)).toEqual([
      { from: `/article-${id}`, to: `/zhurnal-kurorta/stati/redirect-target-${id}`, status_code: 301 },
    ])
    const all = await get('/v1/redirects')
    expect(all.status).toBe(200)
    expect((all.body.data as unknown as Rule[]).map((rule) => rule.from)).toEqual(
      expect.arrayContaining([`/old-${id}`, `/gos-${id}`, `/article-${id}`]),
    )
    expect(all.body.meta?.count).toBe((all.body.data as unknown as Rule[]).length)
  })

  it('has no rule for a `from` that is not a site path', async () => {
    for (const from of ['plyazhi', '//evil.example/x', '/a?b=1']) expect(await rulesFor(from)).toEqual([])
  })
})

describe('rules the admin refuses, in Russian', () => {
  it('refuses a rule that leads to itself', async () => {
    const id = unique()
    const { status, json } = await createRule(`/self-${id}`, { type: 'custom', url: `/self-${id}/?x=1` })
    expect(status).toBe(400)
    expect(refusal(json)).toEqual([REDIRECT_MESSAGES.loop])
  })

  it('refuses a chain: a target that another rule redirects, or a source another rule leads to', async () => {
    const id = unique()
    expect((await createRule(`/b-${id}`, { type: 'custom', url: '/afisha' })).status).toBe(201)
    const toB = await createRule(`/a-${id}`, { type: 'custom', url: `/b-${id}` })
    expect(toB.status).toBe(400)
    expect(refusal(toB.json)).toEqual([REDIRECT_MESSAGES.chainTo(`«/b-${id} → /afisha»`)])

    expect((await createRule(`/c-${id}`, { type: 'custom', url: `/d-${id}` })).status).toBe(201)
    const fromD = await createRule(`/d-${id}`, { type: 'custom', url: '/plyazhi' })
    expect(fromD.status).toBe(400)
    expect(refusal(fromD.json)).toEqual([REDIRECT_MESSAGES.chainFrom(`«/c-${id} → /d-${id}»`)])
  })

  it('refuses a chain through an article: a rule to an article whose address another rule redirects', async () => {
    const id = unique()
    const articleId = await publishArticle(`chain-${id}`)
    expect((await createRule(`/zhurnal-kurorta/stati/chain-${id}`, { type: 'custom', url: '/afisha' })).status).toBe(
      201,
    )
    const viaArticle = await createRule(`/to-article-${id}`, {
      type: 'reference',
      reference: { relationTo: 'magazines', value: articleId },
    })
    expect(viaArticle.status).toBe(400)
    expect(refusal(viaArticle.json)).toEqual([
      REDIRECT_MESSAGES.chainTo(`«/zhurnal-kurorta/stati/chain-${id} → /afisha»`),
    ])
  })

  it('refuses a second rule for the same source', async () => {
    const id = unique()
    expect((await createRule(`/dup-${id}`, { type: 'custom', url: '/afisha' })).status).toBe(201)
    const again = await createRule(`/dup-${id}/`, { type: 'custom', url: '/plyazhi' })
    expect(again.status).toBe(400)
    expect(refusal(again.json)).toEqual([REDIRECT_MESSAGES.duplicate(`/dup-${id}`)])
  })

  it.each([
    ['http://example.ru/', REDIRECT_MESSAGES.toInsecure],
    ['javascript:alert(1)', REDIRECT_MESSAGES.toInsecure],
    ['//evil.example/', REDIRECT_MESSAGES.toShape],
    ['/api/graphql', REDIRECT_MESSAGES.toProtected('/api/graphql')],
  ])('refuses the target %s', async (url, message) => {
    const { status, json } = await createRule(`/t-${unique()}`, { type: 'custom', url })
    expect(status).toBe(400)
    expect(refusal(json)).toEqual([message])
  })

  it.each([
    ['/api/revalidate', REDIRECT_MESSAGES.fromProtected('/api/revalidate')],
    ['/my-transport', REDIRECT_MESSAGES.fromProtected('/my-transport')],
    ['/moi-obrashcheniya/5', REDIRECT_MESSAGES.fromProtected('/moi-obrashcheniya/5')],
    ['/akcii?utm=1', REDIRECT_MESSAGES.fromShape],
    ['https://anapa.example/x', REDIRECT_MESSAGES.fromShape],
  ])('refuses the source %s', async (from, message) => {
    const { status, json } = await createRule(from, { type: 'custom', url: '/afisha' })
    expect(status).toBe(400)
    expect(refusal(json)).toEqual([message])
  })

  it('lets only editors write rules', async () => {
    const response = await fetch(`${process.env.API_BASE_URL}/api/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/anon', to: { type: 'custom', url: '/afisha' }, type: '301' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('the automatic rule when an article’s address changes', () => {
  it('a published rename leaves a permanent rule from the old address to the article, following later renames', async () => {
    const id = unique()
    const articleId = await publishArticle(`pervaya-${id}`)
    // A rule an editor had pointed at the article's address by its text.
    expect(
      (await createRule(`/promo-${id}`, { type: 'custom', url: `/zhurnal-kurorta/stati/pervaya-${id}` })).status,
    ).toBe(201)

    const renamed = await asEditor('PATCH', `/api/magazines/${articleId}`, { slug: `vtoraya-${id}` })
    expect(renamed.status).toBe(200)
    expect(await rulesFor(`/zhurnal-kurorta/stati/pervaya-${id}`)).toEqual([
      { from: `/zhurnal-kurorta/stati/pervaya-${id}`, to: `/zhurnal-kurorta/stati/vtoraya-${id}`, status_code: 301 },
    ])
    // The editor's rule now follows the article itself, so it stays one hop.
    expect(await rulesFor(`/promo-${id}`)).toEqual([
      { from: `/promo-${id}`, to: `/zhurnal-kurorta/stati/vtoraya-${id}`, status_code: 301 },
    ])

    await asEditor('PATCH', `/api/magazines/${articleId}`, { slug: `tretya-${id}` })
    for (const old of [`pervaya-${id}`, `vtoraya-${id}`]) {
      expect(await rulesFor(`/zhurnal-kurorta/stati/${old}`)).toEqual([
        { from: `/zhurnal-kurorta/stati/${old}`, to: `/zhurnal-kurorta/stati/tretya-${id}`, status_code: 301 },
      ])
    }

    // Back to the first address: the article answers there again, no rule shadows it or loops.
    await asEditor('PATCH', `/api/magazines/${articleId}`, { slug: `pervaya-${id}` })
    expect(await rulesFor(`/zhurnal-kurorta/stati/pervaya-${id}`)).toEqual([])
    expect(await rulesFor(`/zhurnal-kurorta/stati/tretya-${id}`)).toEqual([
      { from: `/zhurnal-kurorta/stati/tretya-${id}`, to: `/zhurnal-kurorta/stati/pervaya-${id}`, status_code: 301 },
    ])
  })

  it('a draft with a new address adds no rule until it is published', async () => {
    const id = unique()
    const articleId = await publishArticle(`chernovik-${id}`)
    await asEditor('PATCH', `/api/magazines/${articleId}?draft=true`, { slug: `novyy-${id}`, _status: 'draft' })
    expect(await rulesFor(`/zhurnal-kurorta/stati/chernovik-${id}`)).toEqual([])

    await asEditor('PATCH', `/api/magazines/${articleId}?draft=false`, { _status: 'published' })
    expect(await rulesFor(`/zhurnal-kurorta/stati/chernovik-${id}`)).toEqual([
      { from: `/zhurnal-kurorta/stati/chernovik-${id}`, to: `/zhurnal-kurorta/stati/novyy-${id}`, status_code: 301 },
    ])
  })

  it('an event’s rename keeps its old address too', async () => {
    const { json: events } = await asEditor<{ docs: { id: number; slug: string }[] }>(
      'GET',
      '/api/events?limit=1&where[_status][equals]=published',
    )
    const event = events.docs[0]!
    const newSlug = `${event.slug}-${unique()}`
    expect((await asEditor('PATCH', `/api/events/${event.id}`, { slug: newSlug })).status).toBe(200)
    expect(await rulesFor(`/afisha/${event.slug}`)).toEqual([
      { from: `/afisha/${event.slug}`, to: `/afisha/${newSlug}`, status_code: 301 },
    ])
    await asEditor('PATCH', `/api/events/${event.id}`, { slug: event.slug })
  })
})
