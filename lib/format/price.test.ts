import { formatPrice, formatPriceFrom } from './price'

const NBSP = '\u00a0'
const NNBSP = '\u202f'

describe('formatPrice', () => {
  it.each([
    [0, 'Бесплатно'],
    [0.001, 'Бесплатно'],
    [1, `1${NBSP}₽`],
    [150, `150${NBSP}₽`],
    [1500, `1${NNBSP}500${NBSP}₽`],
    [12_345, `12${NNBSP}345${NBSP}₽`],
    [1_250_000, `1${NNBSP}250${NNBSP}000${NBSP}₽`],
    [99.9, `99,90${NBSP}₽`],
    [1500.5, `1${NNBSP}500,50${NBSP}₽`],
    [199.999, `200${NBSP}₽`],
  ])('%p → %p', (rubles, expected) => {
    expect(formatPrice(rubles)).toBe(expected)
  })

  it('reads as "1 500 ₽" once the special spaces are made plain', () => {
    expect(formatPrice(1500)?.replace(/[\u00a0\u202f]/g, ' ')).toBe('1 500 ₽')
  })

  it.each([[null], [undefined], [-100], [Number.NaN], [Number.NEGATIVE_INFINITY]])('gives null for %p', (input) => {
    expect(formatPrice(input)).toBeNull()
  })
})

describe('formatPriceFrom', () => {
  it.each([
    [1500, `от${NBSP}1${NNBSP}500${NBSP}₽`],
    [350, `от${NBSP}350${NBSP}₽`],
    [0, 'Бесплатно'],
    [null, null],
    [undefined, null],
    [-1, null],
  ])('%p → %p', (rubles, expected) => {
    expect(formatPriceFrom(rubles)).toBe(expected)
  })
})
