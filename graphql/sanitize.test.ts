import { sanitizeCmsHtml } from './sanitize'

const savedApiBase = process.env.API_BASE_URL
beforeAll(() => {
  process.env.API_BASE_URL = 'http://cms.test'
})
afterAll(() => {
  process.env.API_BASE_URL = savedApiBase
})

describe('sanitizeCmsHtml: an allow-list for CMS HTML', () => {
  it.each([
    ['<script>alert(1)</script><p>Текст</p>', '<p>Текст</p>'],
    ['<p onclick="alert(1)">Пляж</p>', '<p>Пляж</p>'],
    ['<a href="javascript:alert(1)">ссылка</a>', '<a>ссылка</a>'],
    ['<img src="http://cms.test/api/media/file/x.jpg" onerror="alert(1)">', '<img src="/media/x.jpg" />'],
    ['<img src="data:image/png;base64,AAA">', ''],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed">ok</p>', '<p>ok</p>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeCmsHtml(input)).toBe(expected)
  })

  it('keeps the structure editors write', () => {
    const html = '<h2>Заголовок</h2><p><strong>Жирный</strong> и <em>курсив</em></p><ul><li>пункт</li></ul>'
    expect(sanitizeCmsHtml(html)).toBe(html)
  })

  it('opens external links safely', () => {
    expect(sanitizeCmsHtml('<a href="https://anapa.ru">Анапа</a>')).toBe(
      '<a href="https://anapa.ru" rel="noopener noreferrer nofollow" target="_blank">Анапа</a>',
    )
  })

  it('treats null as empty', () => {
    expect(sanitizeCmsHtml(null)).toBe('')
  })

  describe('never lets the CMS address through', () => {
    it('serves rich-text images of the CMS from the site path, keeping their size', () => {
      expect(
        sanitizeCmsHtml(
          '<p><img src="http://cms.test/api/media/file/dyuny.jpg" alt="Дюны" width="640" height="400"></p>',
        ),
      ).toBe('<p><img alt="Дюны" width="640" height="400" src="/media/dyuny.jpg" /></p>')
    })

    it('maps CMS-relative media paths too', () => {
      expect(sanitizeCmsHtml('<img src="/api/media/file/a%20b.png">')).toBe('<img src="/media/a%20b.png" />')
    })

    it('leaves out images from other hosts instead of proxying them', () => {
      expect(sanitizeCmsHtml('<p>до<img src="https://evil.example/api/media/file/x.jpg">после</p>')).toBe(
        '<p>допосле</p>',
      )
    })

    it('maps links to CMS media and strips links to the rest of the CMS', () => {
      expect(sanitizeCmsHtml('<a href="http://cms.test/api/media/file/map.png">карта</a>')).toBe(
        '<a href="/media/map.png">карта</a>',
      )
      expect(sanitizeCmsHtml('<a href="http://cms.test/admin">админка</a>')).toBe('<a>админка</a>')
    })

    it('drops hostile media names (traversal, control characters)', () => {
      expect(sanitizeCmsHtml('<img src="http://cms.test/api/media/file/..%2Fsecrets.json">')).toBe('')
      expect(sanitizeCmsHtml('<img src="http://cms.test/api/media/file/a%0Ab.jpg">')).toBe('')
    })
  })
})
