import { addMonths, formatDay, isPermitActive, permitEndDate, resortToday } from './dates'

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('permit dates', () => {
  it('takes the resort (Moscow) calendar day: 22:30 UTC is already tomorrow in Anapa', () => {
    expect(resortToday(new Date('2026-11-23T22:30:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(resortToday(new Date('2026-11-23T20:59:59Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })

  it.each([
    ['2026-11-23', 12, '2027-11-23'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2026-02-28', 12, '2027-02-28'],
    ['2026-05-15', 6, '2026-11-15'],
  ])('%s + %i months → %s', (from, months, to) => {
    expect(addMonths(day(from), months).toISOString().slice(0, 10)).toBe(to)
  })

  it('the permit granted on a decision runs RESIDENT_PERMIT_MONTHS from the decision day', () => {
    expect(formatDay(permitEndDate(new Date('2026-11-23T10:00:00Z'), 12))).toBe('23.11.2027')
  })

  it('formats stored days as dd.mm.yyyy and refuses garbage', () => {
    expect(formatDay('2027-03-05T00:00:00.000Z')).toBe('05.03.2027')
    expect(formatDay(null)).toBeNull()
    expect(formatDay('not a date')).toBeNull()
  })

  it('a permit is active through its last day, and not after', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(isPermitActive('2026-11-23T00:00:00.000Z', now)).toBe(true)
    expect(isPermitActive('2026-11-22T00:00:00.000Z', now)).toBe(false)
    expect(isPermitActive('2027-11-23T00:00:00.000Z', now)).toBe(true)
    expect(isPermitActive(null, now)).toBe(false)
  })
})
