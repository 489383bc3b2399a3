import { toIsrPath } from '@/lib/routing/listRoutes'
import { listKey, listsToCount, parseChange, sitePaths, type DocState, type SiteChange } from './sitePaths'

// Moved from cms/src/revalidation/cataloguePaths.test.ts: the same changes
// give the same paths, now expanded by the site from the CMS's keys.

const counts = (entries: Record<string, number>) => new Map(Object.entries(entries))

const beach = (over: Partial<DocState> = {}): DocState => ({ key: '7', published: true, group: '2', ...over })

const tour = (over: Partial<DocState> = {}): DocState => ({
  key: 'morskaya-progulka',
  published: true,
  filterValues: ['onTheWater'],
  ...over,
})

const change = (collection: SiteChange['collection'], current: DocState | null, previous: DocState | null) => ({
  collection,
  current,
  previous,
})

describe('sitePaths (catalogue)', () => {
  it('a published beach touches its list, its «Доступная среда» list, detail, group page and the site-wide pages', () => {
    expect(sitePaths(change('beaches', beach(), null), counts({ '/plyazhi': 12 }))).toEqual([
      '/plyazhi',
      '/plyazhi?page=2',
      '/',
      '/karta',
      '/sitemap.xml',
      '/plyazhi/7',
      '/plyazhi?sreda=dostupnaya',
      '/plyazhi?sreda=dostupnaya&page=2',
      '/plyazhi/group-2',
    ])
  })

  it('a place touches its lists under «Доступная среда» too, with and without each category it had or has', () => {
    const place = (category: string): DocState => ({ key: '12', published: true, filterValues: [category] })
    const paths = sitePaths(
      change('places', place('museum'), place('park')),
      counts({
        '/interesnye-mesta': 12,
        '/interesnye-mesta?sreda=dostupnaya': 13,
        '/interesnye-mesta?category=museum&sreda=dostupnaya': 1,
      }),
    )
    expect(paths.filter((p) => p.includes('sreda'))).toEqual([
      '/interesnye-mesta?sreda=dostupnaya',
      '/interesnye-mesta?sreda=dostupnaya&page=2',
      '/interesnye-mesta?sreda=dostupnaya&page=3',
      '/interesnye-mesta?category=museum&sreda=dostupnaya',
      '/interesnye-mesta?category=museum&sreda=dostupnaya&page=2',
      '/interesnye-mesta?category=park&sreda=dostupnaya',
      '/interesnye-mesta?category=park&sreda=dostupnaya&page=2',
    ])
    expect(paths).toEqual(expect.arrayContaining(['/interesnye-mesta?category=museum', '/interesnye-mesta/12']))
    // Each is served by its own ISR page.
    expect(toIsrPath('/interesnye-mesta?category=park&sreda=dostupnaya&page=2')).toBe(
      '/interesnye-mesta/spisok/dostupnaya/park/2',
    )
  })

  it('asks for the length of each «Доступная среда» list of an infrastructure object', () => {
    const object: DocState = { key: 'apteka', published: true, filterValues: ['pharmacy'] }
    const lists = listsToCount(change('infrastructure-objects', object, null))
    expect(lists.map((l) => listKey(l.base, l.filter, l.accessible))).toEqual([
      '/infrastruktura',
      '/infrastruktura?category=pharmacy',
      '/infrastruktura?sreda=dostupnaya',
      '/infrastruktura?category=pharmacy&sreda=dostupnaya',
    ])
  })

  it('a walking route touches its «Доступная среда» list, its one filter', () => {
    const paths = sitePaths(change('walking-routes', { key: '4', published: true }, null), counts({}))
    expect(paths).toEqual([
      '/peshie-marshruty',
      '/peshie-marshruty?page=2',
      '/',
      '/karta',
      '/sitemap.xml',
      '/peshie-marshruty/4',
      '/peshie-marshruty?sreda=dostupnaya',
      '/peshie-marshruty?sreda=dostupnaya&page=2',
    ])
  })

  it('lists one page more than there are now, so the old last page heals when the list shrinks', () => {
    const paths = sitePaths(change('beaches', null, beach()), counts({ '/plyazhi': 24 }))
    expect(paths.filter((p) => p.startsWith('/plyazhi?page'))).toEqual(['/plyazhi?page=2', '/plyazhi?page=3'])
  })

  it('covers the filtered lists of every tag the item had or has, and the old and new slug', () => {
    const paths = sitePaths(
      change('tours', tour({ key: 'novyy-adres', filterValues: ['cruise'] }), tour({ filterValues: ['onTheWater'] })),
      counts({ '/ekskursii-i-tury': 5, '/ekskursii-i-tury?tag=cruise': 5, '/ekskursii-i-tury?tag=onTheWater': 4 }),
    )
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ekskursii-i-tury',
        '/ekskursii-i-tury?page=2',
        '/ekskursii-i-tury/novyy-adres',
        '/ekskursii-i-tury/morskaya-progulka',
        '/ekskursii-i-tury?tag=cruise',
        '/ekskursii-i-tury?tag=cruise&page=2',
        '/ekskursii-i-tury?tag=onTheWater',
        '/ekskursii-i-tury/ekskursii-i-tury-group',
      ]),
    )
  })

  it('a draft that was never published touches nothing public', () => {
    const draft = change('tours', tour({ published: false }), null)
    expect(sitePaths(draft, counts({ '/ekskursii-i-tury': 3 }))).toEqual([])
    expect(listsToCount(draft)).toEqual([])
  })

  it('unpublishing touches the pages the item was on', () => {
    const paths = sitePaths(
      change('events', { key: 'festival', published: false }, { key: 'festival', published: true }),
      counts({ '/afisha': 1 }),
    )
    expect(paths).toEqual(expect.arrayContaining(['/afisha', '/afisha/festival', '/afisha?date=today']))
  })

  it('sections without detail pages (cameras) list no item path', () => {
    const paths = sitePaths(change('cameras', { key: '3', published: true }, null), counts({}))
    // The CMS used to name '/onlayn-kamery?page=2' too; the site serves it by the same page, once.
    const before = ['/onlayn-kamery', '/onlayn-kamery?page=2', '/', '/karta', '/sitemap.xml']
    expect([...new Set(paths.map(toIsrPath))]).toEqual([...new Set(before.map(toIsrPath))])
    expect(paths).toEqual(['/onlayn-kamery', '/', '/karta', '/sitemap.xml'])
  })

  it('a beach group touches its own page and the beach list; a tour group the groups page', () => {
    expect(sitePaths(change('beach-groups', { key: '4', published: true }, null), counts({}))).toEqual(
      expect.arrayContaining(['/plyazhi', '/plyazhi/group-4']),
    )
    expect(sitePaths(change('tour-groups', { key: '1', published: true }, null), counts({}))).toEqual(
      expect.arrayContaining(['/ekskursii-i-tury', '/ekskursii-i-tury/ekskursii-i-tury-group']),
    )
  })

  it('asks for the length of the plain list and of every filter value the item had or has', () => {
    const tours = change('tours', tour({ filterValues: ['cruise'] }), tour())
    expect(listsToCount(tours).map((l) => listKey(l.base, l.filter))).toEqual([
      '/ekskursii-i-tury',
      '/ekskursii-i-tury?tag=cruise',
      '/ekskursii-i-tury?tag=onTheWater',
    ])
    expect(listsToCount(change('events', { key: 'x', published: true }, null)).map((l) => l.filter)).toEqual([
      null,
      'today',
      'weekend',
      'past',
    ])
    expect(listsToCount(change('cameras', { key: '3', published: true }, null))).toEqual([])
  })
})

describe('parseChange: only keys, never paths', () => {
  it('accepts what the CMS hooks send', () => {
    const body = { collection: 'magazines', previous: null, current: { key: 'a', published: true, type: 'stati' } }
    expect(parseChange(body)).toEqual(body)
  })

  it.each([
    [null],
    [{ collection: 'users', previous: null, current: { key: 'a', published: true } }],
    [{ collection: 'beaches', previous: null, current: null }],
    [{ collection: 'beaches', current: { key: '../x', published: true } }],
    [{ collection: 'beaches', current: { key: '/plyazhi', published: true } }],
    [{ collection: 'beaches', current: { key: '7' } }],
    [{ collection: 'tours', current: { key: 'a', published: true, filterValues: ['a b'] } }],
    [{ collection: 'beaches', current: { key: '7', published: true, group: '?x' } }],
  ])('rejects %j', (body) => {
    expect(parseChange(body)).toBeNull()
  })
})
