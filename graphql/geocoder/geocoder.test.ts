import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { describePoint, nearestPlace } from './describePoint'
import { geocoderFrom, nominatimGeocoder, yandexGeocoder } from './geocoder'

/**
 * Both providers against a local stand-in of their HTTP APIs (nothing here reaches the internet):
 * what each sends and how its answer becomes one address line.
 */
let server: Server
let origin = ''
let answer: (request: IncomingMessage) => { status: number; body: unknown } = () => ({ status: 404, body: null })
const requested: URL[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(new URL(request.url!, origin))
    const { status, body } = answer(request)
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  requested.length = 0
})

const POINT = { lat: 44.89681, lon: 37.31146 }

describe('Nominatim', () => {
  it('asks /reverse in Russian and answers the road and house number', async () => {
    answer = () => ({
      status: 200,
      body: { address: { road: 'Пионерский проспект', house_number: '14' }, display_name: 'ignored' },
    })
    expect(await nominatimGeocoder(origin).reverse(POINT)).toBe('Пионерский проспект, 14')
    expect(requested[0]!.pathname).toBe('/reverse')
    expect(Object.fromEntries(requested[0]!.searchParams)).toMatchObject({
      format: 'jsonv2',
      lat: '44.89681',
      lon: '37.31146',
      'accept-language': 'ru',
    })
  })

  it('falls back to the first parts of display_name, and answers null on a failure', async () => {
    answer = () => ({ status: 200, body: { address: {}, display_name: 'Набережная, Анапа, Краснодарский край' } })
    expect(await nominatimGeocoder(origin).reverse(POINT)).toBe('Набережная, Анапа')
    answer = () => ({ status: 500, body: { error: 'down' } })
    expect(await nominatimGeocoder(origin).reverse(POINT)).toBeNull()
    expect(await nominatimGeocoder('http://127.0.0.1:1').reverse(POINT)).toBeNull()
  })
})

describe('Яндекс Геокодер', () => {
  it('asks for lon,lat with the key and answers the first GeoObject name', async () => {
    answer = () => ({
      status: 200,
      body: { response: { GeoObjectCollection: { featureMember: [{ GeoObject: { name: 'улица Горького, 5' } }] } } },
    })
    expect(await yandexGeocoder(`${origin}/1.x/`, 'key-1').reverse(POINT)).toBe('улица Горького, 5')
    expect(Object.fromEntries(requested[0]!.searchParams)).toMatchObject({
      apikey: 'key-1',
      geocode: '37.31146,44.89681',
      lang: 'ru_RU',
    })
  })

  it('answers null when it found nothing', async () => {
    answer = () => ({ status: 200, body: { response: { GeoObjectCollection: { featureMember: [] } } } })
    expect(await yandexGeocoder(origin, 'key-1').reverse(POINT)).toBeNull()
  })
})

describe('describePoint', () => {
  const places = [
    { title: 'Центральный пляж', point: { lat: 44.8979, lon: 37.3109 } },
    { title: 'Маяк', point: { lat: 44.9, lon: 37.35 } },
  ]

  // 0.00109° north (121 m) and 0.00056° east (44 m at this latitude): 129 m.
  it('names the nearest object within a kilometre, with the distance, and the address when known', async () => {
    answer = () => ({ status: 200, body: { address: { road: 'Пионерский проспект', house_number: '14' } } })
    const geocoder = geocoderFrom({ provider: 'nominatim', url: origin, apiKey: null })
    const description = await describePoint(POINT, places, geocoder)
    expect(description.nearest).toEqual({ title: 'Центральный пляж', distanceMeters: 129 })
    expect(description.text).toBe('Пионерский проспект, 14 · рядом: Центральный пляж, 129\u00a0м')
  })

  it('works without a geocoder, and says nothing of an object farther than a kilometre', async () => {
    expect((await describePoint(POINT, places, null)).text).toBe('рядом: Центральный пляж, 129\u00a0м')
    expect(nearestPlace({ lat: 45.1, lon: 37.0 }, places)).toBeNull()
    expect(await describePoint({ lat: 45.1, lon: 37.0 }, places, null)).toEqual({
      nearest: null,
      address: null,
      text: null,
    })
  })
})
