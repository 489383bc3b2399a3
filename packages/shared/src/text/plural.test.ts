import { characters, maxLengthText, minLengthText, pluralRu } from './plural'

describe('Russian plural forms', () => {
  it.each([
    [0, '0 символов'],
    [1, '1 символ'],
    [2, '2 символа'],
    [4, '4 символа'],
    [5, '5 символов'],
    [6, '6 символов'],
    [11, '11 символов'],
    [12, '12 символов'],
    [14, '14 символов'],
    [20, '20 символов'],
    [21, '21 символ'],
    [22, '22 символа'],
    [100, '100 символов'],
    [101, '101 символ'],
    [111, '111 символов'],
    [254, '254 символа'],
    [500, '500 символов'],
  ])('%i', (n, text) => {
    expect(characters(n)).toBe(text)
  })

  it('agrees with Intl.PluralRules for 0..1000', () => {
    const rules = new Intl.PluralRules('ru')
    const forms = { one: 'one', few: 'few', many: 'many' } as const
    for (let n = 0; n <= 1000; n += 1) {
      const expected = rules.select(n)
      expect(pluralRu(n, [forms.one, forms.few, forms.many])).toBe(expected)
    }
  })

  it('the length messages', () => {
    expect(minLengthText(2)).toBe('Минимальная длина 2 символа')
    expect(minLengthText(6)).toBe('Минимальная длина 6 символов')
    expect(maxLengthText(254)).toBe('Максимальная длина 254 символа')
  })
})
