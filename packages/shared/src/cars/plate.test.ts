import { formatPlate, normalisePlate, PLATE_MESSAGES } from './plate'

describe('normalisePlate: Russian private plates to the canonical compact Cyrillic form', () => {
  it.each([
    // [case, typed, canonical]
    ['canonical Cyrillic, 2-digit region', 'А123ВС23', 'А123ВС23'],
    ['canonical Cyrillic, 3-digit region', 'А123ВС123', 'А123ВС123'],
    ['region 193 (Krasnodar krai)', 'Х777ХХ193', 'Х777ХХ193'],
    ['lower-case Cyrillic', 'а123вс23', 'А123ВС23'],
    ['spaces as displayed', 'А 123 ВС 23', 'А123ВС23'],
    ['dashes and stray spaces', ' а-123-вс 93 ', 'А123ВС93'],
    ['a non-breaking space', 'А\u00a0123\u00a0ВС\u00a023', 'А123ВС23'],
    ['Latin look-alikes, upper case', 'A123BC23', 'А123ВС23'],
    ['Latin look-alikes, lower case', 'a123bc123', 'А123ВС123'],
    ['every Latin look-alike maps (ABEKMHOPCTYX)', 'E001KM77', 'Е001КМ77'],
    ['H O P', 'H456OP61', 'Н456ОР61'],
    ['T Y X', 'T789YX01', 'Т789УХ01'],
    ['mixed alphabets in one plate', 'В 123 OP 93', 'В123ОР93'],
    ['the printed RUS suffix', 'А123ВС 23 RUS', 'А123ВС23'],
  ])('%s: %p → %p', (_case, typed, canonical) => {
    expect(normalisePlate(typed)).toBe(canonical)
  })

  it.each([
    // [case, typed]
    ['empty', ''],
    ['only spaces', '   '],
    ['a Cyrillic letter no plate carries (Д)', 'Д123ВС23'],
    ['a Latin letter without a Cyrillic twin (Z)', 'Z123BC23'],
    ['two digits in the number', 'А12ВС23'],
    ['four digits in the number', 'А1234ВС23'],
    ['one letter at the end', 'А123В23'],
    ['no region', 'А123ВС'],
    ['a one-digit region', 'А123ВС2'],
    ['a four-digit region', 'А123ВС1234'],
    ['region 00', 'А123ВС00'],
    ['region 000', 'А123ВС000'],
    ['a 3-digit region with a leading zero', 'А123ВС023'],
    ['digits first', '123АВС23'],
    ['punctuation inside', 'А123ВС/23'],
    ['junk', 'hello world'],
    ['an SQL-ish string', "А123ВС23'; DROP TABLE cars;--"],
    ['over-long input', 'А123ВС23'.padEnd(40, ' ')],
  ])('%s: %p → null', (_case, typed) => {
    expect(normalisePlate(typed)).toBeNull()
  })

  it('rejects non-strings without throwing', () => {
    expect(normalisePlate(123 as unknown as string)).toBeNull()
  })
})

describe('formatPlate: the display form', () => {
  it.each([
    ['А123ВС23', 'А 123 ВС 23'],
    ['А123ВС123', 'А 123 ВС 123'],
    ['not a plate', 'not a plate'],
  ])('%p → %p', (canonical, shown) => {
    expect(formatPlate(canonical)).toBe(shown)
  })

  it('round-trips: formatting a canonical plate and normalising it again gives the same plate', () => {
    expect(normalisePlate(formatPlate('М001ММ777'))).toBe('М001ММ777')
  })
})

describe('PLATE_MESSAGES', () => {
  it('are the contract texts', () => {
    expect(PLATE_MESSAGES).toEqual({
      invalid: 'Введите госномер автомобиля, например А123ВС93',
      duplicate: 'Автомобиль с таким номером уже добавлен',
      notFound: 'Автомобиль не найден',
    })
  })
})
