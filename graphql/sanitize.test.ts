import { sanitizeCmsHtml } from './sanitize'

describe('sanitizeCmsHtml: an allow-list for CMS HTML', () => {
  it.each([
    ['<script>alert(1)</script><p>Текст</p>', '<p>Текст</p>'],
    ['<p onclick="alert(1)">Пляж</p>', '<p>Пляж</p>'],
    ['<a href="javascript:alert(1)">ссылка</a>', '<a>ссылка</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="data:image/png;base64,AAA">', '<img />'],
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
})
