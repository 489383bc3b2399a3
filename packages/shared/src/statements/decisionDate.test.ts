import { permitDecisionDate, PERMIT_DECISION_WORKING_DAYS } from './decisionDate'

describe('permitDecisionDate: 10 working days after submission, Anapa time', () => {
  // November 2026: Mon 2, Fri 6, Sat 7, Sun 8, Mon 9 ...
  it.each([
    ['Monday', '2026-11-02T09:00:00+03:00', '16.11.2026'],
    ['Friday', '2026-11-06T18:00:00+03:00', '20.11.2026'],
    ['Saturday counts from Monday', '2026-11-07T12:00:00+03:00', '20.11.2026'],
    ['Sunday 22:30 UTC is already Monday in Anapa', '2026-11-08T22:30:00Z', '23.11.2026'],
    ['across a year', '2026-12-28T10:00:00+03:00', '11.01.2027'],
  ])('%s: %s → %s', (_case, submitted, expected) => {
    expect(permitDecisionDate(submitted)).toBe(expected)
  })

  it('is ten working days', () => {
    expect(PERMIT_DECISION_WORKING_DAYS).toBe(10)
  })
})
