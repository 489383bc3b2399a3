import { SECTIONS } from '../catalogue/sections'
import { cataloguePaths, type CatalogueSnapshot } from './cataloguePaths'

const beach = (over: Partial<CatalogueSnapshot> = {}): CatalogueSnapshot => ({
  key: '7',
  published: true,
  filterValues: [],
  embeddedIn: ['/plyazhi/group-2'],
  ...over,
})

const tour = (over: Partial<CatalogueSnapshot> = {}): CatalogueSnapshot => ({
  key: 'morskaya-progulka',
  published: true,
  filterValues: ['onTheWater'],
  embeddedIn: ['/ekskursii-i-tury/ekskursii-i-tury-group'],
  ...over,
})

describe('cataloguePaths', () => {
  it('a published beach touches its list, detail, group page and the site-wide pages', () => {
    expect(cataloguePaths(SECTIONS.beaches, beach(), null, 12)).toEqual([
      '/plyazhi',
      '/plyazhi?page=2',
      '/',
      '/karta',
      '/sitemap.xml',
      '/plyazhi/7',
      '/plyazhi/group-2',
    ])
  })

  it('lists one page more than there are now, so the old last page heals when the list shrinks', () => {
    const paths = cataloguePaths(SECTIONS.beaches, null, beach(), 24)
    expect(paths.filter((p) => p.startsWith('/plyazhi?'))).toEqual(['/plyazhi?page=2', '/plyazhi?page=3'])
  })

  it('covers the filtered lists of every tag the item had or has, and the old and new slug', () => {
    const paths = cataloguePaths(
      SECTIONS.tours,
      tour({ key: 'novyy-adres', filterValues: ['cruise'] }),
      tour({ filterValues: ['onTheWater'] }),
      5,
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
    expect(cataloguePaths(SECTIONS.tours, tour({ published: false }), null, 3)).toEqual([])
  })

  it('unpublishing touches the pages the item was on', () => {
    const paths = cataloguePaths(
      SECTIONS.events,
      { ...tour(), key: 'festival', published: false },
      { ...tour(), key: 'festival', filterValues: ['today'] },
      1,
    )
    expect(paths).toEqual(expect.arrayContaining(['/afisha', '/afisha/festival', '/afisha?date=today']))
  })

  it('sections without detail pages (cameras) list no item path', () => {
    const paths = cataloguePaths(
      SECTIONS.cameras,
      { key: '3', published: true, filterValues: [], embeddedIn: [] },
      null,
      4,
    )
    expect(paths).toEqual(['/onlayn-kamery', '/onlayn-kamery?page=2', '/', '/karta', '/sitemap.xml'])
  })
})
