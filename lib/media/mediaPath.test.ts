import { isMediaName, toSitePath } from './mediaPath'

const CMS = 'http://127.0.0.1:3001'

describe('toSitePath: CMS media reach pages through the site origin', () => {
  it('maps an absolute CMS media URL to /media/<name>', () => {
    expect(toSitePath(`${CMS}/api/media/file/dzhemete-640x400.jpg`, CMS)).toBe('/media/dzhemete-640x400.jpg')
  })

  it('keeps names with spaces and Cyrillic, encoded once', () => {
    expect(toSitePath(`${CMS}/api/media/file/%D0%BF%D0%BB%D1%8F%D0%B6%201.jpg`, CMS)).toBe(
      '/media/%D0%BF%D0%BB%D1%8F%D0%B6%201.jpg',
    )
  })

  it('maps CMS-relative paths and drops the query string', () => {
    expect(toSitePath('/api/media/file/a.webp?v=2', CMS)).toBe('/media/a.webp')
  })

  it('is not fooled by a base URL with a trailing slash or an https CMS', () => {
    expect(toSitePath('https://cms.anapa.example/api/media/file/a.png', 'https://cms.anapa.example/')).toBe(
      '/media/a.png',
    )
  })

  it.each([
    ['another host', 'https://evil.example/api/media/file/a.jpg'],
    ['the same host on another port', 'http://127.0.0.1:3002/api/media/file/a.jpg'],
    ['another scheme', 'https://127.0.0.1:3001/api/media/file/a.jpg'],
    ['a userinfo trick', 'http://127.0.0.1:3001@evil.example/api/media/file/a.jpg'],
    ['a CMS path that is not media', `${CMS}/api/users/me`],
    ['the media folder itself', `${CMS}/api/media/file/`],
    ['an encoded traversal', `${CMS}/api/media/file/..%2F..%2Fvar%2Fsecrets.json`],
    ['a nested path', `${CMS}/api/media/file/a/b.jpg`],
    ['a control character', `${CMS}/api/media/file/a%00.jpg`],
    ['broken percent-encoding', `${CMS}/api/media/file/%E0%A4%A.jpg`],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('drops %s instead of proxying it', (_case, url) => {
    expect(toSitePath(url, CMS)).toBeNull()
  })

  it('drops everything when the CMS base itself is malformed', () => {
    expect(toSitePath('/api/media/file/a.jpg', 'not a url')).toBeNull()
  })
})

describe('isMediaName', () => {
  it.each(['a.jpg', 'пляж 1.webp', 'b-640x400.png'])('accepts %s', (name) => expect(isMediaName(name)).toBe(true))
  it.each(['', '.', '..', '.env', 'a/b.jpg', 'a\\b.jpg', 'a\nb.jpg', 'x'.repeat(256)])('refuses %j', (name) =>
    expect(isMediaName(name)).toBe(false),
  )
})
