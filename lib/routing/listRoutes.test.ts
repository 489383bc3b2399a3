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

  it('gives lists without a filter only the page rewrite', () => {
    const destinations = listRewrites().map((r) => r.destination)
    expect(destinations.filter((d) => d.startsWith('/peshie-marshruty'))).toEqual([
      '/peshie-marshruty/spisok/vse/:page',
    ])
  })
})
