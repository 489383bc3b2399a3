import { createContext } from './context'
import { createGatewayServer } from './server'
import { loginEditor } from '@anapa/shared/testing/editorApi'

/** The catalogue through the gateway and the REST contract, against the real CMS with the demo seed. */
const cmsUrl = () => process.env.API_BASE_URL!

async function gql(query: string, variables: Record<string, unknown> = {}) {
  const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: createContext() })
  if (response.body.kind !== 'single') throw new Error('expected a single result')
  const { data, errors } = response.body.singleResult
  if (errors) throw new Error(JSON.stringify(errors))
  return data as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads ad-hoc selections
}

const rest = async (path: string) => {
  const response = await fetch(`${cmsUrl()}${path}`)
  return { status: response.status, body: (await response.json()) as { data: any; meta?: any } } // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads ad-hoc shapes
}

describe('catalogue against the real CMS', () => {
  it('pages every section twelve at a time with a total', async () => {
    const { beaches, places, walkingRoutes, tours, infrastructure } = await gql(`{
      beaches(page: 1) { items { id } pageInfo { total pageCount } }
      places(page: 1) { items { id } pageInfo { total pageCount } }
      walkingRoutes(page: 1) { items { id } pageInfo { total pageCount } }
      tours(page: 1) { items { id } pageInfo { total pageCount } }
      infrastructure(page: 1) { items { id } pageInfo { total pageCount } }
    }`)
    expect(beaches.pageInfo.total).toBeGreaterThanOrEqual(12)
    expect(beaches.items).toHaveLength(12)
    expect(beaches.pageInfo.pageCount).toBe(Math.ceil(beaches.pageInfo.total / 12))
    expect(places.pageInfo.total).toBeGreaterThanOrEqual(12)
    expect(walkingRoutes.pageInfo.total).toBeGreaterThanOrEqual(6)
    expect(tours.pageInfo.total).toBeGreaterThanOrEqual(10)
    expect(infrastructure.pageInfo.total).toBeGreaterThanOrEqual(10)
  })

  it('splits the afisha into upcoming and past by the clock', async () => {
    const query = `query ($date: EventDateFilter!) { events(page: 1, date: $date) { items { startsAt endsAt } pageInfo { total } } }`
    const [{ events: upcoming }, { events: past }] = await Promise.all([
      gql(query, { date: 'UPCOMING' }),
      gql(query, { date: 'PAST' }),
    ])
    expect(upcoming.pageInfo.total).toBeGreaterThan(0)
    expect(past.pageInfo.total).toBeGreaterThan(0)
    const now = Date.now()
    for (const e of past.items) expect(new Date(e.endsAt ?? e.startsAt).getTime()).toBeLessThan(now)
    const starts = upcoming.items.map((e: { startsAt: string }) => new Date(e.startsAt).getTime())
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })

  it('filters excursions by a tag and offers only tags that have items', async () => {
    const { tours } = await gql(`{ tours(page: 1) { filters { value label count } } }`)
    expect(tours.filters.length).toBeGreaterThan(5)
    const tag = tours.filters[0]
    const filtered = await gql(`query ($tag: String) { tours(page: 1, tag: $tag) { pageInfo { total } } }`, {
      tag: tag.value,
    })
    expect(filtered.tours.pageInfo.total).toBe(tag.count)
    expect(tag.count).toBeGreaterThan(0)
  })

  it('answers a 400 in Russian for an unknown filter value, and 404 for unknown keys', async () => {
    const bad = await rest('/v1/tours?tag[]=noSuchTag')
    expect(bad.status).toBe(400)
    expect(bad.body.data.message).toMatch(/^Параметр tag принимает значения/)
    expect((await rest('/v1/events?date=tomorrow')).status).toBe(400)
    expect((await rest('/v1/beaches/999999')).status).toBe(404)
    expect((await rest('/v1/places/abc')).status).toBe(404)
    expect((await rest('/v1/events/NOT-A-SLUG')).body.data.message).toBe('Событие не найдено')
  })

  it('gives a beach with its group, status and hours, and a group with its beaches', async () => {
    const { beaches } = await gql(`{ beaches(page: 1) { items { id group { id } } } }`)
    const withGroup = beaches.items.find((b: { group: unknown }) => b.group)
    const { beach } = await gql(
      `query ($id: ID!) { beach(id: $id) {
      title conditions { bathing { value label } source { label } verifiedAt } workingHours { allDay from to }
      gallery { url width height } html
    } }`,
      { id: withGroup.id },
    )
    // The seed's desk set every beach's bathing (seed/steps/beachConditions.ts), so none reads unconfirmed.
    expect(beach.conditions.bathing.label).toMatch(/^Купание (разрешено|запрещено)$/)
    expect(beach.conditions.source.label).toBe('МЧС')
    expect(Date.parse(beach.conditions.verifiedAt)).toBeGreaterThan(Date.now() - 24 * 3_600_000)
    expect(beach.gallery.length).toBeGreaterThan(0)
    expect(beach.gallery[0].width).toBeGreaterThan(0)
    const { beachGroup } = await gql(`query ($id: ID!) { beachGroup(id: $id) { beachesCount beaches { id } } }`, {
      id: withGroup.group.id,
    })
    expect(beachGroup.beaches.map((b: { id: string }) => b.id)).toContain(withGroup.id)
    // The group page shows the count its card shows (one type per entity: the detail has it too).
    expect(beachGroup.beachesCount).toBe(beachGroup.beaches.length)
  })

  it('hides drafts and deleted items from lists and details', async () => {
    const editor = await loginEditor(cmsUrl())
    const id = await editor.createPublished('walking-routes', {
      title: 'Маршрут для проверки черновиков',
      distanceMeters: 1000,
      durationMinutes: 15,
      track: [
        { lat: 44.89, lon: 37.31 },
        { lat: 44.9, lon: 37.32 },
      ],
    })
    const detail = `query ($id: ID!) { walkingRoute(id: $id) { title track { lat lon } } }`
    expect((await gql(detail, { id: String(id) })).walkingRoute.track).toHaveLength(2)
    await editor.deleteDoc('walking-routes', id)
    expect((await gql(detail, { id: String(id) })).walkingRoute).toBeNull()
  })

  it('lists the tour groups with their members and the cameras with posters', async () => {
    const { tourGroups, cameras } = await gql(`{
      tourGroups { title items { slug } }
      cameras { title streamUrl poster { url } }
    }`)
    expect(tourGroups.length).toBeGreaterThanOrEqual(3)
    expect(tourGroups.every((g: { items: unknown[] }) => g.items.length > 0)).toBe(true)
    expect(cameras.length).toBeGreaterThanOrEqual(4)
    expect(cameras.every((c: { poster: { url: string } | null }) => c.poster?.url)).toBe(true)
  })

  it('filters beaches, places, infrastructure, routes and the map by «Доступная среда»', async () => {
    const selection =
      'items { title accessibility { accessible features { key label } surface { value } gradient { value } } }'
    const { beaches, places, infrastructure, walkingRoutes } = await gql(`{
      beaches(page: 1, accessible: true) { ${selection} }
      places(page: 1, accessible: true) { ${selection} }
      infrastructure(page: 1, accessible: true) { ${selection} }
      walkingRoutes(page: 1, accessible: true) { ${selection} }
    }`)
    for (const page of [beaches, places, infrastructure, walkingRoutes]) {
      expect(page.items.length).toBeGreaterThanOrEqual(2)
      expect(page.items.every((i: { accessibility: { accessible: boolean } }) => i.accessibility.accessible)).toBe(true)
    }
    const central = beaches.items.find((b: { title: string }) => b.title === 'Центральный пляж')
    expect(central.accessibility.features).toContainEqual({ key: 'floating_wheelchair', label: 'Плавательная коляска' })
    expect(
      walkingRoutes.items.every((r: { accessibility: { surface: unknown; gradient: unknown } }) => {
        const { surface, gradient } = r.accessibility
        return surface !== null && gradient !== null
      }),
    ).toBe(true)

    const { mapObjects } = await gql('{ mapObjects(accessible: true) { kind accessibility { accessible } } }')
    expect(mapObjects.length).toBeGreaterThan(0)
    expect(
      mapObjects.every(
        (o: { kind: string; accessibility: { accessible: boolean } | null }) =>
          o.kind !== 'EVENT' && o.accessibility?.accessible,
      ),
    ).toBe(true)
  })
})
