import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

/**
 * public/sw.js itself, run in a sandbox whose only fakes are the browser's edges: the network
 * (fetch), Cache Storage, the window clients and the notification API. The e2e suite proves the
 * same worker in Chromium (registration, the offline page with the network cut).
 */
const SOURCE = readFileSync(path.resolve(__dirname, '../../public/sw.js'), 'utf8')
const ORIGIN = 'https://anapa.example'

type Handler = (event: Record<string, unknown>) => void
type Answer = { status?: number; body?: string; headers?: Record<string, string> } | 'offline'

const keyOf = (request: Request | string) => (typeof request === 'string' ? new URL(request, ORIGIN).href : request.url)

class FakeCache {
  entries = new Map<string, Response>()
  constructor(private readonly network: (request: Request) => Promise<Response>) {}
  async match(request: Request | string) {
    return this.entries.get(keyOf(request))?.clone()
  }
  async put(request: Request | string, response: Response) {
    this.entries.delete(keyOf(request))
    this.entries.set(keyOf(request), response)
  }
  async delete(request: Request | string) {
    return this.entries.delete(keyOf(request))
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async add(request: Request) {
    await this.put(request, await this.network(request))
  }
}

function loadWorker(routes: Record<string, Answer> = {}) {
  const handlers = new Map<string, Handler>()
  const network: string[] = []
  const fetchImpl = async (input: Request | string) => {
    const request = typeof input === 'string' ? new Request(new URL(input, ORIGIN)) : input
    const url = new URL(request.url)
    network.push(url.pathname + url.search)
    const answer = routes[url.pathname + url.search] ?? routes[url.pathname] ?? { status: 404 }
    if (answer === 'offline') throw new TypeError('Failed to fetch')
    const response = new Response(answer.body ?? `page ${url.pathname}`, {
      status: answer.status ?? 200,
      headers: answer.headers ?? { 'cache-control': 's-maxage=300, stale-while-revalidate' },
    })
    // What a same-origin answer is in a browser.
    Object.defineProperty(response, 'type', { value: 'basic' })
    return response
  }
  const stores = new Map<string, FakeCache>()
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache(fetchImpl))
      return stores.get(name)!
    },
    match: async (request: Request | string, { cacheName }: { cacheName: string }) =>
      stores.get(cacheName)?.match(request),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  }
  const shown: { title: string; options: Record<string, unknown> }[] = []
  const opened: string[] = []
  const windows: { url: string; focus: jest.Mock; navigate: jest.Mock; postMessage: jest.Mock }[] = []
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => {},
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      claim: async () => {},
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  }
  // A worker's Request resolves a relative URL against its own location, Node's does not.
  class WorkerRequest extends Request {
    constructor(input: string | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init)
    }
  }
  vm.runInNewContext(SOURCE, {
    self,
    caches,
    fetch: fetchImpl,
    URL,
    Request: WorkerRequest,
    Response,
    Promise,
    console,
  })

  async function dispatch(type: string, init: Record<string, unknown>) {
    const pending: Promise<unknown>[] = []
    let response: Promise<Response> | undefined
    const event = {
      ...init,
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      respondWith: (p: Promise<Response>) => void (response = p),
    }
    handlers.get(type)!(event)
    const answered = response ? await response.catch((error: Error) => error) : undefined
    // waitUntil may be called while the answer is prepared: wait for all of it.
    for (let i = 0; i < pending.length; i += 1) await pending[i]
    return answered
  }
  // Scripts cannot make a navigation request; the browser hands the worker one like this.
  const navigate = (pathname: string) => {
    const request = new Request(`${ORIGIN}${pathname}`)
    Object.defineProperty(request, 'mode', { value: 'navigate' })
    return dispatch('fetch', { request })
  }
  const get = (pathname: string) => dispatch('fetch', { request: new Request(`${ORIGIN}${pathname}`) })
  const pageKeys = () =>
    [...(stores.get('anapa-pages-v1')?.entries.keys() ?? [])].map((url) => new URL(url).pathname + new URL(url).search)

  return { dispatch, navigate, get, routes, network, stores, pageKeys, shown, opened, windows }
}

const OFFLINE = { body: '<h1>Нет соединения с интернетом</h1>' }

async function installed(routes: Record<string, Answer>) {
  const worker = loadWorker({ '/offline.html': OFFLINE, ...routes })
  await worker.dispatch('install', {})
  await worker.dispatch('activate', {})
  return worker
}

describe('public/sw.js: offline reading', () => {
  it('keeps an opened journal page and serves it when the network is gone', async () => {
    const worker = await installed({ '/zhurnal-kurorta/novosti/shtorm': { body: 'Статья про шторм' } })
    const online = (await worker.navigate('/zhurnal-kurorta/novosti/shtorm')) as Response
    expect(await online.text()).toBe('Статья про шторм')
    worker.routes['/zhurnal-kurorta/novosti/shtorm'] = 'offline'
    const offline = (await worker.navigate('/zhurnal-kurorta/novosti/shtorm')) as Response
    expect(await offline.text()).toBe('Статья про шторм')
  })

  it.each(['/plyazhi/12', '/plyazhi', '/peshie-marshruty/3', '/zhurnal-kurorta'])('keeps %s', async (page) => {
    const worker = await installed({ [page]: {} })
    await worker.navigate(page)
    expect(worker.pageKeys()).toEqual([page])
  })

  it('a failed navigation anywhere else gets the Russian offline page', async () => {
    const worker = await installed({ '/afisha': 'offline' })
    const answer = (await worker.navigate('/afisha')) as Response
    expect(await answer.text()).toContain('Нет соединения с интернетом')
  })

  it.each([
    ['a cabinet page', '/my-transport', {}],
    ['a private answer', '/zhurnal-kurorta/x/y', { headers: { 'cache-control': 'private, no-store' } }],
    ['a no-store answer', '/plyazhi/1', { headers: { 'cache-control': 'no-store' } }],
    ['a 404', '/plyazhi/999', { status: 404 }],
    ['a 500', '/plyazhi/2', { status: 500 }],
  ] as const)('never keeps %s', async (_name, page, answer) => {
    const worker = await installed({ [page]: answer })
    await worker.navigate(page)
    expect(worker.pageKeys()).toEqual([])
    worker.routes[page] = 'offline'
    expect(await ((await worker.navigate(page)) as Response).text()).toContain('Нет соединения с интернетом')
  })

  it('leaves /api and other origins alone (no answer from the worker at all)', async () => {
    const worker = await installed({})
    expect(await worker.get('/api/graphql?query=%7Bme%7D')).toBeUndefined()
    expect(
      await worker.dispatch('fetch', { request: new Request('https://tile.openstreetmap.org/1/1/1.png') }),
    ).toBeUndefined()
    expect(
      await worker.dispatch('fetch', { request: new Request(`${ORIGIN}/api/graphql`, { method: 'POST', body: '{}' }) }),
    ).toBeUndefined()
  })

  it('keeps at most 40 pages, dropping the oldest', async () => {
    const routes = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`/plyazhi/${i}`, {}]))
    const worker = await installed(routes)
    for (let i = 0; i < 45; i += 1) await worker.navigate(`/plyazhi/${i}`)
    expect(worker.pageKeys()).toHaveLength(40)
    expect(worker.pageKeys()[0]).toBe('/plyazhi/5')
    expect(worker.pageKeys().at(-1)).toBe('/plyazhi/44')
  })

  it('serves built files from the cache once fetched, pictures network-first with the cached copy offline', async () => {
    const worker = await installed({
      '/_next/static/chunks/app.js': { body: 'js' },
      '/media/beach.webp': { body: 'img' },
    })
    await worker.get('/_next/static/chunks/app.js')
    await worker.get('/media/beach.webp')
    worker.routes['/_next/static/chunks/app.js'] = 'offline'
    worker.routes['/media/beach.webp'] = 'offline'
    const calls = worker.network.length
    expect(await ((await worker.get('/_next/static/chunks/app.js')) as Response).text()).toBe('js')
    expect(worker.network.length).toBe(calls)
    expect(await ((await worker.get('/media/beach.webp')) as Response).text()).toBe('img')
  })

  it('drops the caches of an older version on activate', async () => {
    const worker = loadWorker({ '/offline.html': OFFLINE })
    const old = worker.stores
    old.set('anapa-pages-v0', new FakeCache(async () => new Response('')))
    await worker.dispatch('install', {})
    await worker.dispatch('activate', {})
    expect([...old.keys()].sort()).toEqual(['anapa-static-v1'])
  })
})

describe('public/sw.js: push messages', () => {
  it('shows the pushed notification and tells open tabs', async () => {
    const worker = await installed({})
    const tab = { url: `${ORIGIN}/plyazhi`, focus: jest.fn(), navigate: jest.fn(), postMessage: jest.fn() }
    worker.windows.push(tab)
    const payload = {
      id: '41',
      title: 'Штормовое предупреждение',
      body: 'Купание запрещено',
      topic: 'stormAlert',
      url: '/?uvedomlenie=41',
    }
    await worker.dispatch('push', { data: { json: () => payload } })
    expect(worker.shown).toEqual([
      {
        title: 'Штормовое предупреждение',
        options: expect.objectContaining({
          body: 'Купание запрещено',
          tag: 'notification-41',
          lang: 'ru',
          requireInteraction: true,
          data: { url: '/?uvedomlenie=41' },
        }),
      },
    ])
    expect(tab.postMessage).toHaveBeenCalledWith({ type: 'notification', id: '41' })
  })

  it('a click focuses an open tab of the site and takes it to the notification', async () => {
    const worker = await installed({})
    const tab = { url: `${ORIGIN}/plyazhi`, focus: jest.fn(), navigate: jest.fn(), postMessage: jest.fn() }
    // focus() answers the same window client, focused.
    tab.focus.mockImplementation(async () => tab)
    worker.windows.push(tab)
    const notification = { close: jest.fn(), data: { url: '/?uvedomlenie=41' } }
    await worker.dispatch('notificationclick', { notification })
    expect(notification.close).toHaveBeenCalled()
    expect(tab.focus).toHaveBeenCalled()
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/?uvedomlenie=41`)
  })

  it.each([
    ['a site path', '/?uvedomlenie=7', `${ORIGIN}/?uvedomlenie=7`],
    ['another site', 'https://evil.example/', `${ORIGIN}/`],
    ['a protocol-relative address', '//evil.example/x', `${ORIGIN}/`],
    ['nothing', undefined, `${ORIGIN}/`],
  ])('with no tab open, a click opens %s as %s', async (_name, url, expected) => {
    const worker = await installed({})
    await worker.dispatch('notificationclick', { notification: { close: jest.fn(), data: { url } } })
    expect(worker.opened).toEqual([expected])
  })
})
