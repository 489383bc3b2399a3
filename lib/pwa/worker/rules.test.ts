import { keptAs, pageOfData, storable } from './rules'

const ORIGIN = 'https://anapa.example'
const request = (path: string, mode: RequestMode = 'cors', method = 'GET') => ({
  url: new URL(path, ORIGIN),
  method,
  mode,
})

describe('keptAs: what the service worker keeps a copy of', () => {
  it.each([
    '/',
    '/afisha',
    '/afisha/koncert',
    '/ekskursii-i-tury/morskaya',
    '/plyazhi/12',
    '/interesnye-mesta/3',
    '/peshie-marshruty/5',
    '/infrastruktura/apteka',
    '/onlayn-kamery',
    '/zhurnal-kurorta/novosti/shtorm',
    '/karta',
    '/poisk?q=пляж',
    '/opoveshcheniya/storm-1',
  ])('a page of every public section: %s', (path) => {
    expect(keptAs(request(path, 'navigate'), ORIGIN)).toBe('page')
  })

  it.each([
    '/upravleniye-profilem',
    '/my-transport',
    '/rezident-applications',
    '/izbrannoe',
    '/pokupki',
    '/pokupki/41',
    '/moi-obrashcheniya/novoe-obrashchenie',
  ])('never a cabinet page: %s', (path) => {
    expect(keptAs(request(path, 'navigate'), ORIGIN)).toBeNull()
  })

  it('keeps a public page’s data for a navigation inside the site, never a cabinet page’s', () => {
    expect(keptAs(request('/_next/data/b1/plyazhi/12.json?id=12'), ORIGIN)).toBe('page-data')
    expect(keptAs(request('/_next/data/b1/index.json'), ORIGIN)).toBe('page-data')
    expect(keptAs(request('/_next/data/b1/pokupki.json'), ORIGIN)).toBeNull()
    expect(keptAs(request('/_next/data/b1/moi-obrashcheniya/7.json?appeal=7'), ORIGIN)).toBeNull()
  })

  it('keeps the official alerts the banner reads, not the other CAP documents', () => {
    expect(keptAs(request('/cap/alerts.json'), ORIGIN)).toBe('alerts')
    expect(keptAs(request('/cap/alerts.atom'), ORIGIN)).toBeNull()
  })

  it('keeps built files and pictures', () => {
    expect(keptAs(request('/_next/static/chunks/pages/_app-abc.js'), ORIGIN)).toBe('built')
    expect(keptAs(request('/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75'), ORIGIN)).toBe('picture')
    expect(keptAs(request('/media/beach.webp'), ORIGIN)).toBe('picture')
    expect(keptAs(request('/icons.svg'), ORIGIN)).toBe('picture')
  })

  it('leaves the gateway, other origins and anything but GET to the network', () => {
    expect(keptAs(request('/api/graphql?query=%7Bme%7D'), ORIGIN)).toBeNull()
    expect(keptAs(request('/api/graphql', 'cors', 'POST'), ORIGIN)).toBeNull()
    expect(keptAs(request('/afisha', 'navigate', 'POST'), ORIGIN)).toBeNull()
    expect(keptAs(request('https://tile.openstreetmap.org/1/1/1.png'), ORIGIN)).toBeNull()
    expect(keptAs(request('/sw.js'), ORIGIN)).toBeNull()
  })

  it('never keeps the health endpoints, even opened as a page', () => {
    for (const path of ['/healthz', '/readyz']) {
      expect(keptAs(request(path), ORIGIN)).toBeNull()
      expect(keptAs(request(path, 'navigate'), ORIGIN)).toBeNull()
    }
  })
})

describe('pageOfData', () => {
  it('maps a data URL to its page', () => {
    expect(pageOfData('/_next/data/b1/index.json')).toBe('/')
    expect(pageOfData('/_next/data/b1/afisha/spisok/vse/2.json')).toBe('/afisha/spisok/vse/2')
    expect(pageOfData('/afisha')).toBeNull()
  })
})

describe('storable: only answers every visitor may get', () => {
  const answer = (init: ResponseInit, type: ResponseType = 'basic') => {
    const response = new Response('x', init)
    Object.defineProperty(response, 'type', { value: type })
    return response
  }

  it('keeps a public 200', () => {
    expect(storable(answer({ headers: { 'cache-control': 's-maxage=60, stale-while-revalidate' } }))).toBe(true)
    expect(storable(answer({}))).toBe(true)
  })

  it.each([
    ['private', { headers: { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' } }],
    ['no-store', { headers: { 'cache-control': 'no-store' } }],
    ['a 404', { status: 404 }],
    ['a 500', { status: 500 }],
  ] as const)('never %s', (_name, init) => {
    expect(storable(answer(init))).toBe(false)
  })

  it('never a redirect or another origin’s answer', () => {
    expect(storable(answer({}, 'opaqueredirect'))).toBe(false)
    expect(storable(answer({}, 'cors'))).toBe(false)
  })
})
