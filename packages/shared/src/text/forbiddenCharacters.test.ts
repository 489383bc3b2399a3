import { findForbiddenText, FORBIDDEN_TEXT_CHARACTERS, stripForbiddenText } from './forbiddenCharacters'

describe('FORBIDDEN_TEXT_CHARACTERS', () => {
  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['right-to-left override', '\u202e'],
    ['left-to-right embedding', '\u202a'],
    ['first strong isolate', '\u2068'],
    ['pop directional isolate', '\u2069'],
  ])('refuses %s', (_name, character) => {
    expect(FORBIDDEN_TEXT_CHARACTERS.test(`Иван${character}ов`)).toBe(true)
  })

  it.each([
    ['tab', '\t'],
    ['line feed', '\n'],
    ['carriage return', '\r'],
    ['non-breaking space', '\u00a0'],
    ['Cyrillic and emoji', 'Ёлка 🌲'],
    ['a zero-width joiner', '\u200d'],
  ])('lets %s through', (_name, text) => {
    expect(FORBIDDEN_TEXT_CHARACTERS.test(text)).toBe(false)
  })
})

describe('findForbiddenText', () => {
  it('names the path to the first dirty string, array positions as numbers', () => {
    expect(findForbiddenText({ name: 'Иван', tags: ['море', 'пля\u0000ж'] })).toEqual(['tags', 1])
  })

  it('counts a dirty key', () => {
    expect(findForbiddenText({ input: { 'na\u202eme': 'Иван' } })).toEqual(['input', 'na\u202eme'])
  })

  it('answers null for clean text, numbers and nulls', () => {
    expect(findForbiddenText({ name: 'Иван\nПетров', age: 40, car: null, list: [1, 'два'] })).toBeNull()
  })
})

test('stripForbiddenText keeps the rest of the text', () => {
  expect(stripForbiddenText('пл\u0000яж\u202e')).toBe('пляж')
})
