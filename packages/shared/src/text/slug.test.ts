import { isSlug, SLUG_MAX_LENGTH } from './slug'

describe('isSlug', () => {
  it.each(['anapa', 'dzhemete-beach', 'a1-b2-c3', 'x'.repeat(SLUG_MAX_LENGTH)])('accepts %s', (value) => {
    expect(isSlug(value)).toBe(true)
  })

  it.each([
    ['an empty string', ''],
    ['upper case', 'Anapa'],
    ['Cyrillic', 'анапа'],
    ['a leading hyphen', '-anapa'],
    ['a trailing hyphen', 'anapa-'],
    ['a double hyphen', 'anapa--beach'],
    ['an underscore', 'anapa_beach'],
    ['a slash', 'anapa/beach'],
    ['one character too long', 'x'.repeat(SLUG_MAX_LENGTH + 1)],
  ])('refuses %s', (_case, value) => {
    expect(isSlug(value)).toBe(false)
  })

  it.each([null, undefined, 42, ['anapa']])('refuses a value that is not a string: %p', (value) => {
    expect(isSlug(value)).toBe(false)
  })
})
