import { formatDate, formatDateRange, formatDateTime, formatTime } from './date'

describe('formatDate (docs/spec.md#9-business-constants-and-limits: dd.mm.yyyy)', () => {
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

describe('formatTime (HH:MM in Anapa)', () => {
  it.each([
    ['2026-07-12T16:00:00.000Z', '19:00'],
    ['2026-07-12T21:00:00.000Z', '00:00'],
    ['2026-07-12T05:07:00.000Z', '08:07'],
    ['2026-07-12T19:00:00+03:00', '19:00'],
  ])('%s → %s', (iso, expected) => {
    expect(formatTime(iso)).toBe(expected)
  })

  it.each([[null], [undefined], [''], ['19:00']])('gives an empty string for %p', (input) => {
    expect(formatTime(input)).toBe('')
  })
})

describe('formatDateTime', () => {
  it.each([
    ['2026-07-12T16:00:00.000Z', '12.07.2026, 19:00'],
    // 21:30 UTC on the 31st is half past midnight on New Year's Day in Anapa.
    ['2026-12-31T21:30:00.000Z', '01.01.2027, 00:30'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected)
  })

  it.each([[null], [''], ['soon']])('gives an empty string for %p', (input) => {
    expect(formatDateTime(input)).toBe('')
  })
})

describe('formatDateRange', () => {
  it.each([
    ['2026-07-12T16:00:00.000Z', '2026-07-14T18:00:00.000Z', '12.07.2026\u00a0– 14.07.2026'],
    ['2026-07-12', '2026-08-01', '12.07.2026\u00a0– 01.08.2026'],
    // Same day in Anapa even though the UTC dates differ.
    ['2026-07-12T06:00:00.000Z', '2026-07-12T20:30:00.000Z', '12.07.2026'],
    ['2026-07-12T16:00:00.000Z', null, '12.07.2026'],
    ['2026-07-12T16:00:00.000Z', 'not a date', '12.07.2026'],
    [null, '2026-07-14', ''],
    ['garbage', '2026-07-14', ''],
  ])('%p – %p → %p', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected)
  })
})
