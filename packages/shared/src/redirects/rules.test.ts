import { isProtectedPath, itemPath, normalizeFromPath, parseCustomTarget, REDIRECT_MESSAGES, targetPath } from './rules'

describe('redirect rule paths', () => {
  it.each([
    ['/zhurnal-kurorta/stati/old', '/zhurnal-kurorta/stati/old'],
    ['/old-page/', '/old-page'],
    ['  /akcii  ', '/akcii'],
    ['/', '/'],
    ['/%D0%BF%D0%BB%D1%8F%D0%B6', '/пляж'],
    ['/пляж', '/пляж'],
  ])('normalizes the source %j to %j', (input, expected) => expect(normalizeFromPath(input)).toBe(expected))

  it.each([
    'old-page',
    '//evil.example/x',
    '/a?b=1',
    '/a#top',
    '/a b',
    '/a\\b',
    '/a/../b',
    'https://anapa.example/a',
    'javascript:alert(1)',
    '/a\u0000',
  ])('refuses the source %j', (input) => expect(normalizeFromPath(input)).toBeNull())

  it.each([
    ['/plyazhi', { kind: 'path', path: '/plyazhi' }],
    ['/plyazhi/?page=2', { kind: 'path', path: '/plyazhi?page=2' }],
    ['https://gosuslugi.ru/a b', { error: REDIRECT_MESSAGES.toShape }],
    ['https://gosuslugi.ru/x?y=1', { kind: 'url', url: 'https://gosuslugi.ru/x?y=1' }],
    ['http://gosuslugi.ru/', { error: REDIRECT_MESSAGES.toInsecure }],
    ['javascript:alert(1)', { error: REDIRECT_MESSAGES.toInsecure }],
    ['data:text/html,hi', { error: REDIRECT_MESSAGES.toInsecure }],
    ['//evil.example/x', { error: REDIRECT_MESSAGES.toShape }],
    ['https://user:pw@evil.example/', { error: REDIRECT_MESSAGES.toShape }],
    ['plyazhi', { error: REDIRECT_MESSAGES.toShape }],
    ['/api/graphql', { error: REDIRECT_MESSAGES.toProtected('/api/graphql') }],
  ])('reads the target %j', (input, expected) => expect(parseCustomTarget(input)).toEqual(expected))

  it('protects the API, build files and every cabinet page, and nothing that merely starts alike', () => {
    for (const path of [
      '/api',
      '/api/revalidate',
      '/_next/static/x.js',
      '/my-transport',
      '/moi-obrashcheniya/12',
      '/pokupki',
    ])
      expect(isProtectedPath(path)).toBe(true)
    for (const path of ['/apis', '/plyazhi', '/zhurnal-kurorta/stati/api', '/izbrannoe-mesta'])
      expect(isProtectedPath(path)).toBe(false)
  })

  it('finds the path part of a site target and none of an external one', () => {
    expect(targetPath('/plyazhi/?page=2')).toBe('/plyazhi')
    expect(targetPath('https://gosuslugi.ru/')).toBeNull()
  })

  it('addresses articles by type and slug, slugged sections by slug and the rest by id', () => {
    expect(itemPath('magazines', { id: 3, slug: 'novaya', type: 'stati' })).toBe('/zhurnal-kurorta/stati/novaya')
    expect(itemPath('events', { id: 3, slug: 'festival' })).toBe('/afisha/festival')
    expect(itemPath('beaches', { id: 7, slug: null })).toBe('/plyazhi/7')
    expect(itemPath('magazines', { id: 3, slug: null, type: 'stati' })).toBeNull()
  })
})
