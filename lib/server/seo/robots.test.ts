import { robotsTxt } from './robots'

/** The groups of a robots.txt: each `User-agent` line starts one and a blank line ends it. */
function groups(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const block of text.split('\n\n')) {
    const [first, ...rest] = block.split('\n').filter(Boolean)
    const agent = /^User-agent: (.+)$/.exec(first ?? '')?.[1]
    if (agent) found.set(agent, rest)
  }
  return found
}

describe('robotsTxt', () => {
  const text = robotsTxt('https://anapa.example')
  const lines = text.split('\n')
  const byAgent = groups(text)

  it('points crawlers at the sitemap on the site origin', () => {
    expect(lines).toContain('Sitemap: https://anapa.example/sitemap.xml')
  })

  it('keeps crawlers out of the API, every signed-in section and the health endpoints', () => {
    for (const agent of ['*', 'Yandex'])
      for (const path of [
        '/api/',
        '/moi-obrashcheniya',
        '/my-transport',
        '/rezident-applications',
        '/upravleniye-profilem',
        '/izbrannoe',
        '/pokupki',
        '/healthz',
        '/readyz',
      ])
        expect(byAgent.get(agent)).toContain(`Disallow: ${path}`)
  })

  it('lets them into the public pages, search and the icon page (which says noindex itself)', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    expect(text).not.toMatch(/Disallow: \/(poisk|_icons|plyazhi|afisha|$)/m)
  })

  it('gives Yandex the same rules as everyone, so its own group loses nothing', () => {
    const yandex = byAgent.get('Yandex')!.filter((line) => !line.startsWith('Clean-param:'))
    expect(yandex).toEqual(byAgent.get('*'))
  })

  it('cleans the tracking parameters everywhere, in the Yandex group only', () => {
    expect(byAgent.get('Yandex')).toContain(
      'Clean-param: utm_source&utm_medium&utm_campaign&utm_term&utm_content&yclid&gclid&fbclid&from',
    )
    expect(byAgent.get('*')!.some((line) => line.startsWith('Clean-param'))).toBe(false)
  })

  it('cleans page and category under each list, never on the list itself, whose pages they choose', () => {
    const clean = byAgent.get('Yandex')!.filter((line) => line.startsWith('Clean-param: page&category'))
    expect(clean).toContain('Clean-param: page&category /zhurnal-kurorta/')
    expect(clean).toContain('Clean-param: page&category /plyazhi/')
    for (const line of clean) expect(line).toMatch(/^Clean-param: page&category \/[a-z-]+\/$/)
  })

  it('keeps every Clean-param line within Yandex’s 500 characters', () => {
    for (const line of lines.filter((l) => l.startsWith('Clean-param:'))) expect(line.length).toBeLessThanOrEqual(500)
  })
})
