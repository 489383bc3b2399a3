import { stem } from './stemmer'

/** Word forms that must meet: each row's words share one stem. */
const FAMILIES: [string, string[]][] = [
  ['пляж', ['пляж', 'пляжи', 'пляжей', 'пляжа', 'пляжу', 'пляжем', 'пляжами', 'пляжах', 'пляже']],
  ['джемет', ['джемете']],
  ['витязев', ['витязево', 'витязеве']],
  ['утриш', ['утриш', 'утриша', 'утришу', 'утришем']],
  ['высок', ['высокий', 'высокого', 'высокому', 'высоким', 'высокая', 'высокой', 'высокие']],
  ['берег', ['берег', 'берега', 'берегу', 'берегом', 'берегов']],
  ['экскурс', ['экскурсия', 'экскурсии', 'экскурсий', 'экскурсию', 'экскурсиями']],
  ['набережн', ['набережная', 'набережной', 'набережную']],
  ['гуля', ['гулять', 'гуляли']],
  ['прогулк', ['прогулка', 'прогулки', 'прогулку', 'прогулкой']],
]

describe('stem', () => {
  it.each(FAMILIES)('%s ← %j', (expected, words) => {
    for (const word of words) expect(stem(word)).toBe(expected)
  })

  it.each([
    ['ость in R2', 'активность', 'активн'],
    ['superlative + нн', 'длиннейший', 'длин'],
    ['reflexive verb', 'купаться', 'купа'],
    ['perfective gerund', 'прочитав', 'прочита'],
  ])('handles %s: %s → %s', (_rule, word, expected) => {
    expect(stem(word)).toBe(expected)
  })

  it('leaves short words, Latin words and numbers alone', () => {
    expect(stem('мы')).toBe('мы')
    expect(stem('spa')).toBe('spa')
    expect(stem('2024')).toBe('2024')
  })
})
