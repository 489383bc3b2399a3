import { listHref, listRewrites, toIsrPath } from './listRoutes'

describe('toIsrPath: public list URL → the ISR page that serves it', () => {
  it.each([
    ['/zhurnal-kurorta', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?page=1', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?page=2', '/zhurnal-kurorta/kategoriya/vse/2'],
    ['/zhurnal-kurorta?category=plyazhi', '/zhurnal-kurorta/kategoriya/plyazhi/1'],
    ['/zhurnal-kurorta?category=plyazhi&page=3', '/zhurnal-kurorta/kategoriya/plyazhi/3'],
    ['/zhurnal-kurorta?page=3&category=plyazhi', '/zhurnal-kurorta/kategoriya/plyazhi/3'],
    // Hostile or broken input falls back the way the rewrites do.
    ['/zhurnal-kurorta?page=abc', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?page=-1', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?page=0', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?category=../../etc', '/zhurnal-kurorta'],
    ['/zhurnal-kurorta?category=plyazhi&page=abc', '/zhurnal-kurorta/kategoriya/plyazhi/1'],
    ['/zhurnal-kurorta/stati/dzhemete', '/zhurnal-kurorta/stati/dzhemete'],
    ['/?utm=1', '/'],
    // Catalogue lists: a filter, or only pages.
    ['/afisha?date=weekend', '/afisha/spisok/weekend/1'],
    ['/afisha?page=2', '/afisha/spisok/vse/2'],
    ['/ekskursii-i-tury?tag=masterClass&page=2', '/ekskursii-i-tury/spisok/masterClass/2'],
    ['/infrastruktura?category=pharmacy', '/infrastruktura/spisok/pharmacy/1'],
    ['/interesnye-mesta?category=museum', '/interesnye-mesta/spisok/museum/1'],
    ['/peshie-marshruty?page=3', '/peshie-marshruty/spisok/vse/3'],
    ['/plyazhi?page=2', '/plyazhi/spisok/vse/2'],
    // «Доступная среда»: the one filter of beaches and routes…
    ['/plyazhi?sreda=dostupnaya', '/plyazhi/spisok/dostupnaya/1'],
    ['/peshie-marshruty?sreda=dostupnaya&page=2', '/peshie-marshruty/spisok/dostupnaya/2'],
    // …and a tree of its own beside the category of places and infrastructure, either alone or with one.
    ['/interesnye-mesta?sreda=dostupnaya', '/interesnye-mesta/spisok/dostupnaya/vse/1'],
    ['/interesnye-mesta?sreda=dostupnaya&page=2', '/interesnye-mesta/spisok/dostupnaya/vse/2'],
    ['/interesnye-mesta?category=museum&sreda=dostupnaya', '/interesnye-mesta/spisok/dostupnaya/museum/1'],
    ['/interesnye-mesta?sreda=dostupnaya&category=museum&page=3', '/interesnye-mesta/spisok/dostupnaya/museum/3'],
    ['/infrastruktura?category=pharmacy&sreda=dostupnaya', '/infrastruktura/spisok/dostupnaya/pharmacy/1'],
    // Any other value of sreda is no filter, as the rewrites read it.
    ['/interesnye-mesta?sreda=da&category=museum', '/interesnye-mesta/spisok/museum/1'],
    ['/interesnye-mesta?sreda=../x', '/interesnye-mesta'],
    ['/interesnye-mesta?sreda=dostupnaya&category=../x&page=abc', '/interesnye-mesta/spisok/dostupnaya/vse/1'],
    // Lists without a filter ignore one.
    ['/plyazhi?category=x', '/plyazhi'],
    // The beach group's prefixed id has an internal page; anything else after group- does not.
    ['/plyazhi/group-3', '/plyazhi/gruppa/3'],
    ['/plyazhi/group-abc', '/plyazhi/group-abc'],
    ['/plyazhi/7', '/plyazhi/7'],
  ])('%s → %s', (publicPath, isrPath) => {
    expect(toIsrPath(publicPath)).toBe(isrPath)
  })
})

describe('listHref: the canonical public URL', () => {
  it.each([
    [{}, '/zhurnal-kurorta'],
    [{ page: 1 }, '/zhurnal-kurorta'],
    [{ page: 2 }, '/zhurnal-kurorta?page=2'],
    [{ filter: 'turizm' }, '/zhurnal-kurorta?category=turizm'],
    [{ filter: 'turizm', page: 4 }, '/zhurnal-kurorta?category=turizm&page=4'],
  ])('%j → %s', (options, href) => {
    expect(listHref('/zhurnal-kurorta', options)).toBe(href)
  })

  it('round-trips through toIsrPath', () => {
    expect(toIsrPath(listHref('/zhurnal-kurorta', { filter: 'detyam', page: 2 }))).toBe(
      '/zhurnal-kurorta/kategoriya/detyam/2',
    )
    expect(toIsrPath(listHref('/interesnye-mesta', { filter: 'museum', page: 2, accessible: true }))).toBe(
      '/interesnye-mesta/spisok/dostupnaya/museum/2',
    )
  })

  it('adds «Доступная среда» after the category, only on the lists that take it beside one', () => {
    expect(listHref('/interesnye-mesta', { accessible: true })).toBe('/interesnye-mesta?sreda=dostupnaya')
    expect(listHref('/infrastruktura', { filter: 'pharmacy', page: 2, accessible: true })).toBe(
      '/infrastruktura?category=pharmacy&sreda=dostupnaya&page=2',
    )
    // The journal has no such dimension; beaches and routes take it as their filter value.
    expect(listHref('/zhurnal-kurorta', { accessible: true })).toBe('/zhurnal-kurorta')
    expect(listHref('/peshie-marshruty', { filter: 'dostupnaya' })).toBe('/peshie-marshruty?sreda=dostupnaya')
  })
})

describe('listRewrites', () => {
  it('rewrites every query form of the journal to its ISR page, most specific first', () => {
    const destinations = listRewrites().map((r) => r.destination)
    expect(destinations.slice(0, 3)).toEqual([
      '/zhurnal-kurorta/kategoriya/:filter/:page',
      '/zhurnal-kurorta/kategoriya/:filter/1',
      '/zhurnal-kurorta/kategoriya/vse/:page',
    ])
  })

  it('gives the beaches their «Доступная среда» filter and pages, and maps the beach group', () => {
    const destinations = listRewrites().map((r) => r.destination)
    expect(destinations.filter((d) => d.startsWith('/plyazhi'))).toEqual([
      '/plyazhi/spisok/:filter/:page',
      '/plyazhi/spisok/:filter/1',
      '/plyazhi/spisok/vse/:page',
      '/plyazhi/gruppa/:id',
    ])
  })

  it('gives the walking routes «Доступная среда» as their one filter, as the beaches', () => {
    const routes = listRewrites().filter((r) => r.destination.startsWith('/peshie-marshruty'))
    expect(routes.map((r) => r.destination)).toEqual([
      '/peshie-marshruty/spisok/:filter/:page',
      '/peshie-marshruty/spisok/:filter/1',
      '/peshie-marshruty/spisok/vse/:page',
    ])
    expect(routes[0]?.has?.[0]).toMatchObject({ type: 'query', key: 'sreda' })
  })

  it('puts the «Доступная среда» tree of places before their category rewrites, most specific first', () => {
    const places = listRewrites().filter((r) => r.source === '/interesnye-mesta')
    expect(places.map((r) => r.destination)).toEqual([
      '/interesnye-mesta/spisok/dostupnaya/:filter/:page',
      '/interesnye-mesta/spisok/dostupnaya/:filter/1',
      '/interesnye-mesta/spisok/dostupnaya/vse/:page',
      '/interesnye-mesta/spisok/dostupnaya/vse/1',
      '/interesnye-mesta/spisok/:filter/:page',
      '/interesnye-mesta/spisok/:filter/1',
      '/interesnye-mesta/spisok/vse/:page',
    ])
    // Only sreda=dostupnaya itself (Next anchors the value), with the category under its own key.
    expect(places[0]?.has).toEqual([
      { type: 'query', key: 'sreda', value: 'dostupnaya' },
      { type: 'query', key: 'category', value: expect.stringContaining('(?<filter>') },
      { type: 'query', key: 'page', value: expect.stringContaining('(?<page>') },
    ])
    expect(listRewrites().filter((r) => r.destination.startsWith('/infrastruktura/spisok/dostupnaya'))).toHaveLength(4)
  })
})
