import { indexWords, normalise, queryWords } from './normalize'

describe('normalise', () => {
  it.each([
    ['Пляж ДЖЕМЕТЕ', 'пляж джемете'],
    ['Ёлки, Зелёный берег!', 'елки зеленый берег'],
    ['«Малая бухта» — галька…', 'малая бухта галька'],
    ['Д’Артаньян', 'дартаньян'],
    ['Су-Псех, Анапа-2', 'су-псех анапа-2'],
    ['пля\u0301ж\u00ad', 'пляж'],
    ['  -- тире --  ', 'тире'],
  ])('%s → %s', (input, expected) => {
    expect(normalise(input)).toBe(expected)
  })
})

describe('indexWords', () => {
  it('gives a hyphenated word its parts and the parts run together', () => {
    expect(indexWords('Хутор Су-Псех')).toEqual(['хутор', 'су', 'псех', 'супсех'])
  })
})

describe('queryWords', () => {
  it('marks the last word as still being typed unless the query ends with a space or punctuation', () => {
    expect(queryWords('пляж джем')).toEqual([
      { text: 'пляж', prefix: false },
      { text: 'джем', prefix: true },
    ])
    expect(queryWords('пляж джемете ')).toEqual([
      { text: 'пляж', prefix: false },
      { text: 'джемете', prefix: false },
    ])
    expect(queryWords('джемете.')).toEqual([{ text: 'джемете', prefix: false }])
  })

  it('drops stop words, unless nothing else is left', () => {
    expect(queryWords('пляж на Пионерском').map((w) => w.text)).toEqual(['пляж', 'пионерском'])
    expect(queryWords('на').map((w) => w.text)).toEqual(['на'])
  })

  it('reads ё as е and splits hyphenated words', () => {
    expect(queryWords('Зелёный Су-Псех').map((w) => w.text)).toEqual(['зеленый', 'су', 'псех'])
  })

  it('keeps an apostrophe inside a Latin word (a soft sign) and drops it elsewhere', () => {
    expect(queryWords("ul'yanovsk д’артаньян").map((w) => w.text)).toEqual(["ul'yanovsk", 'дартаньян'])
  })

  it('gives nothing for blank or punctuation-only queries', () => {
    expect(queryWords('   ')).toEqual([])
    expect(queryWords(' — … !')).toEqual([])
  })

  it('caps the number of words', () => {
    expect(queryWords('а б в г д е ж з и к л м н о п р', 10)).toHaveLength(10)
  })
})
