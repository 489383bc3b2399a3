import { absoluteUrl, SITE_URL } from './site'

describe('absoluteUrl', () => {
  it.each([
    ['/plyazhi/7', 'https://anapa.example', 'https://anapa.example/plyazhi/7'],
    ['plyazhi', 'https://anapa.example/', 'https://anapa.example/plyazhi'],
    ['/afisha?date=past', 'https://anapa.example', 'https://anapa.example/afisha?date=past'],
    ['http://cms.test/api/media/file/a.webp', 'https://anapa.example', 'http://cms.test/api/media/file/a.webp'],
  ])('%s on %s → %s', (path, origin, url) => {
    expect(absoluteUrl(path, origin)).toBe(url)
  })

  it('uses the build-time origin by default, without a trailing slash', () => {
    expect(SITE_URL).not.toMatch(/\/$/)
    expect(absoluteUrl('/')).toBe(`${SITE_URL}/`)
  })
})
