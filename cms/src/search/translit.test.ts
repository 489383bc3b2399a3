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

  // The other spellings people type for the same names: English and French ж (dj, a leading j),
  // and the passport's (я ia, ю iu, й i after a vowel).
  it.each([
    ['djemete', 'джемете'],
    ['jemete', 'джемете'],
    ['jalta', 'ялта'],
    ['vitiazevo', 'витязево'],
    ['sovetskaia', 'советская'],
    ['iuzhnyi', 'южный'],
    ['bolshoi', 'большой'],
    ['tsentralnyi', 'центральный'],
    ['chaika', 'чайка'],
  ])('other spellings: %s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toContain(cyrillic)
  })

  it.each([
    ['jim', ['йим', 'джим']],
    ['jy', ['йы', 'джы']],
    ['jurta', ['юрта', 'джурта']],
  ])('a leading j reads the letters after it once: %s → %j', (latin, readings) => {
    expect(latinToCyrillic(latin)).toEqual(readings)
  })

  it('never gives more than four readings of a word', () => {
    for (const word of ['jiaiutsia', 'tsentralnyi', 'sovetskaia', 'elitsia']) {
      expect(latinToCyrillic(word).length).toBeLessThanOrEqual(4)
    }
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
