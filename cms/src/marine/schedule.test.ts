import { Cron } from 'croner'

import { refreshCron } from './schedule'

describe('the marine refresh interval as a cron', () => {
  it.each([
    [3600, '0 0 * * * *'],
    [2, '*/2 * * * * *'],
    [60, '0 */1 * * * *'],
    [900, '0 */15 * * * *'],
    [7200, '0 0 */2 * * *'],
    [86_400, '0 0 0 * * *'],
  ])('fires every %i s as %s', (seconds, cron) => {
    expect(refreshCron(seconds)).toBe(cron)
    // The same syntax Payload's job crons read, firing at even steps.
    const [first, second, third] = new Cron(cron).nextRuns(3, new Date(Date.UTC(2026, 6, 15, 12, 0, 0, 500)))
    expect(second!.getTime() - first!.getTime()).toBe(seconds * 1000)
    expect(third!.getTime() - second!.getTime()).toBe(seconds * 1000)
  })

  it.each([0, 7, 45, 61, 90, 1000, 5400, 3 * 86_400, 1.5])(
    'has none for %s s: it would not repeat evenly',
    (seconds) => {
      expect(refreshCron(seconds)).toBeNull()
    },
  )
})
