import { MAX_PATHS_PER_REQUEST, NON_ISR_PATHS, parsePaths, revalidatePaths, secretMatches } from './revalidatePaths'

describe('secretMatches', () => {
  it.each([
    ['right', 'right', true],
    ['wrong', 'right', false],
    ['righ', 'right', false],
    ['', 'right', false],
    [undefined, 'right', false],
    [['right'], 'right', false],
  ])('%p vs %p → %p', (given, expected, result) => {
    expect(secretMatches(given, expected)).toBe(result)
  })
})

describe('parsePaths', () => {
  it('accepts site paths with queries', () => {
    expect(parsePaths({ paths: ['/', '/zhurnal-kurorta?page=2'] })).toEqual(['/', '/zhurnal-kurorta?page=2'])
  })

  it.each([
    [null],
    [{}],
    [{ paths: [] }],
    [{ paths: 'not-an-array' }],
    [{ paths: ['relative/path'] }],
    [{ paths: ['//evil.example/x'] }],
    [{ paths: ['https://evil.example/'] }],
    [{ paths: ['/../../etc/passwd'] }],
    [{ paths: ['/with space'] }],
    [{ paths: [42] }],
    [{ paths: Array.from({ length: MAX_PATHS_PER_REQUEST + 1 }, (_, i) => `/p${i}`) }],
  ])('rejects %j', (body) => {
    expect(parsePaths(body)).toBeNull()
  })
})

describe('revalidatePaths', () => {
  it('revalidates the ISR page of each public path once and reports each result', async () => {
    const revalidated: string[] = []
    const results = await revalidatePaths(
      ['/zhurnal-kurorta', '/zhurnal-kurorta?page=1', '/zhurnal-kurorta?category=plyazhi', '/karta'],
      async (isrPath) => {
        if (isrPath === '/karta') throw new Error('Page not found')
        revalidated.push(isrPath)
      },
    )
    expect(revalidated).toEqual(['/zhurnal-kurorta', '/zhurnal-kurorta/kategoriya/plyazhi/1'])
    expect(results).toEqual([
      { path: '/zhurnal-kurorta', isrPath: '/zhurnal-kurorta', revalidated: true },
      {
        path: '/zhurnal-kurorta?category=plyazhi',
        isrPath: '/zhurnal-kurorta/kategoriya/plyazhi/1',
        revalidated: true,
      },
      { path: '/karta', isrPath: '/karta', revalidated: false, error: 'Page not found' },
    ])
  })

  it('skips the sitemap, which is no ISR page, with a result that says so instead of an error', async () => {
    const revalidated: string[] = []
    const results = await revalidatePaths(['/', '/sitemap.xml', '/sitemap.xml'], async (isrPath) => {
      if (isrPath === '/sitemap.xml') throw new Error('Page not found')
      revalidated.push(isrPath)
    })
    expect(revalidated).toEqual(['/'])
    expect(results).toEqual([
      { path: '/', isrPath: '/', revalidated: true },
      { path: '/sitemap.xml', isrPath: '/sitemap.xml', revalidated: false, skipped: NON_ISR_PATHS.get('/sitemap.xml') },
    ])
    expect(results[1]!.skipped).toMatch(/cache expires/)
  })
})
