import { itemPath, REDIRECT_ITEM_COLLECTIONS } from '@anapa/shared/redirects/rules'

import { detailHref } from '@/lib/catalogue/paths'
import { articleHref } from '@/lib/journal/paths'
import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { getUnmatchedPathProps, routePath, withRedirects } from './redirects'
import { REVALIDATE_SECONDS } from './revalidate'

const rules = (...data: { from: string; to: string; status_code: number }[]) => ({
  body: { data, meta: { count: data.length } },
})
const api = serveFakeCityApi({ 'GET /v1/redirects': rules() })

const page = { props: { item: 'статья' }, revalidate: REVALIDATE_SECONDS }
const detail = jest.fn(async () => page)

describe('editor-managed redirects on the site', () => {
  beforeEach(() => detail.mockClear())

  it('an unknown address with a rule answers the rule’s redirect, with its status, revalidated', async () => {
    api.answer({ 'GET /v1/redirects': rules({ from: '/akciya-2025', to: '/afisha', status_code: 302 }) })
    await expect(getUnmatchedPathProps({ params: { path: ['akciya-2025'] } })).resolves.toEqual({
      redirect: { destination: '/afisha', statusCode: 302 },
      revalidate: REVALIDATE_SECONDS,
    })
    expect(api.urls).toEqual(['/v1/redirects?from=%2Fakciya-2025'])
  })

  it('sends visitors to an external https address', async () => {
    api.answer({
      'GET /v1/redirects': rules({ from: '/gosuslugi', to: 'https://www.gosuslugi.ru/', status_code: 301 }),
    })
    await expect(getUnmatchedPathProps({ params: { path: ['gosuslugi'] } })).resolves.toMatchObject({
      redirect: { destination: 'https://www.gosuslugi.ru/', statusCode: 301 },
    })
  })

  it('an unknown address without a rule is the 404 page, revalidated so a later rule applies', async () => {
    await expect(getUnmatchedPathProps({ params: { path: ['net-takogo'] } })).resolves.toEqual({
      notFound: true,
      revalidate: REVALIDATE_SECONDS,
    })
  })

  it.each([['api', 'graphql'], ['_next', 'static', 'x.js'], ['my-transport'], ['moi-obrashcheniya', '3']])(
    'never asks for, nor applies, a rule on a protected path /%s',
    async (...segments) => {
      api.answer({ 'GET /v1/redirects': rules({ from: `/${segments.join('/')}`, to: '/', status_code: 301 }) })
      await expect(getUnmatchedPathProps({ params: { path: segments } })).resolves.toMatchObject({ notFound: true })
      expect(api.urls).toEqual([])
    },
  )

  it('refuses what the CMS should never send: an http:// or protocol-relative target, another status', async () => {
    for (const [to, status] of [
      ['http://evil.example/', 301],
      ['//evil.example/', 301],
      ['javascript:alert(1)', 302],
      ['/afisha', 307],
    ] as const) {
      api.answer({ 'GET /v1/redirects': rules({ from: '/x', to, status_code: status }) })
      await expect(getUnmatchedPathProps({ params: { path: ['x'] } })).resolves.toMatchObject({ notFound: true })
    }
  })

  it('a path with characters the gateway refuses is simply without a rule (a 404), not an error', async () => {
    await expect(getUnmatchedPathProps({ params: { path: ['a\u202eb'] } })).resolves.toMatchObject({ notFound: true })
    expect(api.urls).toEqual([])
  })

  it('a CMS outage throws, so Next keeps the last good answer for the path', async () => {
    api.answer({ 'GET /v1/redirects': { status: 503, body: { data: { message: 'maintenance' } } } })
    await expect(getUnmatchedPathProps({ params: { path: ['akciya'] } })).rejects.toThrow()
  })

  it('a detail page with a rule for its address redirects instead of rendering (an editor moves visitors away)', async () => {
    api.answer({
      'GET /v1/redirects': rules({
        from: '/zhurnal-kurorta/stati/staraya',
        to: '/zhurnal-kurorta/stati/novaya',
        status_code: 301,
      }),
    })
    const props = withRedirects('/zhurnal-kurorta/[type]/[slug]', detail)
    await expect(props({ params: { type: 'stati', slug: 'staraya' } })).resolves.toEqual({
      redirect: { destination: '/zhurnal-kurorta/stati/novaya', statusCode: 301 },
      revalidate: REVALIDATE_SECONDS,
    })
  })

  it('a detail page without a rule renders as before, and a draft preview never asks for rules', async () => {
    const props = withRedirects('/plyazhi/[id]', detail)
    await expect(props({ params: { id: '7' } })).resolves.toBe(page)
    expect(api.urls).toEqual(['/v1/redirects?from=%2Fplyazhi%2F7'])
    api.reset()
    await expect(props({ params: { id: '7' }, draftMode: true })).resolves.toBe(page)
    expect(api.urls).toEqual([])
  })

  it('fills a route pattern with its params', () => {
    expect(routePath('/zhurnal-kurorta/[type]/[slug]', { type: 'stati', slug: 'a' })).toBe('/zhurnal-kurorta/stati/a')
    expect(routePath('/plyazhi/[id]', {})).toBeNull()
  })

  it('addresses items as the site’s own route helpers do, so a rule to an item lands on its page', () => {
    const SECTIONS = {
      events: 'events',
      tours: 'tours',
      'infrastructure-objects': 'infrastructure',
      places: 'places',
      'walking-routes': 'routes',
      beaches: 'beaches',
    } as const
    for (const collection of REDIRECT_ITEM_COLLECTIONS) {
      const item = { id: 12, slug: 'dzhemete', type: 'stati' }
      const expected =
        collection === 'magazines'
          ? articleHref({ type: 'stati', slug: 'dzhemete' })
          : detailHref(
              SECTIONS[collection],
              ['events', 'tours', 'infrastructure-objects'].includes(collection) ? 'dzhemete' : '12',
            )
      expect([collection, itemPath(collection, item)]).toEqual([collection, expected])
    }
  })
})
