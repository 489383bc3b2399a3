import { entityFromParam, searchPageHref, searchResultHref } from './entities'

describe('search result links: {section path}/{slug} (docs/spec.md#2-screens-and-routes)', () => {
  it.each([
    [{ entity: 'BEACH', slug: '12' }, '/plyazhi/12'],
    [{ entity: 'PLACE', slug: '4' }, '/interesnye-mesta/4'],
    [{ entity: 'EVENT', slug: 'den-goroda' }, '/afisha/den-goroda'],
    [{ entity: 'CLICKPASS_PRODUCTS', slug: 'morskaya-progulka' }, '/ekskursii-i-tury/morskaya-progulka'],
    [{ entity: 'ROUTE', slug: '3' }, '/peshie-marshruty/3'],
    [{ entity: 'URBAN', slug: 'gorodskaya-bolnica' }, '/infrastruktura/gorodskaya-bolnica'],
    [{ entity: 'CAMERA', slug: '2' }, '/onlayn-kamery'],
    [{ entity: 'MAGAZINE', slug: 'stati/dzhemete' }, '/zhurnal-kurorta/stati/dzhemete'],
  ] as const)('%j → %s', (result, href) => {
    expect(searchResultHref(result)).toBe(href)
  })

  it('escapes what it puts in a path', () => {
    expect(searchResultHref({ entity: 'EVENT', slug: 'a b?c' })).toBe('/afisha/a%20b%3Fc')
  })
})

describe('the results page URL', () => {
  it.each<[Parameters<typeof searchPageHref>, string]>([
    [['пляж'], '/poisk?search=%D0%BF%D0%BB%D1%8F%D0%B6'],
    [['пляж', 'BEACH'], '/poisk?search=%D0%BF%D0%BB%D1%8F%D0%B6&entity=beach'],
    [['a&b', null, 3], '/poisk?search=a%26b&page=3'],
  ])('%j → %s', (args, href) => {
    expect(searchPageHref(...args)).toBe(href)
  })

  it('reads the filter back, ignoring unknown values', () => {
    expect(entityFromParam('clickpass-products')).toBe('CLICKPASS_PRODUCTS')
    expect(entityFromParam('nope')).toBeNull()
    expect(entityFromParam(['beach'])).toBeNull()
  })
})
