import { changedUrls, livePath } from './urls'

describe('livePath', () => {
  it.each([
    ['magazines', { id: 1, slug: 'pervaya', type: 'stati', _status: 'published' }, '/zhurnal-kurorta/stati/pervaya'],
    ['magazines', { id: 1, slug: 'pervaya', type: 'stati', _status: 'draft' }, null],
    ['events', { id: 2, slug: 'koncert', _status: 'published' }, '/afisha/koncert'],
    ['tours', { id: 3, slug: 'vino', _status: 'published' }, '/ekskursii-i-tury/vino'],
    ['infrastructure-objects', { id: 4, slug: 'apteka', _status: 'published' }, '/infrastruktura/apteka'],
    ['places', { id: 5, _status: 'published' }, '/interesnye-mesta/5'],
    ['walking-routes', { id: 6, _status: 'published' }, '/peshie-marshruty/6'],
    ['beaches', { id: 7 }, '/plyazhi/7'],
  ] as const)('%s %j', (collection, doc, path) => {
    expect(livePath(collection, doc)).toBe(path)
  })

  it('has no page for a missing document', () => {
    expect(livePath('beaches', null)).toBeNull()
  })
})

describe('changedUrls', () => {
  it('makes absolute URLs on the site, each once, skipping the pages that are not there', () => {
    expect(changedUrls('https://anapa.ru/', ['/plyazhi/7', null, '/plyazhi/7'])).toEqual(['https://anapa.ru/plyazhi/7'])
    expect(changedUrls('https://anapa.ru', ['/afisha/old', '/afisha/new'])).toEqual([
      'https://anapa.ru/afisha/old',
      'https://anapa.ru/afisha/new',
    ])
    expect(changedUrls('https://anapa.ru', [null, null])).toEqual([])
  })
})
