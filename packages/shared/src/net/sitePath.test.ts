import { isSitePath } from './sitePath'

describe('isSitePath', () => {
  it.each(['/', '/plyazhi/7', '/opoveshcheniya/anapa-1', '/poisk?q=пляж', '/plyazhi/7#karta'])(
    'accepts %s',
    (value) => {
      expect(isSitePath(value)).toBe(true)
    },
  )

  it.each([
    ['an empty string', ''],
    ['a relative path', 'plyazhi/7'],
    ['another host, protocol-relative', '//evil.example/x'],
    ['another site', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash, which browsers read as a slash', '/\\evil.example'],
    ['a space', '/with space'],
    ['a line break', '/plyazhi\n/7'],
  ])('refuses %s', (_case, value) => {
    expect(isSitePath(value)).toBe(false)
  })
})
