import { expiresIn, PREVIEW_TOKEN_HEADER, type PreviewTarget, signPreviewToken } from '@anapa/shared/preview/token'
import type { NextApiRequest, NextApiResponse } from 'next'

import { createSsrClient } from '@/lib/server/gateway/ssrClient'
import { BeachRouteQuery } from '@/lib/server/ssr/catalogue/beaches'
import { getArticleProps } from '@/lib/server/ssr/journal'
import { draftEditor } from '@/lib/test/draftEditor'
import { residentSignUp } from '@/lib/test/gatewayResidents'
import previewRoute from '@/pages/api/preview'

/**
 * Editors' draft preview against the real CMS: who may enter draft mode, who may read a
 * draft, and that drafts stay out of every public answer. The preview links are signed here with
 * the stack's PREVIEW_SECRET exactly as the CMS's admin signs them (cms/src/preview/link.ts).
 */
const cms = () => process.env.API_BASE_URL!
const secret = () => process.env.PREVIEW_SECRET!
const RUN = String(Date.now()).slice(-6)

const enterToken = (sub: number, target: PreviewTarget, key = secret(), seconds = 600) =>
  signPreviewToken(key, { aud: 'enter', sub, exp: expiresIn(seconds), target })
const readToken = (sub: number, key = secret(), seconds = 600) =>
  signPreviewToken(key, { aud: 'read', sub, exp: expiresIn(seconds) })

/** Calls pages/api/preview in-process and records what it answered and which cookies Next was asked to set. */
async function openPreview(query: Record<string, string | undefined>, headers: Record<string, string> = {}) {
  const sent: { status?: number; body?: unknown; location?: string; previewData?: unknown; maxAge?: number } = {}
  const res = {
    getHeader: () => undefined,
    setHeader: () => res,
    status(code: number) {
      sent.status = code
      return res
    },
    json(body: unknown) {
      sent.body = body
      return res
    },
    redirect(code: number, location: string) {
      sent.status = code
      sent.location = location
      return res
    },
    setPreviewData(data: unknown, options: { maxAge?: number }) {
      sent.previewData = data
      sent.maxAge = options.maxAge
      return res
    },
  } as unknown as NextApiResponse
  previewRoute({ method: 'GET', query, headers } as unknown as NextApiRequest, res)
  return sent
}

const getJson = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${cms()}${path}`, { headers })
  return { status: response.status, body: (await response.json()) as { data: any } } // eslint-disable-line @typescript-eslint/no-explicit-any -- ad-hoc reads of contract answers
}

let editor: Awaited<ReturnType<typeof draftEditor>>
let categoryId: number
const article = { slug: `chernovik-shtorm-${RUN}`, name: `Черновик про шторм ${RUN} кракозябра` }
let articleId: number

beforeAll(async () => {
  editor = await draftEditor(cms())
  const categories = await getJson('/v1/magazines/categories')
  categoryId = categories.body.data[0].id
  articleId = await editor.createDraft('magazines', {
    name: article.name,
    slug: article.slug,
    type: 'stati',
    category: categoryId,
    description: `Описание черновика ${RUN}`,
  })
})

afterAll(async () => {
  if (articleId) await editor.remove('magazines', articleId)
})

describe('the preview route (pages/api/preview)', () => {
  const target = () => ({ collection: 'magazines', key: article.slug, type: 'stati' })

  it('refuses a link signed with a wrong secret and enters no draft mode', async () => {
    const sent = await openPreview({ token: enterToken(editor.id, target(), 'f'.repeat(64)) })
    expect(sent.status).toBe(401)
    expect(sent.previewData).toBeUndefined()
    expect(sent.body).toEqual({ message: expect.stringContaining('Ссылка предпросмотра недействительна') })
  })

  it('refuses an anonymous visitor: no link, garbage, an expired link', async () => {
    for (const query of [{}, { token: 'x' }, { token: enterToken(editor.id, target(), secret(), -1) }]) {
      const sent = await openPreview(query)
      expect(sent.status).toBe(401)
      expect(sent.previewData).toBeUndefined()
    }
  })

  it('refuses a resident: their session is no preview credential, in the cookie or in the link', async () => {
    const signUp = residentSignUp({ clientIp: '203.0.113.161', phonePrefix: '7916' })
    const { token } = await signUp()
    for (const query of [{}, { token }]) {
      const sent = await openPreview(query, { cookie: `token=${token}`, authorization: `Bearer ${token}` })
      expect(sent.status).toBe(401)
      expect(sent.previewData).toBeUndefined()
    }
  })

  it("lets an editor's link in: draft mode for an hour with a read token, and a redirect to the article", async () => {
    const sent = await openPreview({ token: enterToken(editor.id, target()) })
    expect(sent.status).toBe(307)
    expect(sent.location).toBe(`/zhurnal-kurorta/stati/${article.slug}`)
    expect(sent.maxAge).toBe(3600)
    expect(sent.previewData).toEqual({ token: expect.any(String) })
  })

  it('answers 404 for a document without a page of its own', async () => {
    const sent = await openPreview({ token: enterToken(editor.id, { collection: 'cameras', key: '1' }) })
    expect(sent.status).toBe(404)
    expect(sent.previewData).toBeUndefined()
  })
})

describe('draft reads through the contract', () => {
  it('answers a draft article only to a read token naming an existing editor', async () => {
    const path = `/v2/magazines/${article.slug}`
    expect((await getJson(path)).status).toBe(404)
    const asEditor = await getJson(path, { [PREVIEW_TOKEN_HEADER]: readToken(editor.id) })
    expect(asEditor.status).toBe(200)
    expect(asEditor.body.data.name).toBe(article.name)
    for (const token of [
      readToken(999_999),
      readToken(editor.id, 'f'.repeat(64)),
      readToken(editor.id, secret(), -1),
      enterToken(editor.id, { collection: 'magazines', key: article.slug, type: 'stati' }),
      'garbage',
    ]) {
      const refused = await getJson(path, { [PREVIEW_TOKEN_HEADER]: token })
      expect(refused.status).toBe(401)
      expect(refused.body.data.message).toBe('Предпросмотр недоступен: откройте его из админки заново')
    }
  })

  it("renders the article page from the draft in preview mode, and 404 for a visitor's request", async () => {
    const params = { type: 'stati', slug: article.slug }
    const visitor = await getArticleProps({ params })
    expect(visitor).toMatchObject({ notFound: true })
    const preview = await getArticleProps({ params, preview: true, previewData: { token: readToken(editor.id) } })
    expect(preview).not.toHaveProperty('revalidate')
    expect(preview).toMatchObject({
      props: { item: { name: article.name }, structuredData: null, draft: { cmsOrigin: new URL(cms()).origin } },
    })
  })
})

describe('drafts never leak', () => {
  let beachId: number
  let published: { title: string; summary: string }
  const draftTitle = `Пляж-черновик ${RUN} зюзюка`

  beforeAll(async () => {
    const list = await getJson('/v1/beaches?per_page=1')
    beachId = list.body.data[0].id
    const detail = await getJson(`/v1/beaches/${beachId}`)
    published = { title: detail.body.data.title, summary: detail.body.data.summary }
    await editor.saveDraft('beaches', beachId, { title: draftTitle, summary: `Черновое описание ${RUN}` })
  })

  afterAll(async () => {
    if (beachId) await editor.publish('beaches', beachId, published)
  })

  it('keeps a draft change of a published beach out of its public page, and shows it to the editor', async () => {
    const visitor = await getJson(`/v1/beaches/${beachId}`)
    expect(visitor.body.data.title).toBe(published.title)
    const asEditor = await getJson(`/v1/beaches/${beachId}`, { [PREVIEW_TOKEN_HEADER]: readToken(editor.id) })
    expect(asEditor.body.data.title).toBe(draftTitle)
    const gateway = await createSsrClient({ previewToken: readToken(editor.id) }).query({
      query: BeachRouteQuery,
      variables: { id: String(beachId) },
    })
    expect(gateway.data?.beach?.title).toBe(draftTitle)
    const publicGateway = await createSsrClient().query({ query: BeachRouteQuery, variables: { id: String(beachId) } })
    expect(publicGateway.data?.beach?.title).toBe(published.title)
  })

  it('keeps drafts out of every public list, the map, search and the sitemap', async () => {
    const answers = await Promise.all(
      [
        '/v1/magazines?per_page=100',
        '/v1/beaches?per_page=100',
        '/v1/map',
        `/v1/search?query=${encodeURIComponent('кракозябра')}`,
        `/v1/search?query=${encodeURIComponent('зюзюка')}`,
        `/v1/search?query=${encodeURIComponent(`Черновик про шторм ${RUN}`)}`,
        '/v1/sitemap',
      ].map(async (path) => ({ path, ...(await getJson(path)) })),
    )
    for (const { path, status, body } of answers) {
      expect({ path, status }).toEqual({ path, status: 200 })
      const text = JSON.stringify(body)
      expect({
        path,
        leaks: [article.slug, article.name, draftTitle, 'кракозябра', 'зюзюка'].filter((s) => text.includes(s)),
      }).toEqual({
        path,
        leaks: [],
      })
    }
  })
})
