import type { Beach, Camera, Magazine, Tour, WalkingRoute } from '@/payload-types'
import { beachHours, describeDocument, INDEXED_COLLECTIONS } from './entities'
import { formatDistance, formatDuration } from './format'

const NBSP = '\u00a0'

const base = { updatedAt: '2026-11-22T00:00:00.000Z', createdAt: '2026-11-22T00:00:00.000Z', _status: 'published' }

describe('beach data: working hours (docs/spec.md#3-entities-and-their-fields, #9-business-constants-and-limits)', () => {
  it.each([
    ['round the clock', { allDay: true, from: null, to: null }, ['00:00', '24:00', true]],
    ['round the clock wins over times', { allDay: true, from: '08:00', to: '20:00' }, ['00:00', '24:00', true]],
    ['from and to', { allDay: false, from: '08:00', to: '20:00' }, ['08:00', '20:00', false]],
    ['not given', { allDay: false, from: null, to: null }, [null, null, false]],
    ['no group at all', undefined, [null, null, false]],
  ] as const)('%s', (_case, hours, [from, to, allDay]) => {
    expect(beachHours(hours as Beach['workingHours'])).toEqual({
      working_hours_from: from,
      working_hours_to: to,
      all_day: allDay,
    })
  })
})

describe('route data: formatted distance and duration', () => {
  it.each([
    [850, `850${NBSP}м`],
    [3200, `3,2${NBSP}км`],
    [3249, `3,2${NBSP}км`],
    [1950, `2${NBSP}км`],
    [12_500, `12,5${NBSP}км`],
    [123_456, `123${NBSP}км`],
    [null, null],
  ])('%s m → %s', (metres, expected) => {
    expect(formatDistance(metres)).toBe(expected)
  })

  it.each([
    [45, `45${NBSP}мин`],
    [60, `1${NBSP}ч`],
    [90, `1${NBSP}ч 30${NBSP}мин`],
    [70, `1${NBSP}ч 10${NBSP}мин`],
    [1500, `1${NBSP}дн 1${NBSP}ч`],
    [-5, null],
  ])('%s min → %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected)
  })
})

describe('describeDocument', () => {
  it('indexes every collection of the Search result (docs/spec.md#3-entities-and-their-fields)', () => {
    expect(INDEXED_COLLECTIONS.sort()).toEqual(
      [
        'beaches',
        'cameras',
        'events',
        'infrastructure-objects',
        'magazines',
        'places',
        'tours',
        'walking-routes',
      ].sort(),
    )
  })

  it('a beach: addressed by id, hours in data, kind, surface and amenities as labels', () => {
    const beach = {
      ...base,
      id: 7,
      title: 'Пляж Джемете',
      surface: 'sand',
      amenities: ['showers', 'lifeguards'],
      summary: 'Дюны и мелкое море.',
      address: 'Пионерский проспект',
      previewPicture: { id: 31 },
      workingHours: { allDay: false, from: '08:00', to: '20:00' },
      location: { lat: 44.94, lon: 37.27 },
    } as unknown as Beach
    expect(describeDocument('beaches', beach)).toEqual({
      entity: 'beach',
      refId: 7,
      slug: '7',
      title: 'Пляж Джемете',
      image: 31,
      data: { working_hours_from: '08:00', working_hours_to: '20:00', all_day: false },
      lat: 44.94,
      lon: 37.27,
      labels: 'пляж песок душ спасатели',
      text: 'дюны и мелкое море пионерский проспект',
    })
  })

  it('a route: placed at its start, distance and duration formatted', () => {
    const route = {
      ...base,
      id: 3,
      title: 'Вдоль Высокого берега',
      distanceMeters: 3200,
      durationMinutes: 70,
      difficulty: 'easy',
      previewPicture: null,
      track: [
        { lat: 44.89, lon: 37.31 },
        { lat: 44.9, lon: 37.3 },
      ],
    } as unknown as WalkingRoute
    expect(describeDocument('walking-routes', route)).toMatchObject({
      entity: 'route',
      slug: '3',
      image: null,
      data: { route_distance_format: `3,2${NBSP}км`, duration_format: `1${NBSP}ч 10${NBSP}мин` },
      lat: 44.89,
      lon: 37.31,
      labels: 'пеший маршрут легкий',
      text: '',
    })
  })

  it('a journal entry: the slug carries the type, for /zhurnal-kurorta/{type}/{slug}', () => {
    const article = {
      ...base,
      id: 12,
      name: 'Лучшие пляжи Анапы',
      slug: 'luchshie-plyazhi',
      type: 'podborki',
      category: 1,
      description: 'Куда пойти с детьми.',
      previewPicture: 5,
      location: {},
    } as unknown as Magazine
    expect(describeDocument('magazines', article)).toMatchObject({
      entity: 'magazine',
      refId: 12,
      slug: 'podborki/luchshie-plyazhi',
      title: 'Лучшие пляжи Анапы',
      image: 5,
      data: {},
      lat: null,
      lon: null,
      labels: 'журнал подборка',
      text: 'куда пойти с детьми',
    })
  })

  it('a camera: the poster is its image', () => {
    const camera = { ...base, id: 4, title: 'Набережная', poster: 9, location: null } as unknown as Camera
    expect(describeDocument('cameras', camera)).toMatchObject({ entity: 'camera', slug: '4', image: 9, data: {} })
  })

  it('an excursion is a clickpass product, found by its kind and tags', () => {
    const tour = {
      ...base,
      id: 2,
      title: 'Морская прогулка в Утриш',
      slug: 'morskaya-progulka',
      kind: 'excursion',
      tags: ['onTheWater', 'forWholeFamily'],
      organizer: 'Катер «Ласточка»',
    } as unknown as Tour
    expect(describeDocument('tours', tour)).toMatchObject({
      entity: 'clickpass-products',
      slug: 'morskaya-progulka',
      labels: 'экскурсия на воде для всей семьи',
      text: 'катер ласточка',
    })
  })
})
