import { isOneEditApart, metresBetween } from './distance'

describe('isOneEditApart', () => {
  it.each([
    ['витязево', 'витзяево', true, 'two neighbours swapped'],
    ['джемете', 'джимете', true, 'one letter replaced'],
    ['джемете', 'джемте', true, 'one letter dropped'],
    ['сукко', 'суккко', true, 'one letter added'],
    ['анапа', 'анпаа', true, 'swap at the end'],
    ['джемете', 'джемете', false, 'the same word is not a typo'],
    ['витязево', 'вятизево', false, 'two letters replaced'],
    ['пляж', 'пляжами', false, 'three letters more'],
    ['абвгд', 'бавдг', false, 'two swaps'],
  ])('%s ~ %s: %s (%s)', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected)
    expect(isOneEditApart(b, a)).toBe(expected)
  })
})

describe('metresBetween', () => {
  it('measures the great-circle distance', () => {
    // Anapa's centre to Vityazevo is about 11 km.
    const metres = metresBetween({ lat: 44.8967624, lon: 37.3115879 }, { lat: 44.999, lon: 37.27 })
    expect(metres).toBeGreaterThan(11_000)
    expect(metres).toBeLessThan(12_000)
    expect(metresBetween({ lat: 44.9, lon: 37.3 }, { lat: 44.9, lon: 37.3 })).toBe(0)
  })
})
