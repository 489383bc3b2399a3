import { latinToCyrillic } from './translit'

describe('latinToCyrillic', () => {
  it.each([
    ['dzhemete', 'джемете'],
    ['vityazevo', 'витязево'],
    ['sukko', 'сукко'],
    ['utrish', 'утриш'],
    ['anapa', 'анапа'],
    ['plyazh', 'пляж'],
    ['bolshoy', 'большой'],
    ['tsentralnyy', 'центральный'],
    ['shchuka', 'щука'],
    ['khutor', 'хутор'],
    ['chaika', 'чаика'],
    ['yuzhnyy', 'южный'],
    ['yolka', 'елка'],
    ['blagoveshchenskaya', 'благовещенская'],
    ["ul'yanovsk", 'ульяновск'],
    ['nikolayevka', 'николаевка'],
    ['ekskursiya', 'экскурсия'],
    ['centr', 'центр'],
    ['cafe', 'кафе'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toContain(cyrillic)
  })

  it('gives every reading of an ambiguous spelling', () => {
    expect(latinToCyrillic('sovetskaya')).toEqual(expect.arrayContaining(['совецкая', 'советская']))
    expect(latinToCyrillic('elena')).toEqual(expect.arrayContaining(['элена', 'елена']))
  })

  it('gives nothing for a word without Latin letters', () => {
    expect(latinToCyrillic('пляж')).toEqual([])
    expect(latinToCyrillic('2024')).toEqual([])
  })
})
