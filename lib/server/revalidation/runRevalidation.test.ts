import { CityApi } from '@/graphql/datasources/CityApi'
import { countLists, planChange, revalidateLogged, withRetries } from './runRevalidation'
import type { SiteChange } from './sitePaths'

/** The city REST API faked: every list answers `meta.count` from the table by its query. */
function fakeApi(countByQuery: Record<string, number>, asked: string[] = []) {
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    url.searchParams.delete('page')
    url.searchParams.delete('per_page')
    const key = `${url.pathname}?${url.searchParams.toString()}`.replace(/\?$/, '')
    asked.push(key)
    const count = countByQuery[key]
    if (count === undefined) return Response.json({ data: { message: 'Неизвестный фильтр' } }, { status: 400 })
    return Response.json({ data: [], meta: { count } })
  }) as typeof fetch
  return new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
}

describe('planChange: the paths come from the lists as the REST API counts them now', () => {
  it('pages a tour list and its tags by their own lengths, plus one page', async () => {
    const asked: string[] = []
    const api = fakeApi({ '/v1/tours': 13, '/v1/tours?tag%5B%5D=cruise': 2 }, asked)
    const change: SiteChange = {
      collection: 'tours',
      previous: null,
      current: { key: 'morskaya-progulka', published: true, filterValues: ['cruise'] },
    }
    const paths = await planChange(change, api, () => {})
    expect(asked.sort()).toEqual(['/v1/tours', '/v1/tours?tag%5B%5D=cruise'])
    expect(paths.filter((p) => p.startsWith('/ekskursii-i-tury?'))).toEqual([
      '/ekskursii-i-tury?page=2',
      '/ekskursii-i-tury?page=3',
      '/ekskursii-i-tury?tag=cruise',
      '/ekskursii-i-tury?tag=cruise&page=2',
    ])
  })

  it('counts a journal category through the journal list, and an uncountable list as empty with a log line', async () => {
    const lines: string[] = []
    const api = fakeApi({ '/v1/magazines?direction=asc&orderBy=sort': 10 })
    const counts = await countLists(
      api,
      [
        { collection: 'magazines', base: '/zhurnal-kurorta', filter: null },
        { collection: 'magazines', base: '/zhurnal-kurorta', filter: 'nope' },
      ],
      (line) => lines.push(line),
    )
    expect(counts).toEqual(new Map([['/zhurnal-kurorta', 10]]))
    expect(lines).toEqual([expect.stringMatching(/^revalidate: could not count \/zhurnal-kurorta\?category=nope/)])
  })

  it('counts the «Доступная среда» lists with accessible=true, beside a category or as the one filter', async () => {
    const asked: string[] = []
    const api = fakeApi(
      {
        '/v1/places': 30,
        '/v1/places?category%5B%5D=museum': 5,
        '/v1/places?accessible=true': 13,
        '/v1/places?category%5B%5D=museum&accessible=true': 2,
        '/v1/routes': 7,
        '/v1/routes?accessible=true': 3,
      },
      asked,
    )
    const place: SiteChange = {
      collection: 'places',
      previous: null,
      current: { key: '12', published: true, filterValues: ['museum'] },
    }
    const paths = await planChange(place, api, () => {})
    expect(asked.sort()).toEqual([
      '/v1/places',
      '/v1/places?accessible=true',
      '/v1/places?category%5B%5D=museum',
      '/v1/places?category%5B%5D=museum&accessible=true',
    ])
    expect(paths.filter((p) => p.startsWith('/interesnye-mesta?sreda='))).toEqual([
      '/interesnye-mesta?sreda=dostupnaya',
      '/interesnye-mesta?sreda=dostupnaya&page=2',
      '/interesnye-mesta?sreda=dostupnaya&page=3',
    ])
    const counts = await countLists(
      api,
      [
        { collection: 'walking-routes', base: '/peshie-marshruty', filter: null },
        { collection: 'walking-routes', base: '/peshie-marshruty', filter: 'dostupnaya' },
      ],
      () => {},
    )
    expect(counts).toEqual(
      new Map([
        ['/peshie-marshruty', 7],
        ['/peshie-marshruty?sreda=dostupnaya', 3],
      ]),
    )
  })
})

describe('revalidateLogged: after the answer, with retries and one log line per path', () => {
  it('retries a failing render and logs each path with its outcome', async () => {
    const attempts = new Map<string, number>()
    const lines: string[] = []
    const results = await revalidateLogged(['/plyazhi?page=2', '/sitemap.xml', '/karta'], {
      revalidate: async (isrPath) => {
        const n = (attempts.get(isrPath) ?? 0) + 1
        attempts.set(isrPath, n)
        if (isrPath === '/plyazhi/spisok/vse/2' && n < 3) throw new Error('CMS busy')
        if (isrPath === '/karta') throw new Error('Page not found')
      },
      log: (line) => lines.push(line),
      retries: { attempts: 3, backoffMs: 1 },
    })
    expect(attempts).toEqual(
      new Map([
        ['/plyazhi/spisok/vse/2', 3],
        ['/karta', 3],
      ]),
    )
    expect(results.map((r) => r.revalidated)).toEqual([true, false, false])
    expect(lines).toEqual([
      'revalidate /plyazhi?page=2 → /plyazhi/spisok/vse/2: ok',
      expect.stringMatching(/^revalidate \/sitemap\.xml → \/sitemap\.xml: skipped \(not an ISR page/),
      'revalidate /karta → /karta: failed: Page not found',
    ])
  })

  it('waits longer before each retry (backoff)', async () => {
    const times: number[] = []
    const failing = withRetries(
      async () => {
        times.push(Date.now())
        throw new Error('down')
      },
      { attempts: 3, backoffMs: 20 },
    )
    await expect(failing('/')).rejects.toThrow('down')
    expect(times).toHaveLength(3)
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(times[1]! - times[0]! + 10)
  })
})
