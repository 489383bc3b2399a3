import { breadcrumbJsonLd, compact, serializeJsonLd, websiteJsonLd } from './jsonLd'
import {
  articleJsonLd,
  beachJsonLd,
  eventJsonLd,
  infrastructureJsonLd,
  openingHoursOf,
  placeJsonLd,
  routeJsonLd,
  tourJsonLd,
} from '@/lib/server/seo/structuredData'
import { SITE_URL } from './site'

const IMG = { url: 'http://cms.test/api/media/file/a.webp' }
const GALLERY = [{ url: 'http://cms.test/api/media/file/b.webp' }, IMG]
const EVERY_DAY = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
]

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>'],
    ['<!-- a comment opener'],
    ['Tom & Jerry > all'],
    ['line\u2028separator\u2029paragraph'],
  ])('cannot break out of the script with %j, and parses back to the same text', (text) => {
    const json = serializeJsonLd({ name: text })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(json)).toEqual({ name: text })
  })
})

describe('compact', () => {
  it('drops empty values and objects left with nothing but their @type, keeps 0 and false', () => {
    expect(
      compact({
        a: null,
        b: undefined,
        c: ' ',
        d: [],
        e: 0,
        f: false,
        g: { '@type': 'GeoCoordinates', latitude: null },
        h: { '@type': 'WebPage', '@id': 'x' },
        i: [null, 'x'],
      }),
    ).toEqual({ e: 0, f: false, h: { '@type': 'WebPage', '@id': 'x' }, i: ['x'] })
  })
})

describe('openingHoursOf', () => {
  it.each([
    [{ allDay: true }, '00:00', '23:59'],
    [{ allDay: false, from: '00:00', to: '24:00' }, '00:00', '23:59'],
    [{ allDay: false, from: '8:00', to: '20:00:00' }, '08:00', '20:00'],
    [{ allDay: false, from: '20:00', to: '02:00' }, '20:00', '02:00'],
  ])('%j opens %s and closes %s every day', (hours, opens, closes) => {
    expect(openingHoursOf(hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens, closes },
    ])
  })

  it.each([[null], [{ allDay: false }], [{ allDay: false, from: 'утро', to: '20:00' }]])('%j gives none', (hours) => {
    expect(openingHoursOf(hours)).toBeUndefined()
  })
})

describe('eventJsonLd', () => {
  const base = {
    path: '/afisha/koncert',
    title: 'Концерт на набережной',
    summary: 'Живая музыка у моря.',
    cover: IMG,
    gallery: GALLERY,
    startsAt: '2026-07-12T16:00:00.000Z',
    endsAt: '2026-07-12T19:00:00.000Z',
    venue: 'Летний театр',
    address: 'ул. Набережная, 1',
    location: { lat: 44.9, lon: 37.3 },
    priceFrom: 500,
    ticketUrl: 'https://tickets.example/koncert',
  }

  it('describes the event, its place, pictures and offer in roubles', () => {
    expect(eventJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Концерт на набережной',
      description: 'Живая музыка у моря.',
      url: `${SITE_URL}/afisha/koncert`,
      startDate: '2026-07-12T16:00:00.000Z',
      endDate: '2026-07-12T19:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Летний театр',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'ул. Набережная, 1',
          addressLocality: 'Анапа',
          addressRegion: 'Краснодарский край',
          addressCountry: 'RU',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 44.9, longitude: 37.3 },
      },
      image: [IMG.url, GALLERY[0]!.url],
      offers: { '@type': 'Offer', price: 500, priceCurrency: 'RUB', url: 'https://tickets.example/koncert' },
      inLanguage: 'ru',
    })
  })

  it('a free event is free, an unknown price gives no offer, a missing end and venue are handled', () => {
    const free = eventJsonLd({ ...base, priceFrom: 0, ticketUrl: null })
    expect(free.offers).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'RUB', url: `${SITE_URL}/afisha/koncert` })
    expect(free.isAccessibleForFree).toBe(true)
    const unknown = eventJsonLd({ ...base, priceFrom: null, endsAt: null, venue: null, location: null })
    expect(unknown).not.toHaveProperty('offers')
    expect(unknown).not.toHaveProperty('endDate')
    expect(unknown.location).toEqual(expect.objectContaining({ name: 'ул. Набережная, 1' }))
    expect(unknown.location).not.toHaveProperty('geo')
  })
})

describe('placeJsonLd and infrastructureJsonLd', () => {
  const place = {
    path: '/interesnye-mesta/3',
    title: 'Маяк',
    category: { value: 'landmark', label: 'Достопримечательности' },
    workingHours: { allDay: true },
    location: { lat: 44.89, lon: 37.31 },
    phone: '+7 (861) 000-00-00',
    website: 'https://mayak.example',
  }

  it('a place is a TouristAttraction with hours, geo and contacts', () => {
    const data = placeJsonLd({ ...place, priceFrom: 0 })
    expect(data['@type']).toBe('TouristAttraction')
    expect(data).toMatchObject({
      name: 'Маяк',
      url: `${SITE_URL}/interesnye-mesta/3`,
      telephone: '+7 (861) 000-00-00',
      sameAs: 'https://mayak.example',
      isAccessibleForFree: true,
      openingHoursSpecification: [expect.objectContaining({ opens: '00:00', closes: '23:59' })],
    })
  })

  it('a museum is also a Museum', () => {
    expect(placeJsonLd({ ...place, category: { value: 'museum', label: 'Музеи' } })['@type']).toEqual([
      'TouristAttraction',
      'Museum',
    ])
  })

  it.each([
    ['pharmacy', 'Pharmacy'],
    ['parking', 'ParkingFacility'],
    ['transport', 'CivicStructure'],
    [null, 'CivicStructure'],
  ])('infrastructure %s is a %s', (category, type) => {
    const data = infrastructureJsonLd({ ...place, category: category ? { value: category, label: category } : null })
    expect(data['@type']).toBe(type)
  })

  it('adds their recorded accessibility as amenities, with the W3C terms where they exist', () => {
    const accessibility = { features: [{ key: 'ramp' }, { key: 'audio' }, { key: 'beach_mat' }] }
    for (const data of [placeJsonLd({ ...place, accessibility }), infrastructureJsonLd({ ...place, accessibility })]) {
      // A mat to the water is a beach's feature only: a place's stray key is left out.
      expect(data.amenityFeature).toEqual([
        { '@type': 'LocationFeatureSpecification', name: 'Пандус', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Звуковые подсказки', value: true },
      ])
      expect(data.accessibilityFeature).toEqual(['audioDescription'])
    }
    // Nothing recorded is not a «нет»: no features at all, rather than false ones.
    const blank = placeJsonLd({ ...place, accessibility: { features: [] } })
    expect(blank.amenityFeature).toBeUndefined()
    expect(blank.accessibilityFeature).toBeUndefined()
  })
})

describe('beachJsonLd', () => {
  it('is a Beach with opening hours, amenities and its group', () => {
    const data = beachJsonLd({
      path: '/plyazhi/7',
      title: 'Джемете',
      summary: 'Песчаный пляж.',
      cover: IMG,
      workingHours: { allDay: false, from: '08:00', to: '20:00' },
      location: { lat: 44.93, lon: 37.28 },
      amenities: [{ value: 'showers', label: 'Душ' }],
      group: { id: '2', title: 'Пляжи Джемете' },
    })
    expect(data).toMatchObject({
      '@type': 'Beach',
      name: 'Джемете',
      openingHoursSpecification: [{ dayOfWeek: EVERY_DAY, opens: '08:00', closes: '20:00' }],
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Душ', value: true }],
      containedInPlace: { '@type': 'Place', name: 'Пляжи Джемете', url: `${SITE_URL}/plyazhi/group-2` },
      image: [IMG.url],
      publicAccess: true,
    })
  })

  it('says whether one may swim and whether lifeguards are on duty, only when the desk confirmed it', () => {
    const base = { path: '/plyazhi/7', title: 'Джемете', amenities: [] }
    const banned = beachJsonLd({
      ...base,
      conditions: { bathing: { value: 'banned', label: 'Купание запрещено' }, lifeguards: true },
    })
    expect(banned.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Купание', value: false },
      { '@type': 'LocationFeatureSpecification', name: 'Спасатели на посту', value: true },
    ])
    const unknown = beachJsonLd({
      ...base,
      conditions: { bathing: { value: 'unconfirmed', label: 'Статус не подтверждён' }, lifeguards: null },
    })
    // No features at all: the node leaves out an empty list.
    expect(unknown.amenityFeature).toBeUndefined()
  })

  it('adds its recorded accessibility as amenities, with the W3C terms where they exist', () => {
    const data = beachJsonLd({
      path: '/plyazhi/1',
      title: 'Центральный пляж',
      amenities: [],
      accessibility: { features: [{ key: 'ramp' }, { key: 'tactile' }] },
    })
    expect(data.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Пандус', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Тактильные указатели', value: true },
    ])
    expect(data.accessibilityFeature).toEqual(['tactileObject'])
    expect(
      beachJsonLd({ path: '/plyazhi/1', title: 'Малая бухта', amenities: [] }).accessibilityFeature,
    ).toBeUndefined()
  })
})

describe('tourJsonLd', () => {
  it('is a TouristTrip for the tags’ tourists, from its meeting point, with its price', () => {
    const data = tourJsonLd({
      path: '/ekskursii-i-tury/vinnyj-tur',
      title: 'Винный тур',
      tags: [
        { value: 'tasting', label: 'Дегустации' },
        { value: 'forCouples', label: 'Для двоих' },
      ],
      priceFrom: 3500,
      organizer: 'Анапа Тур',
      phone: '+7 900 000-00-00',
      address: 'ул. Крымская, 99',
    })
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      touristType: ['Дегустации', 'Для двоих'],
      offers: { price: 3500, priceCurrency: 'RUB', url: `${SITE_URL}/ekskursii-i-tury/vinnyj-tur` },
      provider: { '@type': 'Organization', name: 'Анапа Тур', telephone: '+7 900 000-00-00' },
      itinerary: {
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            item: {
              '@type': 'Place',
              name: 'Место сбора',
              address: expect.objectContaining({ streetAddress: 'ул. Крымская, 99' }),
            },
          },
        ],
      },
    })
  })

  it('leaves out what it does not know', () => {
    const data = tourJsonLd({ path: '/ekskursii-i-tury/x', title: 'X', tags: [], priceFrom: null })
    expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'name', 'url'])
  })
})

describe('routeJsonLd', () => {
  it('is a TouristTrip along its track', () => {
    const data = routeJsonLd({
      path: '/peshie-marshruty/3',
      title: 'Высокий берег',
      start: 'Маяк',
      track: [
        { lat: 44.895, lon: 37.31 },
        { lat: 44.89, lon: 37.3 },
      ],
    })
    expect(data).toMatchObject({
      '@type': 'TouristTrip',
      itinerary: { '@type': 'Place', name: 'Маяк', geo: { '@type': 'GeoShape', line: '44.895,37.31 44.89,37.3' } },
    })
  })

  it('gives the walk itself its accessibility: features, surface and gradient as amenities', () => {
    const data = routeJsonLd({
      path: '/peshie-marshruty/3',
      title: 'Набережная',
      track: [],
      accessibility: {
        features: [{ key: 'step_free' }, { key: 'tactile' }],
        surface: { value: 'tiles' },
        gradient: { value: 'flat' },
      },
    })
    expect(data.itinerary).toEqual({
      '@type': 'Place',
      name: 'Набережная',
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Вход без ступенек', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Тактильные указатели', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Покрытие', value: 'Плитка' },
        { '@type': 'LocationFeatureSpecification', name: 'Уклон', value: 'Ровный' },
      ],
      accessibilityFeature: ['tactileObject'],
    })
    // A trip has no amenities in schema.org; a route nobody described has none on its walk either.
    expect(data.amenityFeature).toBeUndefined()
    expect(routeJsonLd({ path: '/peshie-marshruty/3', title: 'Набережная', track: [] }).itinerary).toBeUndefined()
  })
})

describe('articleJsonLd', () => {
  it('is an Article by the portal, modified when it was last updated', () => {
    const data = articleJsonLd({
      path: '/zhurnal-kurorta/stati/vino',
      headline: 'Вина Анапы',
      description: 'Куда поехать на дегустацию.',
      createdAt: '2026-06-01T09:00:00.000Z',
      updatedAt: '2026-06-05T09:00:00.000Z',
      cover: IMG,
      category: { name: 'Виноделие' },
    })
    const portal = { '@type': 'Organization', name: 'Анапа — город-курорт', url: `${SITE_URL}/` }
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Вина Анапы',
      description: 'Куда поехать на дегустацию.',
      url: `${SITE_URL}/zhurnal-kurorta/stati/vino`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}/zhurnal-kurorta/stati/vino` },
      datePublished: '2026-06-01T09:00:00.000Z',
      dateModified: '2026-06-05T09:00:00.000Z',
      image: [IMG.url],
      author: portal,
      publisher: portal,
      articleSection: 'Виноделие',
      inLanguage: 'ru',
    })
  })

  it('was last modified when published, if never since', () => {
    const data = articleJsonLd({
      path: '/zhurnal-kurorta/stati/x',
      headline: 'X',
      createdAt: '2026-06-01T09:00:00.000Z',
    })
    expect(data.dateModified).toBe('2026-06-01T09:00:00.000Z')
  })
})

describe('breadcrumbJsonLd', () => {
  it('starts at Главная, with absolute links, and the current page unlinked', () => {
    expect(breadcrumbJsonLd([{ href: '/plyazhi', label: 'Пляжи' }, { label: 'Джемете' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Пляжи', item: `${SITE_URL}/plyazhi` },
        { '@type': 'ListItem', position: 3, name: 'Джемете' },
      ],
    })
  })
})

describe('websiteJsonLd', () => {
  it('names the site in Russian', () => {
    expect(websiteJsonLd()).toMatchObject({ '@type': 'WebSite', name: 'Анапа — город-курорт', inLanguage: 'ru' })
  })
})
