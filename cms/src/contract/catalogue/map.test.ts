import type { Payload } from 'payload'

import type { BeachCondition, Media } from '@/payload-types'
import { ContractError } from '@/contract/http'
import {
  beachObject,
  eventObject,
  formatDistance,
  loadMapObjects,
  mapKinds,
  placeObject,
  routeObject,
  toPoint,
  toPreview,
  urbanObject,
} from './map'

const media = (over: Partial<Media> = {}): Media => ({
  id: 1,
  alt: 'Пляж',
  url: '/api/media/file/beach.webp',
  width: 1600,
  height: 1000,
  sizes: { card: { url: '/api/media/file/beach-640x400.webp', width: 640, height: 400 } },
  updatedAt: '',
  createdAt: '',
  ...over,
})

describe('GET /v1/map: kind[]', () => {
  it.each([
    ['', ['beach', 'place', 'urban', 'event', 'route']],
    ['kind[]=route&kind[]=beach', ['beach', 'route']],
    ['kind=event', ['event']],
  ])('%j gives %j', (query, kinds) => {
    expect(mapKinds(new URLSearchParams(query))).toEqual(kinds)
  })

  it('refuses an unknown kind with a 400', () => {
    expect(() => mapKinds(new URLSearchParams('kind[]=camera'))).toThrow(ContractError)
  })
})

describe('map objects', () => {
  it.each([
    [
      { lat: 44.9, lon: 37.3 },
      { lat: 44.9, lon: 37.3 },
    ],
    [
      { lat: 0, lon: 0 },
      { lat: 0, lon: 0 },
    ],
    [{ lat: 44.9, lon: null }, null],
    [{ lat: 91, lon: 37 }, null],
    [{ lat: Number.NaN, lon: 37 }, null],
    [null, null],
  ])('toPoint(%j) = %j', (input, point) => expect(toPoint(input)).toEqual(point))

  it('prefers the card rendition for the preview and makes it absolute', () => {
    expect(toPreview(media())).toEqual({
      url: expect.stringMatching(/^https?:\/\/.+\/api\/media\/file\/beach-640x400\.webp$/),
      width: 640,
      height: 400,
      alt: 'Пляж',
    })
    expect(toPreview(media({ sizes: {} }))).toMatchObject({ width: 1600, height: 1000 })
    expect(toPreview(3)).toBeNull()
    expect(toPreview(null)).toBeNull()
  })

  it('gives each kind its subtitle and detail key', () => {
    const location = { lat: 44.93, lon: 37.28 }
    const banned: BeachCondition = {
      id: 70,
      beach: 7,
      bathing: 'banned',
      flag: 'red',
      reasons: ['storm'],
      source: 'mchs',
      verifiedAt: new Date(Date.now() - 3_600_000).toISOString(),
      change: 1,
      updatedAt: '',
      createdAt: '',
    }
    expect(
      beachObject({ id: 7, title: 'Джемете', conditions: { docs: [banned] }, location, previewPicture: null }),
    ).toEqual({
      kind: 'beach',
      id: 7,
      slug: null,
      title: 'Джемете',
      subtitle: 'Купание запрещено',
      bathing: 'banned',
      flag: 'red',
      point: location,
      image: null,
      accessibility: { features: [], note: null, accessible: false },
    })
    // No word from the desk: the marker says so and shows no flag.
    expect(beachObject({ id: 8, title: 'Витязево', location, previewPicture: null })).toMatchObject({
      subtitle: 'Статус не подтверждён',
      bathing: 'unconfirmed',
      flag: null,
    })
    expect(placeObject({ id: 2, title: 'Маяк', category: 'landmark', location })).toMatchObject({
      kind: 'place',
      slug: null,
      subtitle: 'Достопримечательности',
    })
    expect(urbanObject({ id: 3, title: 'Аптека', slug: 'apteka', category: 'pharmacy', location })).toMatchObject({
      kind: 'urban',
      slug: 'apteka',
      subtitle: 'Аптеки',
    })
    expect(
      eventObject({ id: 4, title: 'Концерт', slug: 'koncert', startsAt: '2026-07-12T16:00:00.000Z', location }),
    ).toMatchObject({ kind: 'event', slug: 'koncert', subtitle: '12.07.2026, 19:00' })
  })

  it('leaves out objects without a point', () => {
    expect(placeObject({ id: 2, title: 'Без координат', category: 'museum', location: { lat: null, lon: null } })).toBe(
      null,
    )
  })

  it('starts a route at its first track point and keeps the track', () => {
    const track = [
      { id: 'a', lat: 44.89, lon: 37.31 },
      { id: 'b', lat: 44.9, lon: 37.32 },
    ]
    expect(
      routeObject({
        id: 5,
        title: 'Высокий берег',
        difficulty: 'easy',
        distanceMeters: 3200,
        track,
        previewPicture: null,
      }),
    ).toEqual({
      kind: 'route',
      id: 5,
      slug: null,
      title: 'Высокий берег',
      subtitle: 'Лёгкий маршрут, 3,2 км',
      point: { lat: 44.89, lon: 37.31 },
      track: [
        { lat: 44.89, lon: 37.31 },
        { lat: 44.9, lon: 37.32 },
      ],
      image: null,
      accessibility: { features: [], surface: null, gradient: null, note: null, accessible: false },
    })
    expect(routeObject({ id: 6, title: 'Пустой', difficulty: null, distanceMeters: 1, track: [] })).toBeNull()
  })

  it.each([
    [800, '800 м'],
    [1000, '1 км'],
    [3250, '3,3 км'],
    [0, null],
  ])('formatDistance(%j) = %j', (meters, text) => expect(formatDistance(meters)).toBe(text))
})

describe('map objects: «Доступная среда»', () => {
  it('carries each kind’s accessibility', () => {
    const location = { lat: 44.9, lon: 37.3 }
    expect(
      placeObject({
        id: 2,
        title: 'Горгиппия',
        category: 'museum',
        location,
        accessibility: { features: ['ramp'], note: 'Пандус у входа', accessible: true },
      })?.accessibility,
    ).toEqual({ features: ['ramp'], note: 'Пандус у входа', accessible: true })
    expect(
      urbanObject({ id: 3, title: 'Аптека', slug: 'apteka', category: 'pharmacy', location, accessibility: {} })
        ?.accessibility,
    ).toEqual({ features: [], note: null, accessible: false })
  })
})

describe('loadMapObjects', () => {
  it('with accessibleOnly asks for accessible objects only and leaves events out', async () => {
    const calls: Record<string, unknown>[] = []
    const payload = {
      find: jest.fn(async (args: Record<string, unknown>) => {
        calls.push(args)
        return { docs: [] }
      }),
    } as unknown as Payload
    await loadMapObjects(payload, ['beach', 'place', 'urban', 'event', 'route'], new Date(), { accessibleOnly: true })
    expect(calls.map((c) => c.collection)).toEqual(['beaches', 'places', 'infrastructure-objects', 'walking-routes'])
    for (const call of calls) {
      expect(JSON.stringify(call.where)).toContain('"accessibility.accessible":{"equals":true}')
      expect(call.select).toMatchObject({ accessibility: true })
    }
  })

  it('asks only the requested collections, with select, and upcoming events only', async () => {
    const calls: Record<string, unknown>[] = []
    const payload = {
      find: jest.fn(async (args: Record<string, unknown>) => {
        calls.push(args)
        if (args.collection === 'events') {
          return {
            docs: [
              {
                id: 4,
                title: 'Концерт',
                slug: 'koncert',
                startsAt: '2026-07-12T16:00:00.000Z',
                location: { lat: 44.9, lon: 37.3 },
              },
            ],
          }
        }
        return { docs: [{ id: 7, title: 'Джемете', conditions: { docs: [] }, location: { lat: 44.93, lon: 37.28 } }] }
      }),
    } as unknown as Payload
    const now = new Date('2026-07-12T10:00:00Z')
    const objects = await loadMapObjects(payload, ['beach', 'event'], now)

    expect(objects.map((o) => `${o.kind}:${o.id}`)).toEqual(['beach:7', 'event:4'])
    expect(calls.map((c) => c.collection)).toEqual(['beaches', 'events'])
    for (const call of calls) {
      expect(call).toMatchObject({ pagination: false, overrideAccess: false })
      expect(call.select).toBeDefined()
      expect(JSON.stringify(call.where)).toContain('"_status":{"equals":"published"}')
    }
    expect(JSON.stringify(calls[1]!.where)).toContain(`"finishesAt":{"greater_than_equal":"${now.toISOString()}"}`)
  })
})
