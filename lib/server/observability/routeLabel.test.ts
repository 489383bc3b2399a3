import { routeLabel, UNMATCHED_ROUTE } from './routeLabel'

describe('routeLabel', () => {
  it.each([
    ['a page without parameters', '/my-transport', {}, '/my-transport'],
    ['the query string dropped', '/upravleniye-profilem?tab=2', undefined, '/upravleniye-profilem'],
    ['a whole-segment parameter', '/pokupki/42', { id: '42' }, '/pokupki/[id]'],
    ['a prefixed parameter', '/moi-obrashcheniya/appeal-123', { id: '123' }, '/moi-obrashcheniya/appeal-[id]'],
    [
      'two parameters',
      '/zhurnal-kurorta/news/first-day',
      { type: 'news', slug: 'first-day' },
      '/zhurnal-kurorta/[type]/[slug]',
    ],
    ['a catch-all', '/a/b/c', { path: ['a', 'b', 'c'] }, '/[...path]'],
    ['an encoded value', '/poisk/%D0%BF%D0%BB%D1%8F%D0%B6', { q: 'пляж' }, '/poisk/[q]'],
    ['the root', '/', {}, '/'],
  ])('%s', (_name, url, params, expected) => {
    expect(routeLabel(url, params)).toBe(expected)
  })

  it.each([
    ['a value the path does not hold', '/pokupki/42', { id: '43' }],
    ['an empty value', '/pokupki/', { id: '' }],
    ['a path left with capitals', '/Pokupki/42', { id: '42' }],
    ['a path left with Cyrillic', '/покупки', {}],
    ['an unexplained raw path', '/pokupki/<script>', {}],
    ['not a path', 'https://evil.example/x', {}],
    ['an empty catch-all', '/a', { path: [] }],
  ])('is unmatched for %s, never the raw URL', (_name, url, params) => {
    expect(routeLabel(url, params)).toBe(UNMATCHED_ROUTE)
  })
})
