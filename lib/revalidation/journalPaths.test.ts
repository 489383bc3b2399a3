import { journalListPaths, magazineCategoryPaths, magazinePaths, type MagazineSnapshot } from './paths'

const counts = { all: 20, byCategory: { plyazhi: 10, vinodelie: 3 } }
const published = (overrides: Partial<MagazineSnapshot> = {}): MagazineSnapshot => ({
  slug: 'dzhemete',
  type: 'stati',
  categorySlug: 'plyazhi',
  published: true,
  ...overrides,
})

describe('journalListPaths', () => {
  it('lists every page of the whole journal (9 per page)', () => {
    expect(journalListPaths(null, counts)).toEqual([
      '/zhurnal-kurorta',
      '/zhurnal-kurorta?page=2',
      '/zhurnal-kurorta?page=3',
    ])
  })

  it('lists every page of one category', () => {
    expect(journalListPaths('plyazhi', counts)).toEqual([
      '/zhurnal-kurorta?category=plyazhi',
      '/zhurnal-kurorta?category=plyazhi&page=2',
    ])
  })

  it('keeps the first page of an empty or unknown category', () => {
    expect(journalListPaths('detyam', counts)).toEqual(['/zhurnal-kurorta?category=detyam'])
  })
})

describe('magazinePaths', () => {
  it('publishing an article touches its page, the lists, home, map and sitemap', () => {
    const paths = magazinePaths(published(), null, counts)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/zhurnal-kurorta/stati/dzhemete',
        '/zhurnal-kurorta',
        '/zhurnal-kurorta?page=3',
        '/zhurnal-kurorta?category=plyazhi&page=2',
        '/',
        '/karta',
        '/sitemap.xml',
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('a slug, type or category change also revalidates the old page and old category', () => {
    const paths = magazinePaths(
      published({ slug: 'dzhemete-2026', type: 'novosti', categorySlug: 'vinodelie' }),
      published(),
      counts,
    )
    expect(paths).toEqual(
      expect.arrayContaining([
        '/zhurnal-kurorta/novosti/dzhemete-2026',
        '/zhurnal-kurorta/stati/dzhemete',
        '/zhurnal-kurorta?category=vinodelie',
        '/zhurnal-kurorta?category=plyazhi',
      ]),
    )
  })

  it('unpublishing revalidates the page it leaves, so it turns 404', () => {
    expect(magazinePaths(published({ published: false }), published(), counts)).toContain(
      '/zhurnal-kurorta/stati/dzhemete',
    )
  })

  it('deleting revalidates the deleted page', () => {
    expect(magazinePaths(null, published(), counts)).toContain('/zhurnal-kurorta/stati/dzhemete')
  })

  it('a draft that was never published touches nothing public', () => {
    expect(magazinePaths(published({ published: false }), null, counts)).toEqual([])
    expect(magazinePaths(published({ published: false }), published({ published: false }), counts)).toEqual([])
  })

  it('encodes path segments', () => {
    expect(magazinePaths(published({ slug: 'a b' }), null, counts)).toContain('/zhurnal-kurorta/stati/a%20b')
  })
})

describe('magazineCategoryPaths', () => {
  it('a renamed category refreshes all lists and both its old and new slug lists', () => {
    const paths = magazineCategoryPaths(['plyazhi', 'plyazhi-anapy'], counts)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/zhurnal-kurorta',
        '/zhurnal-kurorta?category=plyazhi',
        '/zhurnal-kurorta?category=plyazhi-anapy',
      ]),
    )
  })
})
