import { SITE_URL } from '@/lib/seo/site'
import { serveFakeCityApi } from '@/lib/test/fakeCityApi'
import { REVALIDATE_SECONDS } from '@/lib/server/ssr/revalidate'
import { beachDetail, beachesList } from './beaches'
import { eventsList } from './events'
import { accessibleInfrastructureList } from './infrastructure'
import { accessiblePlacesList, placesList } from './places'
import { routesList } from './routes'
import { toursList } from './tours'

/** The city REST API faked (404 for what no test set up), so the data functions run their real gateway in-process. */
const cms = serveFakeCityApi()

const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS }

const beach = {
  id: 7,
  title: 'Джемете',
  summary: 'Песчаный пляж',
  preview_picture: null,
  group: { id: 2, title: 'Джемете' },
  surface: { value: 'sand', label: 'Песок' },
  conditions: {
    bathing: { value: 'banned', label: 'Купание запрещено' },
    flag: { value: 'red', label: 'Красный флаг: купаться запрещено' },
    reasons: [{ value: 'storm', label: 'Шторм' }],
    source: { value: 'mchs', label: 'МЧС' },
    document: null,
    note: 'Шторм',
    valid_from: '2026-07-12T06:00:00.000Z',
    valid_until: null,
    verified_at: '2026-07-12T06:00:00.000Z',
    lifeguards: null,
    water_temperature: 21.8,
    water_temperature_at: '2026-07-12T09:00:00.000Z',
    water_temperature_source: 'model',
    wave_height: 1.9,
    wave_height_at: '2026-07-12T09:00:00.000Z',
    wind_speed: null,
    wind_speed_at: null,
    uv_index: null,
    uv_index_at: null,
  },
  working_hours: { all_day: false, from: '08:00', to: '20:00' },
  address: 'Пионерский проспект',
  location: { coordinates: { lat: 44.93, lon: 37.28 } },
  description: '<p>Море</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  gallery: [],
  seo: { title: null, description: null },
  updated_at: '2026-07-12T10:00:00Z',
  length_meters: 2000,
  amenities: [{ value: 'showers', label: 'Душ' }],
}

describe('catalogue ISR data functions (docs/architecture.md#3-pages)', () => {
  it('maps a beach through the gateway, with its text sanitized', async () => {
    cms.answer({ '/v1/beaches/7': { status: 200, body: { data: beach } } })
    const result = await beachDetail.getDetailProps({ params: { id: '7' } })
    expect(result).toMatchObject({
      revalidate: REVALIDATE_SECONDS,
      props: {
        item: {
          id: '7',
          title: 'Джемете',
          conditions: {
            bathing: { value: 'banned', label: 'Купание запрещено' },
            reasons: [{ value: 'storm', label: 'Шторм' }],
            waterTemperature: 21.8,
            waterTemperatureSource: 'model',
            waveHeightAt: '2026-07-12T09:00:00.000Z',
          },
          workingHours: { allDay: false, from: '08:00', to: '20:00' },
          location: { lat: 44.93, lon: 37.28 },
          amenities: [{ value: 'showers', label: 'Душ' }],
        },
      },
    })
    const html = (result as { props: { item: { html: string } } }).props.item.html
    expect(html).toContain('<p>Море</p>')
    expect(html).not.toMatch(/script|onerror/)
  })

  it("carries the beach's schema.org data, so the browser never builds it", async () => {
    cms.answer({ '/v1/beaches/7': { status: 200, body: { data: beach } } })
    const result = await beachDetail.getDetailProps({ params: { id: '7' } })
    expect((result as { props: { structuredData: unknown } }).props.structuredData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Beach',
      name: 'Джемете',
      url: `${SITE_URL}/plyazhi/7`,
      openingHoursSpecification: [{ opens: '08:00', closes: '20:00' }],
    })
  })

  it('an unknown beach is a 404 that still revalidates', async () => {
    await expect(beachDetail.getDetailProps({ params: { id: '999' } })).resolves.toEqual(notFound)
    expect(cms.urls).toEqual(['/v1/beaches/999'])
  })

  it('a CMS outage throws, so Next keeps serving the last good page', async () => {
    cms.answer({ '/v1/beaches/7': { status: 503, body: { data: { message: 'maintenance' } } } })
    cms.answer({ '/v1/beaches': { status: 503, body: { data: { message: 'maintenance' } } } })
    await expect(beachDetail.getDetailProps({ params: { id: '7' } })).rejects.toThrow()
    await expect(beachesList.getIndexProps({})).rejects.toThrow()
  })

  it.each([['abc'], ['0'], ['-1'], ['7.5'], ['1'.repeat(11)], [['1', '2']]])(
    'refuses the malformed id %j without calling the CMS',
    async (id) => {
      await expect(beachDetail.getDetailProps({ params: { id } })).resolves.toEqual(notFound)
      expect(cms.urls).toEqual([])
    },
  )

  it.each([
    [{ filter: 'vse', page: '0' }],
    [{ filter: 'vse', page: 'abc' }],
    [{ filter: 'tomorrow', page: '1' }],
    [{ filter: '../x', page: '1' }],
  ])('refuses the afisha address %j without calling the CMS', async (params) => {
    await expect(eventsList.getListProps({ params })).resolves.toEqual(notFound)
    expect(cms.urls).toEqual([])
  })

  it('asks for the weekend when the URL says so', async () => {
    cms.answer({ '/v1/events': { status: 200, body: { data: [], meta: { count: 0 } } } })
    await expect(eventsList.getListProps({ params: { filter: 'weekend', page: '1' } })).resolves.toMatchObject({
      props: { filter: 'weekend', data: { events: { items: [], pageInfo: { pageCount: 1 } } } },
    })
    expect(cms.urls.find((url) => url.startsWith('/v1/events?'))).toContain('date=weekend')
  })

  it('a tag the CMS does not know is a 404, not an outage', async () => {
    cms.answer({ '/v1/tours': { status: 400, body: { data: { message: 'Параметр tag принимает значения: …' } } } })
    await expect(toursList.getListProps({ params: { filter: 'noSuchTag', page: '1' } })).resolves.toEqual(notFound)
  })

  it('the «Доступная среда» pages of places ask for accessible entries in the category, and say so', async () => {
    cms.answer({ '/v1/places': { status: 200, body: { data: [], meta: { count: 0, filters: [] } } } })
    await expect(accessiblePlacesList.getListProps({ params: { filter: 'museum', page: '1' } })).resolves.toMatchObject(
      { props: { filter: 'museum', accessible: true, data: { places: { items: [] } } } },
    )
    const asked = cms.urls.find((url) => url.startsWith('/v1/places?'))
    expect(asked).toContain('accessible=true')
    expect(asked).toContain('category')
    // The plain list asks for everything and carries no such prop.
    const plain = await placesList.getListProps({ params: { filter: 'vse', page: '1' } })
    expect(plain).not.toHaveProperty('props.accessible')
    expect(cms.urls.filter((url) => url.startsWith('/v1/places?')).at(-1)).not.toContain('accessible')
  })

  it('infrastructure has the same «Доступная среда» pages; routes take it as their one filter', async () => {
    cms.answer({ '/v1/infrastructure': { status: 200, body: { data: [], meta: { count: 0, filters: [] } } } })
    cms.answer({ '/v1/routes': { status: 200, body: { data: [], meta: { count: 0 } } } })
    await expect(
      accessibleInfrastructureList.getListProps({ params: { filter: 'vse', page: '1' } }),
    ).resolves.toMatchObject({ props: { filter: null, accessible: true } })
    expect(cms.urls.find((url) => url.startsWith('/v1/infrastructure?'))).toContain('accessible=true')
    await expect(routesList.getListProps({ params: { filter: 'dostupnaya', page: '1' } })).resolves.toMatchObject({
      props: { filter: 'dostupnaya' },
    })
    expect(cms.urls.find((url) => url.startsWith('/v1/routes?'))).toContain('accessible=true')
    // Any other filter value is no page of the routes.
    await expect(routesList.getListProps({ params: { filter: 'steep', page: '1' } })).resolves.toEqual(notFound)
  })

  it('a page past the end is a 404', async () => {
    cms.answer({ '/v1/beaches': { status: 200, body: { data: [], meta: { count: 13 } } } })
    cms.answer({ '/v1/beaches/groups': { status: 200, body: { data: [] } } })
    await expect(beachesList.getListProps({ params: { filter: 'vse', page: '3' } })).resolves.toEqual(notFound)
    await expect(beachesList.getListProps({ params: { filter: 'vse', page: '2' } })).resolves.toMatchObject({
      props: { data: { beaches: { pageInfo: { page: 2, pageCount: 2 } } } },
    })
  })
})
