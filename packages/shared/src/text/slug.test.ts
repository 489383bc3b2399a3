import { isSlug, SLUG_MAX_LENGTH, slugFromTitle } from './slug'

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

describe('slugFromTitle', () => {
  // The portal's own addresses (the seed's and the site's routes) spelt from their Russian titles.
  it.each([
    ['Джазовый вечер на Театральной площади', 'dzhazovyy-vecher-na-teatralnoy-ploshchadi'],
    ['Детский праздник «Морское путешествие»', 'detskiy-prazdnik-morskoe-puteshestvie'],
    ['Фестиваль уличной еды и вина', 'festival-ulichnoy-edy-i-vina'],
    ['Травмпункт городской больницы', 'travmpunkt-gorodskoy-bolnitsy'],
    ['Полёт на мотодельтаплане', 'polet-na-motodeltaplane'],
    ['Абрау-Дюрсо', 'abrau-dyurso'],
    ['Большой Утриш', 'bolshoy-utrish'],
    ['Витязево, северный', 'vityazevo-severnyy'],
    ['Журнал курорта', 'zhurnal-kurorta'],
    ['Мои обращения', 'moi-obrashcheniya'],
    ['Экскурсии и туры', 'ekskursii-i-tury'],
    ['Подъезд к пляжу', 'podezd-k-plyazhu'],
    ['Хачапури и щука', 'khachapuri-i-shchuka'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
    expect(isSlug(slug)).toBe(true)
  })

  it('keeps Latin letters and digits, drops accents, and breaks words on everything else', () => {
    expect(slugFromTitle('  Anapa Jazz Fest — 2026!  ')).toBe('anapa-jazz-fest-2026')
    expect(slugFromTitle('Кафе «Café Noël» № 5')).toBe('kafe-cafe-noel-5')
    expect(slugFromTitle('ул. Горького, 38/2')).toBe('ul-gorkogo-38-2')
  })

  it('gives nothing for a title without a letter or digit', () => {
    expect(slugFromTitle('')).toBe('')
    expect(slugFromTitle('  «—» ')).toBe('')
    expect(slugFromTitle(null)).toBe('')
    expect(slugFromTitle(undefined)).toBe('')
  })

  it('cuts a long title at a word break within the limit', () => {
    const title = 'Очень длинное название события на набережной '.repeat(6)
    const slug = slugFromTitle(title)
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(isSlug(slug)).toBe(true)
    expect(slugFromTitle(title).startsWith('ochen-dlinnoe-nazvanie-sobytiya')).toBe(true)
    expect(slug.endsWith('-')).toBe(false)
    expect(slugFromTitle('я'.repeat(SLUG_MAX_LENGTH))).toBe('ya'.repeat(SLUG_MAX_LENGTH / 2))
  })

  it('always gives a slug the CMS and the site accept, or nothing', () => {
    for (const title of ['Ъ', 'ь-ъ', '---', 'А-', '-Б', 'Ё ё Ё', '1', 'Ünïcödé', 'Ⅻ', '中文']) {
      const slug = slugFromTitle(title)
      expect(slug === '' || isSlug(slug)).toBe(true)
    }
  })
})
