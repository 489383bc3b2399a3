import { formatDate } from './date'

describe('formatDate (spec §9: dd.mm.yyyy)', () => {
  it.each([
    ['2026-07-05T09:00:00.000Z', '05.07.2026'],
    ['2025-12-31T12:00:00.000Z', '31.12.2025'],
    // 22:30 UTC is already the next day in Anapa (UTC+3).
    ['2026-03-01T22:30:00.000Z', '02.03.2026'],
    ['2026-01-09', '09.01.2026'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected)
  })

  it.each([[null], [undefined], [''], ['not a date'], ['2026-13-45']])('gives an empty string for %p', (input) => {
    expect(formatDate(input)).toBe('')
  })
})
