import { layersParam, MAP_KIND_LABELS, MAP_KINDS, mapObjectHref, mapObjectKey, parseLayers } from './paths'

describe('map path mapping', () => {
  it.each([
    [{ kind: 'BEACH', id: '7', slug: null }, '/plyazhi/7'],
    [{ kind: 'PLACE', id: '12', slug: null }, '/interesnye-mesta/12'],
    [{ kind: 'ROUTE', id: '3', slug: null }, '/peshie-marshruty/3'],
    [{ kind: 'URBAN', id: '5', slug: 'apteka-na-krymskoy' }, '/infrastruktura/apteka-na-krymskoy'],
    [{ kind: 'EVENT', id: '9', slug: 'festival-kino' }, '/afisha/festival-kino'],
    // Slug sections ignore the id; id sections ignore a stray slug.
    [{ kind: 'BEACH', id: '7', slug: 'dzhemete' }, '/plyazhi/7'],
  ] as const)('%j → %s', (object, href) => {
    expect(mapObjectHref(object)).toBe(href)
  })

  it.each([
    ['a slug section without a slug', { kind: 'EVENT', id: '9', slug: null }],
    ['an id section with a non-numeric id', { kind: 'PLACE', id: 'abc', slug: null }],
    ['id 0', { kind: 'BEACH', id: '0' }],
    ['a path in the id', { kind: 'ROUTE', id: '../admin' }],
    ['a path in the slug', { kind: 'URBAN', id: '1', slug: '../../api/graphql' }],
    ['a script URL as slug', { kind: 'EVENT', id: '1', slug: 'javascript:alert(1)' }],
    ['an absolute URL as slug', { kind: 'URBAN', id: '1', slug: 'https://evil.example' }],
    ['upper case in the slug', { kind: 'EVENT', id: '1', slug: 'Festival' }],
    ['a kind the site does not know', { kind: 'CAMERA', id: '1' }],
  ])('no link for %s', (_case, object) => {
    expect(mapObjectHref(object as never)).toBeNull()
  })

  it('keys are unique across kinds', () => {
    expect(mapObjectKey({ kind: 'BEACH', id: '1' })).not.toBe(mapObjectKey({ kind: 'PLACE', id: '1' }))
  })

  it('labels every kind in Russian, in layer order', () => {
    expect(MAP_KINDS.map((kind) => MAP_KIND_LABELS[kind])).toEqual([
      'Пляжи',
      'Интересные места',
      'Инфраструктура',
      'Афиша',
      'Маршруты',
    ])
  })
})

describe('?layers=', () => {
  it.each([
    [undefined, ['BEACH', 'PLACE', 'URBAN', 'EVENT', 'ROUTE']],
    ['', []],
    ['beach,place', ['BEACH', 'PLACE']],
    ['ROUTE, beach', ['BEACH', 'ROUTE']],
    [
      ['event', 'urban'],
      ['URBAN', 'EVENT'],
    ],
    ['beach,camera', ['BEACH']],
    ['<script>', ['BEACH', 'PLACE', 'URBAN', 'EVENT', 'ROUTE']],
  ])('%j → %j', (raw, kinds) => {
    expect(parseLayers(raw)).toEqual(kinds)
  })

  it('writes nothing when every layer is on, and round-trips the rest', () => {
    expect(layersParam(MAP_KINDS)).toBeUndefined()
    expect(layersParam(['ROUTE', 'BEACH'])).toBe('beach,route')
    expect(layersParam([])).toBe('')
    expect(parseLayers(layersParam(['PLACE', 'EVENT']))).toEqual(['PLACE', 'EVENT'])
    expect(parseLayers(layersParam([]))).toEqual([])
  })
})
