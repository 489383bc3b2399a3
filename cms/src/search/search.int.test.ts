import { loginEditor } from '@anapa/shared/testing/editorApi'

/**
 * GET /v1/search against the real CMS with the demo seed (lib/test/cmsGlobalSetup.mjs): the seed
 * indexed everything through the hooks and `reindexAll`; editors' writes through Payload's REST
 * API (as the admin makes them) reach the index through the same hooks.
 */
const api = () => process.env.API_BASE_URL!
const NBSP = '\u00a0'

type Result = { id: number; entity: string; slug: string; title: string; image: unknown; data: Record<string, unknown> }
type Answer = { status: number; body: { data: Result[] & { message?: string }; meta?: { count: number } } }

async function search(params: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${api()}/v1/search?${new URLSearchParams(params)}`)
  return { status: response.status, body: await response.json() }
}

const titles = async (params: Record<string, string>) => (await search(params)).body.data.map((r) => r.title)

/** Index reloads run in the background of the CMS: a write shows within a moment. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Not within 10 s: ${what}`)
}

describe('GET /v1/search against the real CMS', () => {
  it('answers Search results (docs/spec.md#3-entities-and-their-fields) with the beach hours in data', async () => {
    const { status, body } = await search({ query: 'джемете', entity: 'beach' })
    expect(status).toBe(200)
    const beach = body.data.find((r) => r.title === 'Пляж Джемете')!
    expect(beach).toEqual({
      id: expect.any(Number),
      entity: 'beach',
      slug: String(beach.id),
      title: 'Пляж Джемете',
      image: {
        url: expect.stringMatching(/^http:\/\/.+\.jpg$/),
        width: expect.any(Number),
        height: expect.any(Number),
        alt: expect.any(String),
      },
      data: { working_hours_from: '08:00', working_hours_to: '20:00', all_day: false },
    })
    expect(body.meta).toEqual({ count: body.data.length, page: 1, per_page: 20 })
    // The slug is the beach's page: /plyazhi/{id} answers it.
    expect((await fetch(`${api()}/v1/beaches/${beach.slug}`)).status).toBe(200)
  })

  it('formats a route’s distance and duration in data', async () => {
    const { body } = await search({ query: 'маршрут', entity: 'route' })
    expect(body.data.length).toBeGreaterThan(0)
    for (const route of body.data) {
      expect(route.slug).toBe(String(route.id))
      expect(route.data.route_distance_format).toMatch(new RegExp(`^\\d+(,\\d)?${NBSP}(км|м)$`))
      expect(route.data.duration_format).toMatch(new RegExp(`^(\\d+${NBSP}ч)?( ?\\d+${NBSP}мин)?$`))
    }
  })

  it('gives journal entries the slug {type}/{slug} of their page', async () => {
    const { body } = await search({ query: 'анапа', entity: 'magazine', per_page: '100' })
    expect(body.data.length).toBeGreaterThan(3)
    for (const entry of body.data) {
      expect(entry.slug).toMatch(/^(stati|novosti|podborki)\/[a-z0-9-]+$/)
      expect((await fetch(`${api()}/v2/magazines/${entry.slug.split('/')[1]}`)).status).toBe(200)
    }
  })

  it.each([
    ['case', 'ПЛЯЖ ДЖЕМЕТЕ', 'Пляж Джемете'],
    ['word forms', 'пляжей витязево', 'Пляж Витязево'],
    ['prefix while typing', 'джем', 'Пляж Джемете'],
    ['one typo', 'витзяево', 'Пляж Витязево'],
    ['transliteration', 'dzhemete', 'Пляж Джемете'],
    ['transliteration, two words', 'bolshoy utrish', 'Большой Утриш'],
  ])('finds by %s: %s', async (_rule, query, expected) => {
    expect(await titles({ query, per_page: '100' })).toContain(expected)
  })

  it('пляж: the dropdown’s first four are beaches, and Центральный пляж is on the first page', async () => {
    const firstFour = (await search({ query: 'пляж', per_page: '4' })).body.data
    expect(firstFour.map((r) => r.entity)).toEqual(['beach', 'beach', 'beach', 'beach'])
    const firstPage = (await search({ query: 'пляж' })).body.data
    // Every seeded beach with «пляж» in its title, before anything else.
    expect(
      firstPage
        .slice(0, 9)
        .map((r) => [r.entity, r.title])
        .sort(),
    ).toEqual(
      [
        'Детский пляж',
        'Пляж Благовещенской',
        'Пляж Витязево',
        'Пляж Высокого берега',
        'Пляж Джемете',
        'Пляж на Пионерском проспекте',
        'Пляж Сукко',
        'Северный пляж Витязево',
        'Центральный пляж',
      ]
        .map((title) => ['beach', title])
        .sort(),
    )
  })

  describe('typos and Latin spellings: the named item leads the dropdown’s four (per_page=4)', () => {
    const firstFour = async (query: string) => (await search({ query, per_page: '4' })).body.data

    it.each(['dzhemete', 'dzhemete ', 'djemete', 'jemete', 'Dzhemete', 'джемете'])(
      '%s → the beach Пляж Джемете first',
      async (query) => {
        const [first] = await firstFour(query)
        expect([first?.entity, first?.title]).toEqual(['beach', 'Пляж Джемете'])
      },
    )

    it('vitiazevo (the passport’s spelling) → the beach Пляж Витязево first', async () => {
      const [first] = await firstFour('vitiazevo')
      expect([first?.entity, first?.title]).toEqual(['beach', 'Пляж Витязево'])
    })

    it('пляш (one letter wrong in a four-letter word) lists the same four beaches as пляж', async () => {
      const typo = await firstFour('пляш')
      expect(typo.map((r) => r.entity)).toEqual(['beach', 'beach', 'beach', 'beach'])
      expect(typo.map((r) => r.id)).toEqual((await firstFour('пляж')).map((r) => r.id))
    })

    it('музй (a letter dropped) → the museum first', async () => {
      const [first] = await firstFour('музй ')
      expect(first?.title).toBe('Археологический музей-заповедник «Горгиппия»')
    })

    it('a typo ranks below every match without one: парк lists the volleyball «пары» last', async () => {
      // The volleyball tournament's text has «пары» (pairs), one letter off «парк»: a typo, so it
      // comes after the park, the square and everything else holding парк or a form of it.
      const found = await titles({ query: 'парк ', per_page: '100' })
      expect(found[0]).toBe('Парк 30-летия Победы')
      expect(found.length).toBeGreaterThan(2)
      expect(found.at(-1)).toBe('Открытый турнир по пляжному волейболу')
    })

    it.each([
      ['пля ', 'a finished three-letter word is never corrected (пляж)'],
      ['узей ', 'four letters: the first letter must be right (музей)'],
      ['сико ', 'two letters wrong'],
    ])('%s finds nothing (%s)', async (query) => {
      expect((await search({ query })).body.meta!.count).toBe(0)
    })
  })

  it('винодельни: the wineries tour first, the Gorgippia museum only after every real match', async () => {
    const found = await titles({ query: 'винодельни', per_page: '100' })
    expect(found[0]).toBe('Винодельни Анапского района')
    const museum = found.indexOf('Археологический музей-заповедник «Горгиппия»')
    const real = found.filter((title) => /виноде/i.test(title))
    expect(found.slice(0, museum === -1 ? found.length : museum)).toEqual(expect.arrayContaining(real))
  })

  it('puts the nearer of equally good results first', async () => {
    const near = async (coordinate: string) => (await titles({ query: 'пляж', entity: 'beach', coordinate }))[0]
    expect(await near('44.7965,37.4085')).toBe('Пляж Сукко')
    expect(await near('44.9952,37.2652')).toBe('Пляж Витязево')
  })

  it('filters by entity and counts everything found', async () => {
    const all = await search({ query: 'витязево', per_page: '100' })
    const beaches = await search({ query: 'витязево', entity: 'beach', per_page: '100' })
    expect(new Set(all.body.data.map((r) => r.entity)).size).toBeGreaterThan(1)
    expect(beaches.body.data.every((r) => r.entity === 'beach')).toBe(true)
    expect(beaches.body.meta!.count).toBeLessThan(all.body.meta!.count)
    const firstFour = await search({ query: 'витязево', per_page: '4' })
    expect(firstFour.body.data).toHaveLength(4)
    expect(firstFour.body.meta!.count).toBe(all.body.meta!.count)
  })

  it('answers an empty query with no results', async () => {
    expect((await search({ query: '  ' })).body).toEqual({ data: [], meta: { count: 0, page: 1, per_page: 20 } })
  })

  it.each([
    ['an unknown entity', { query: 'пляж', entity: 'hotel' }, /^Параметр entity принимает значения: beach, urban/],
    ['half a coordinate', { query: 'пляж', coordinate: '44.9' }, /^Параметр coordinate должен быть в формате/],
    ['a latitude past 90', { query: 'пляж', coordinate: '95,37' }, /^Параметр coordinate должен быть в формате/],
    ['a query of 201 characters', { query: 'п'.repeat(201) }, /^Параметр query должен быть не длиннее 200 символов$/],
    ['per_page over 100', { query: 'пляж', per_page: '101' }, /^Параметр per_page должен быть от 1 до 100$/],
  ])('answers 400 in Russian to %s', async (_case, params, message) => {
    const { status, body } = await search(params as Record<string, string>)
    expect(status).toBe(400)
    expect((body.data as { message?: string }).message).toMatch(message)
  })

  it('follows publication: drafts never, published at once, unpublished and deleted gone', async () => {
    const editor = await loginEditor(api())
    const slug = `it-search-${Date.now()}`
    const found = async () => (await titles({ query: 'кенгуру', entity: 'magazine' })).includes('Кенгуру в Анапе')
    const id = await editor.createArticle(
      { name: 'Кенгуру в Анапе', slug, type: 'novosti', category: await editor.categoryId('turizm') },
      { draft: true },
    )
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await found()).toBe(false)

      await editor.setStatus(id, 'published')
      await eventually(found, 'the published article is found')
      const [result] = (await search({ query: 'кенгуру', entity: 'magazine' })).body.data
      expect(result).toMatchObject({ id, entity: 'magazine', slug: `novosti/${slug}` })

      await editor.setStatus(id, 'draft')
      await eventually(async () => !(await found()), 'the unpublished article is gone')

      await editor.setStatus(id, 'published')
      await eventually(found, 'the republished article is found')
    } finally {
      await editor.deleteArticle(id)
    }
    await eventually(async () => !(await found()), 'the deleted article is gone')
  })

  it('indexes a beach open round the clock as 00:00–24:00 with all_day', async () => {
    const editor = await loginEditor(api())
    const id = await editor.createPublished('beaches', {
      title: 'Пляж Вомбат',
      surface: 'sand',
      workingHours: { allDay: true },
      location: { lat: 44.9, lon: 37.3 },
    })
    try {
      await eventually(
        async () => (await titles({ query: 'вомбат' })).includes('Пляж Вомбат'),
        'the new beach is found',
      )
      const [beach] = (await search({ query: 'вомбат', entity: 'beach' })).body.data
      expect(beach).toMatchObject({
        id,
        slug: String(id),
        image: null,
        data: { working_hours_from: '00:00', working_hours_to: '24:00', all_day: true },
      })
    } finally {
      await editor.deleteDoc('beaches', id)
    }
  })
})
