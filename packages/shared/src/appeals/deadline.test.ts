import { appealDeadline, appealDeadlineAt } from './deadline'

describe('appealDeadline: 8 working days in Anapa time', () => {
  // November 2026: Mon 2, Fri 6, Sat 7, Sun 8, Mon 9 ...
  it.each([
    ['Monday morning', '2026-11-02T09:00:00+03:00', '12.11.2026'],
    ['Tuesday', '2026-11-03T12:00:00+03:00', '13.11.2026'],
    ['Wednesday', '2026-11-04T12:00:00+03:00', '16.11.2026'],
    ['Thursday', '2026-11-05T12:00:00+03:00', '17.11.2026'],
    ['Friday', '2026-11-06T18:00:00+03:00', '18.11.2026'],
    ['Saturday counts from Monday', '2026-11-07T12:00:00+03:00', '18.11.2026'],
    ['Sunday counts from Monday', '2026-11-08T12:00:00+03:00', '18.11.2026'],
    ['Friday 23:30 Anapa is still Friday although UTC says 20:30', '2026-11-06T20:30:00Z', '18.11.2026'],
    ['Sunday 22:30 UTC is already Monday in Anapa', '2026-11-08T22:30:00Z', '19.11.2026'],
    ['across a month and a year', '2026-12-28T10:00:00+03:00', '07.01.2027'],
    ['across February of a leap year', '2028-02-24T10:00:00+03:00', '07.03.2028'],
  ])('%s: %s → %s', (_case, created, deadline) => {
    expect(appealDeadline(created)).toBe(deadline)
  })

  it('never lands on a weekend', () => {
    for (let d = 0; d < 28; d += 1) {
      const created = new Date(Date.UTC(2026, 10, 1, 9) + d * 86_400_000)
      const [dd = 0, mm = 0, yyyy = 0] = appealDeadline(created).split('.').map(Number)
      const weekday = new Date(Date.UTC(yyyy, mm - 1, dd)).getUTCDay()
      expect([0, 6]).not.toContain(weekday)
    }
  })

  it('takes a custom number of working days', () => {
    expect(appealDeadline('2026-11-06T12:00:00+03:00', 1)).toBe('09.11.2026')
  })
})

describe('appealDeadlineAt: the deadline as an instant', () => {
  it.each([
    ['Monday morning', '2026-11-02T09:00:00+03:00', '2026-11-12T20:59:59.999Z'],
    ['Sunday 22:30 UTC is already Monday in Anapa', '2026-11-08T22:30:00Z', '2026-11-19T20:59:59.999Z'],
    ['across a year', '2026-12-28T10:00:00+03:00', '2027-01-07T20:59:59.999Z'],
  ])('%s: %s → %s', (_case, created, at) => {
    expect(appealDeadlineAt(created)).toBe(at)
  })

  it('falls on the day appealDeadline names, at 23:59:59.999 in Anapa', () => {
    for (let d = 0; d < 14; d += 1) {
      const created = new Date(Date.UTC(2026, 10, 1, 9) + d * 86_400_000)
      const at = new Date(new Date(appealDeadlineAt(created)).getTime() + 3 * 3_600_000)
      const day = `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`
      expect(day).toBe(appealDeadline(created))
      expect([at.getUTCHours(), at.getUTCMinutes()]).toEqual([23, 59])
    }
  })
})
