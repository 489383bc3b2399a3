import { entryPath, escapeXml, renderSitemap, sitemapUrls } from './sitemap'

const ORIGIN = 'https://anapa.example'

describe('entryPath', () => {
  it.each([
    [{ kind: 'EVENT', key: 'koncert' }, '/afisha/koncert'],
    [{ kind: 'TOUR', key: 'vinnyj-tur' }, '/ekskursii-i-tury/vinnyj-tur'],
    [{ kind: 'URBAN', key: 'apteka' }, '/infrastruktura/apteka'],
    [{ kind: 'PLACE', key: '3' }, '/interesnye-mesta/3'],
    [{ kind: 'ROUTE', key: '4' }, '/peshie-marshruty/4'],
    [{ kind: 'BEACH', key: '7' }, '/plyazhi/7'],
    [{ kind: 'BEACH_GROUP', key: '2' }, '/plyazhi/group-2'],
    [{ kind: 'ARTICLE', key: 'vino', articleType: 'stati' }, '/zhurnal-kurorta/stati/vino'],
    [{ kind: 'ARTICLE', key: 'vino', articleType: null }, null],
    [{ kind: 'BEACH', key: '' }, null],
    [{ kind: 'EVENT', key: 'a/../b?x=1' }, '/afisha/a%2F..%2Fb%3Fx%3D1'],
  ] as const)('%j → %s', (entry, path) => {
    expect(entryPath(entry)).toBe(path)
  })
})

describe('sitemapUrls', () => {
  const entries = [
    { kind: 'BEACH', key: '7', updatedAt: '2026-07-01T10:00:00.000Z' },
    { kind: 'BEACH_GROUP', key: '2', updatedAt: '2026-07-03T10:00:00.000Z' },
    { kind: 'EVENT', key: 'koncert', updatedAt: 'not a date' },
    { kind: 'BEACH', key: '7', updatedAt: '2026-07-01T10:00:00.000Z' },
    { kind: 'ARTICLE', key: 'vino', articleType: 'stati', updatedAt: null },
  ] as const

  const urls = sitemapUrls(entries, ORIGIN)
  const byLoc = new Map(urls.map((u) => [u.loc, u]))

  it('has the public pages without data first, then every item once, all absolute', () => {
    expect(urls.slice(0, 3).map((u) => u.loc)).toEqual([`${ORIGIN}/`, `${ORIGIN}/afisha`, `${ORIGIN}/ekskursii-i-tury`])
    expect(urls.slice(-4).map((u) => u.loc)).toEqual([
      `${ORIGIN}/plyazhi/7`,
      `${ORIGIN}/plyazhi/group-2`,
      `${ORIGIN}/afisha/koncert`,
      `${ORIGIN}/zhurnal-kurorta/stati/vino`,
    ])
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length)
    for (const path of ['/karta', '/onlayn-kamery', '/zhurnal-kurorta', '/prilozhenie', '/politika-konfidencialnosti'])
      expect(byLoc.has(`${ORIGIN}${path}`)).toBe(true)
  })

  it('leaves out the cabinet, search, the icon page and the health endpoints', () => {
    for (const path of ['/izbrannoe', '/pokupki', '/upravleniye-profilem', '/poisk', '/_icons', '/healthz', '/readyz'])
      expect(byLoc.has(`${ORIGIN}${path}`)).toBe(false)
  })

  it('dates items by their update and lists by their newest item; unreadable dates give none', () => {
    expect(byLoc.get(`${ORIGIN}/plyazhi/7`)?.lastmod).toBe('2026-07-01T10:00:00.000Z')
    expect(byLoc.get(`${ORIGIN}/plyazhi`)?.lastmod).toBe('2026-07-03T10:00:00.000Z')
    expect(byLoc.get(`${ORIGIN}/`)?.lastmod).toBe('2026-07-03T10:00:00.000Z')
    expect(byLoc.get(`${ORIGIN}/afisha/koncert`)?.lastmod).toBeUndefined()
    expect(byLoc.get(`${ORIGIN}/afisha`)?.lastmod).toBeUndefined()
    expect(byLoc.get(`${ORIGIN}/prilozhenie`)?.lastmod).toBeUndefined()
  })
})

describe('escapeXml', () => {
  it.each([
    ['a&b', 'a&amp;b'],
    ['<loc>', '&lt;loc&gt;'],
    [`"q" 'a'`, '&quot;q&quot; &apos;a&apos;'],
    ['bell\u0007 and nul\u0000', 'bell and nul'],
    ['Анапа', 'Анапа'],
  ])('%j → %j', (raw, escaped) => {
    expect(escapeXml(raw)).toBe(escaped)
  })
})

describe('renderSitemap', () => {
  it('writes a urlset with escaped locations and lastmod only where known', () => {
    const xml = renderSitemap([
      { loc: `${ORIGIN}/zhurnal-kurorta?category=plyazhi&page=2` },
      { loc: `${ORIGIN}/plyazhi/7`, lastmod: '2026-07-01T10:00:00.000Z' },
    ])
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${ORIGIN}/zhurnal-kurorta?category=plyazhi&amp;page=2</loc></url>`,
        `  <url><loc>${ORIGIN}/plyazhi/7</loc><lastmod>2026-07-01T10:00:00.000Z</lastmod></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    )
  })

  it('stays well-formed whatever a key holds', () => {
    const xml = renderSitemap(sitemapUrls([{ kind: 'EVENT', key: '</loc><script>&' }], ORIGIN))
    expect(xml).not.toContain('<script>')
    expect(xml).toContain(`<loc>${ORIGIN}/afisha/%3C%2Floc%3E%3Cscript%3E%26</loc>`)
  })
})
