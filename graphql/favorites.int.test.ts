import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'

/**
 * Favourites through the gateway against the real CMS (docs/architecture.md#4-session-and-security-rules): resident A
 * keeps favourites of several kinds, resident B tries every favourites query and mutation on them. 0 leaks:
 * B never sees A's favourites and cannot remove them (NOT_FOUND, like one B never had), and A's list is
 * unchanged afterwards. Visitors get the sign-in error.
 */
const api = () => process.env.API_BASE_URL!
// This file's own made-up client address, so its sign-ups use their own limits.
const CLIENT = '198.51.100.81'

const gql = gatewayAs(CLIENT)

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7905' })
const signUp = async () => (await newResident()).token

/** The first published item of a seeded list, by the key its page uses. */
async function first(listPath: string, key: 'id' | 'slug'): Promise<{ key: string; title: string }> {
  const body = (await (await fetch(`${api()}${listPath}`)).json()) as { data: Record<string, unknown>[] }
  const item = body.data[0]!
  return { key: String(item[key]), title: String(item.title ?? item.name) }
}

const FIELDS = 'entity slug title available href image { url }'
const LIST = `{ favorites { ${FIELDS} } }`
const ADD = `mutation ($entity: FavoriteEntity!, $slug: String!) { addFavorite(entity: $entity, slug: $slug) { ${FIELDS} } }`
const REMOVE =
  'mutation ($entity: FavoriteEntity!, $slug: String!) { removeFavorite(entity: $entity, slug: $slug) { entity slug } }'

let a = ''
let b = ''
let beach = { key: '', title: '' }
let tour = { key: '', title: '' }
let article = { key: '', title: '', type: '' }
let aList: unknown[] = []

beforeAll(async () => {
  ;[a, b] = [await signUp(), await signUp()]
  beach = await first('/v1/beaches?per_page=1', 'id')
  tour = await first('/v1/tours?per_page=1', 'slug')
  const magazines = (await (await fetch(`${api()}/v1/magazines?per_page=1`)).json()) as {
    data: { slug: string; name: string; type: string }[]
  }
  article = { key: magazines.data[0]!.slug, title: magazines.data[0]!.name, type: magazines.data[0]!.type }
  for (const [entity, slug] of [
    ['BEACH', beach.key],
    ['CLICKPASS_PRODUCTS', tour.key],
    ['MAGAZINE', article.key],
  ] as const) {
    const added = await gql(a, ADD, { entity, slug })
    expect(added.errors).toBeUndefined()
  }
  const list = await gql(a, LIST)
  expect(list.errors).toBeUndefined()
  aList = list.data!.favorites
}, 60_000)

describe('favourites through the gateway against the real CMS', () => {
  it("lists the resident's favourites newest first, each with its page on this site", () => {
    expect(aList).toEqual([
      expect.objectContaining({
        entity: 'MAGAZINE',
        slug: article.key,
        title: article.title,
        available: true,
        href: `/zhurnal-kurorta/${article.type}/${article.key}`,
      }),
      expect.objectContaining({ entity: 'CLICKPASS_PRODUCTS', slug: tour.key, href: `/ekskursii-i-tury/${tour.key}` }),
      expect.objectContaining({ entity: 'BEACH', slug: beach.key, title: beach.title, href: `/plyazhi/${beach.key}` }),
    ])
  })

  it('adding twice keeps one', async () => {
    const again = await gql(a, ADD, { entity: 'BEACH', slug: beach.key })
    expect(again.errors).toBeUndefined()
    expect(again.data!.addFavorite).toMatchObject({ entity: 'BEACH', slug: beach.key })
    const list = await gql(a, LIST)
    expect(list.data!.favorites.filter((f: { entity: string }) => f.entity === 'BEACH')).toHaveLength(1)
  })

  it('an unknown item is NOT_FOUND and adds nothing', async () => {
    const result = await gql(a, ADD, { entity: 'EVENT', slug: 'takogo-sobytiya-net' })
    expect(result.errors?.[0]).toMatchObject({ message: 'Не найдено', extensions: { code: 'NOT_FOUND' } })
    expect((await gql(a, LIST)).data!.favorites).toHaveLength(3)
  })

  it("BOLA: resident B never sees A's favourites and cannot remove them (0 leaks)", async () => {
    const leaks: string[] = []
    const bList = await gql(b, LIST)
    expect(bList.errors).toBeUndefined()
    if (bList.data!.favorites.length !== 0) leaks.push(`B's list: ${JSON.stringify(bList.data!.favorites)}`)
    for (const [entity, slug] of [
      ['BEACH', beach.key],
      ['CLICKPASS_PRODUCTS', tour.key],
      ['MAGAZINE', article.key],
    ] as const) {
      const removed = await gql(b, REMOVE, { entity, slug })
      if (removed.errors?.[0]?.extensions?.code !== 'NOT_FOUND') leaks.push(`B removed ${entity} ${slug}`)
    }
    // B adding the same items makes B's own favourites, never touches A's.
    const bAdded = await gql(b, ADD, { entity: 'BEACH', slug: beach.key })
    expect(bAdded.errors).toBeUndefined()
    const bRemoved = await gql(b, REMOVE, { entity: 'BEACH', slug: beach.key })
    expect(bRemoved.errors).toBeUndefined()
    const after = await gql(a, LIST)
    expect(after.data!.favorites).toEqual(aList)
    if ((await gql(b, LIST)).data!.favorites.length !== 0) leaks.push("B's list after B's own add and remove")
    expect(leaks).toEqual([])
  })

  it('visitors get the sign-in error for every favourites call', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [ADD, { entity: 'BEACH', slug: beach.key }],
      [REMOVE, { entity: 'BEACH', slug: beach.key }],
    ] as const) {
      const result = await gql(null, query, variables)
      expect(result.errors?.[0]).toMatchObject({
        message: 'Требуется авторизация',
        extensions: { code: 'UNAUTHENTICATED' },
      })
    }
    // A token the CMS does not know is refused by the CMS the same way.
    const stranger = await gql('not-a-real-token', LIST)
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await gql(a, LIST)).data!.favorites).toEqual(aList)
  })

  it('removes its own favourite; removing it again is NOT_FOUND', async () => {
    const removed = await gql(a, REMOVE, { entity: 'CLICKPASS_PRODUCTS', slug: tour.key })
    expect(removed.errors).toBeUndefined()
    expect(removed.data!.removeFavorite).toEqual({ entity: 'CLICKPASS_PRODUCTS', slug: tour.key })
    const again = await gql(a, REMOVE, { entity: 'CLICKPASS_PRODUCTS', slug: tour.key })
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    const list = await gql(a, LIST)
    expect(list.data!.favorites.map((f: { entity: string }) => f.entity)).toEqual(['MAGAZINE', 'BEACH'])
  })
})
