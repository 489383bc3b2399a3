import { listKey, listsToCount, sitePaths, type DocState, type SiteChange } from './sitePaths'

// Moved from cms/src/revalidation/paths.test.ts: the same changes give the same
// paths, now expanded by the site from the CMS's keys and the lists' lengths.

const counts = new Map([
  ['/zhurnal-kurorta', 20],
  ['/zhurnal-kurorta?category=plyazhi', 10],
  ['/zhurnal-kurorta?category=vinodelie', 3],
])
const published = (overrides: Partial<DocState> & { categorySlug?: string } = {}): DocState => {
  const { categorySlug = 'plyazhi', ...rest } = overrides
  return { key: 'dzhemete', type: 'stati', filterValues: [categorySlug], published: true, ...rest }
}
const article = (current: DocState | null, previous: DocState | null): SiteChange => ({
  collection: 'magazines',
  current,
  previous,
})
const category = (slugs: string[]): SiteChange => ({
  collection: 'magazine-categories',
  previous: slugs.length > 1 ? { key: slugs[0]!, published: true } : null,
  current: { key: slugs[slugs.length - 1]!, published: true },
})
const lists = (paths: string[], prefix: string) =>
  paths.filter((p) => p === prefix || p.startsWith(`${prefix}?`) || p.startsWith(`${prefix}&`))

describe('journal list paths', () => {
  it('lists every page of the whole journal (9 per page)', () => {
    const paths = sitePaths(category(['plyazhi']), counts)
    expect(paths.filter((p) => p === '/zhurnal-kurorta' || /^\/zhurnal-kurorta\?page=/.test(p))).toEqual([
      '/zhurnal-kurorta',
      '/zhurnal-kurorta?page=2',
      '/zhurnal-kurorta?page=3',
    ])
  })

  it('lists every page of one category', () => {
    expect(lists(sitePaths(category(['plyazhi']), counts), '/zhurnal-kurorta?category=plyazhi')).toEqual([
      '/zhurnal-kurorta?category=plyazhi',
      '/zhurnal-kurorta?category=plyazhi&page=2',
    ])
  })

  it('keeps the first page of an empty or unknown category', () => {
    expect(lists(sitePaths(category(['detyam']), counts), '/zhurnal-kurorta?category=detyam')).toEqual([
      '/zhurnal-kurorta?category=detyam',
    ])
  })
})

describe('article changes', () => {
  it('publishing an article touches its page, the lists, home, map and sitemap', () => {
    const paths = sitePaths(article(published(), null), counts)
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
    const paths = sitePaths(
      article(published({ key: 'dzhemete-2026', type: 'novosti', categorySlug: 'vinodelie' }), published()),
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
    expect(sitePaths(article(published({ published: false }), published()), counts)).toContain(
      '/zhurnal-kurorta/stati/dzhemete',
    )
  })

  it('deleting revalidates the deleted page', () => {
    expect(sitePaths(article(null, published()), counts)).toContain('/zhurnal-kurorta/stati/dzhemete')
  })

  it('a draft that was never published touches nothing public', () => {
    expect(sitePaths(article(published({ published: false }), null), counts)).toEqual([])
    expect(sitePaths(article(published({ published: false }), published({ published: false })), counts)).toEqual([])
  })

  it('encodes path segments', () => {
    // Keys reach the site as URL-safe tokens (parseChange); the detail path still encodes them.
    expect(sitePaths(article(published({ key: 'a b' }), null), counts)).toContain('/zhurnal-kurorta/stati/a%20b')
  })

  it('asks for the length of the journal and of each category the article had or has', () => {
    const change = article(published({ categorySlug: 'vinodelie' }), published())
    expect(listsToCount(change).map((l) => listKey(l.base, l.filter))).toEqual([
      '/zhurnal-kurorta',
      '/zhurnal-kurorta?category=vinodelie',
      '/zhurnal-kurorta?category=plyazhi',
    ])
  })
})

describe('category changes', () => {
  it('a renamed category refreshes all lists and both its old and new slug lists', () => {
    const paths = sitePaths(category(['plyazhi', 'plyazhi-anapy']), counts)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/zhurnal-kurorta',
        '/zhurnal-kurorta?category=plyazhi',
        '/zhurnal-kurorta?category=plyazhi-anapy',
      ]),
    )
  })
})
