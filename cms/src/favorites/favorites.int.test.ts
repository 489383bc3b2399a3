import { FAVORITE_MESSAGES } from '@anapa/shared/favorites/entities'
import { asEditor, residentClient, type Answer } from '@/testing/residentClient'

/**
 * Favourites against the real CMS: the contract's answers for every kind, idempotent
 * adds, items unpublished or deleted since (available: false with the stored title), 404s, 401 for
 * visitors, a BOLA matrix of two residents, and account deletion. Every answer is also checked
 * against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { call, get, signUp } = residentClient('198.51.100.14')

type Favorite = {
  entity: string
  slug: string
  page_slug: string | null
  title: string
  image: { url: string; alt: string } | null
  available: boolean
  added_at: string
}

const put = (entity: string, slug: string, token?: string) => call('PUT', `/v1/favorites/${entity}/${slug}`, { token })
const del = (entity: string, slug: string, token?: string) =>
  call('DELETE', `/v1/favorites/${entity}/${slug}`, { token })
const list = async (token: string) => {
  const answer = await get('/v1/favorites', token)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as Favorite[]
}

type Item = { key: string; title: string }
const first = async (path: string, key: 'id' | 'slug', title = 'title'): Promise<Item> => {
  const answer = await get(path)
  const [doc] = answer.body.data as unknown as Record<string, unknown>[]
  return { key: String(doc![key]), title: String(doc![title]) }
}

let beach: Item
let event: Item
let tour: Item
let article: Item & { type: string }
beforeAll(async () => {
  beach = await first('/v1/beaches', 'id')
  event = await first('/v1/events', 'slug')
  tour = await first('/v1/tours', 'slug')
  const journal = await get('/v1/magazines')
  const [a] = journal.body.data as unknown as { slug: string; name: string; type: string }[]
  article = { key: a!.slug, title: a!.name, type: a!.type }
})

/** A published place of its own, so the test can unpublish and delete it. */
async function newPlace(title: string): Promise<number> {
  const created = await asEditor<{ doc: { id: number } }>('POST', '/api/places', {
    title,
    category: 'viewpoint',
    summary: 'Для проверки избранного',
    _status: 'published',
  })
  expect(created.status).toBe(201)
  return created.json.doc.id
}

describe('favourites: the contract', () => {
  it('adds items of several kinds and lists them newest first with current titles, images and page slugs', async () => {
    const token = await signUp()
    expect(await list(token)).toEqual([])
    const added: Answer[] = []
    for (const [entity, key] of [
      ['beach', beach.key],
      ['event', event.key],
      ['clickpass-products', tour.key],
      ['magazine', article.key],
    ] as const) {
      added.push(await put(entity, key, token))
    }
    expect(added.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(added[0]!.body.data).toMatchObject({
      entity: 'beach',
      slug: beach.key,
      page_slug: beach.key,
      title: beach.title,
      available: true,
    })
    expect(added[0]!.headers.get('cache-control')).toBe('no-store')

    const answer = await get('/v1/favorites', token)
    expect(answer.body.meta).toEqual({ count: 4 })
    const favorites = answer.body.data as unknown as Favorite[]
    expect(favorites.map((f) => [f.entity, f.slug, f.title])).toEqual([
      ['magazine', article.key, article.title],
      ['clickpass-products', tour.key, tour.title],
      ['event', event.key, event.title],
      ['beach', beach.key, beach.title],
    ])
    expect(favorites[0]!.page_slug).toBe(`${article.type}/${article.key}`)
    expect(favorites.every((f) => f.available)).toBe(true)
    expect(favorites.some((f) => f.image !== null && f.image.url.startsWith('http'))).toBe(true)
  })

  it('is idempotent: adding the same item twice keeps one favourite and answers it', async () => {
    const token = await signUp()
    const once = await put('event', event.key, token)
    const twice = await put('event', event.key, token)
    expect([once.status, twice.status]).toEqual([200, 200])
    expect(twice.body.data).toEqual(once.body.data)
    const [concurrentA, concurrentB] = await Promise.all([
      put('beach', beach.key, token),
      put('beach', beach.key, token),
    ])
    expect([concurrentA.status, concurrentB.status]).toEqual([200, 200])
    expect((await list(token)).map((f) => f.entity)).toEqual(['beach', 'event'])
  })

  it('keeps an item unpublished or deleted since as available: false with the title it had, and removes it by its key', async () => {
    const token = await signUp()
    const title = `Смотровая для избранного ${Date.now()}`
    const id = await newPlace(title)
    expect((await put('place', String(id), token)).status).toBe(200)

    expect((await asEditor('PATCH', `/api/places/${id}`, { title: `${title} (новое)` })).status).toBe(200)
    expect((await list(token))[0]).toMatchObject({ slug: String(id), title: `${title} (новое)`, available: true })

    expect((await asEditor('PATCH', `/api/places/${id}`, { _status: 'draft' })).status).toBe(200)
    expect((await list(token))[0]).toEqual({
      entity: 'place',
      slug: String(id),
      page_slug: null,
      title,
      image: null,
      available: false,
      added_at: expect.any(String),
    })
    // An unpublished item cannot be added again, but the favourite stays until removed.
    expect((await put('place', String(id), token)).status).toBe(404)

    expect((await asEditor('DELETE', `/api/places/${id}`)).status).toBe(200)
    expect((await list(token))[0]).toMatchObject({ slug: String(id), title, available: false })
    const removed = await del('place', String(id), token)
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ entity: 'place', slug: String(id) })
    expect(await list(token)).toEqual([])
  })

  it.each([
    ['an unknown kind', 'hotel', 'central'],
    ['an unknown id', 'beach', '999999999'],
    ['a malformed id', 'beach', 'central'],
    ['an unknown slug', 'event', 'net-takogo-sobytiya'],
    ['a malformed slug', 'event', 'Not_A_Slug'],
  ])('answers 404 «Не найдено» to %s', async (_case, entity, slug) => {
    const token = await signUp()
    for (const answer of [await put(entity, slug, token), await del(entity, slug, token)]) {
      expect(answer.status).toBe(404)
      expect(answer.body.data.message).toBe(FAVORITE_MESSAGES.notFound)
    }
  })

  it('answers 404 to removing an item that is not among the favourites', async () => {
    const token = await signUp()
    const answer = await del('beach', beach.key, token)
    expect(answer.status).toBe(404)
    expect(answer.body.data.message).toBe('Не найдено')
  })

  it('answers 401 to visitors and to an unknown token on every call', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const answers = [
        await get('/v1/favorites', token),
        await put('beach', beach.key, token),
        await del('beach', beach.key, token),
      ]
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401])
      expect(answers.every((a) => a.body.data.message === 'Требуется авторизация')).toBe(true)
    }
  })

  it('answers 405 with Allow to a method the path lacks', async () => {
    const token = await signUp()
    const answer = await call('POST', `/v1/favorites/beach/${beach.key}`, { token })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('DELETE, OPTIONS, PUT')
  })
})

describe('favourites: object-level authorization (two residents)', () => {
  it("resident B never sees, removes or learns of resident A's favourites (0 leaks)", async () => {
    const a = await signUp()
    const b = await signUp()
    for (const [entity, key] of [
      ['beach', beach.key],
      ['event', event.key],
      ['magazine', article.key],
    ] as const) {
      expect((await put(entity, key, a)).status).toBe(200)
    }
    const before = await list(a)
    const leaks: string[] = []

    if ((await list(b)).length !== 0) leaks.push('B lists A’s favourites')
    for (const f of before) {
      const removed = await del(f.entity, f.slug, b)
      if (removed.status !== 404 || removed.body.data.message !== 'Не найдено') {
        leaks.push(`B DELETE ${f.entity}/${f.slug} → ${removed.status}`)
      }
    }
    // B adding the same item gets B's own favourite; A's is untouched, and B's removal removes only B's.
    const mine = await put('beach', beach.key, b)
    if (mine.status !== 200) leaks.push(`B PUT beach → ${mine.status}`)
    if ((await del('beach', beach.key, b)).status !== 200) leaks.push('B could not remove B’s own favourite')
    if ((await list(b)).length !== 0) leaks.push('B still lists a favourite')

    expect(leaks).toEqual([])
    expect(await list(a)).toEqual(before)
  })
})

describe('favourites: account deletion', () => {
  it('removes the resident’s favourites with the account', async () => {
    const token = await signUp()
    expect((await put('beach', beach.key, token)).status).toBe(200)
    const me = await get('/v1/user', token)
    const id = me.body.data.id as number
    expect(
      (await asEditor<{ totalDocs: number }>('GET', `/api/favorites?where[owner][equals]=${id}`)).json.totalDocs,
    ).toBe(1)
    expect((await call('DELETE', '/v1/user', { token })).status).toBe(200)
    expect(
      (await asEditor<{ totalDocs: number }>('GET', `/api/favorites?where[owner][equals]=${id}`)).json.totalDocs,
    ).toBe(0)
  })
})
