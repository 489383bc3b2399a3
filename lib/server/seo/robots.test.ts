import { robotsTxt } from './robots'

describe('robotsTxt', () => {
  const text = robotsTxt('https://anapa.example')
  const lines = text.split('\n')

  it('points crawlers at the sitemap on the site origin', () => {
    expect(lines).toContain('Sitemap: https://anapa.example/sitemap.xml')
  })

  it('keeps crawlers out of the API and every signed-in section', () => {
    for (const path of [
      '/api/',
      '/moi-obrashcheniya',
      '/my-transport',
      '/rezident-applications',
      '/upravleniye-profilem',
      '/izbrannoe',
      '/pokupki',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
  })

  it('lets them into the public pages, search and the icon page (which says noindex itself)', () => {
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    expect(text).not.toMatch(/Disallow: \/(poisk|_icons|plyazhi|afisha|$)/m)
  })
})
