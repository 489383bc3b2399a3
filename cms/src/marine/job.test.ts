import type { PayloadRequest } from 'payload'

import { MARINE_QUEUE, MARINE_TASK, marineAutoRun, marineTask } from './job'
import type { MarineConfig } from './provider'

const none: MarineConfig = { provider: 'none', refreshSeconds: 3600 }
const openMeteo: MarineConfig = {
  provider: 'open-meteo',
  marineApiUrl: 'http://127.0.0.1:1',
  weatherApiUrl: 'http://127.0.0.1:1',
  refreshSeconds: 3600,
}

describe('the marine refresh job', () => {
  it('has no runner with MARINE_PROVIDER=none, so no job is ever queued or run', () => {
    expect(marineAutoRun(none)).toEqual([])
  })

  it('is queued hourly at :00 on its own queue, which is looked at every minute', () => {
    expect(marineTask(openMeteo).schedule).toEqual([
      expect.objectContaining({ cron: '0 0 * * * *', queue: MARINE_QUEUE }),
    ])
    expect(marineAutoRun(openMeteo)).toEqual([{ cron: '0 * * * * *', queue: MARINE_QUEUE, limit: 1, silent: true }])
  })

  it('runs on the interval itself when it is under a minute (the integration tests’ 2 s)', () => {
    const fast = { ...openMeteo, refreshSeconds: 2 }
    expect(marineTask(fast).schedule![0]!.cron).toBe('*/2 * * * * *')
    expect(marineAutoRun(fast)[0]!.cron).toBe('*/2 * * * * *')
  })

  it('is in the config whatever the provider, so the schema never depends on a setting', () => {
    expect(marineTask(none).slug).toBe(MARINE_TASK)
    expect(marineTask(openMeteo).slug).toBe(MARINE_TASK)
  })

  it('queues the first refresh of an install at once, later ones at the next tick of the cron', async () => {
    const beforeSchedule = marineTask(openMeteo).schedule![0]!.hooks!.beforeSchedule!
    const nextTick = new Date('2026-07-15T13:00:00.000Z')
    const defaultBeforeSchedule = jest.fn(async () => ({ shouldSchedule: true, waitUntil: nextTick, input: {} }))
    const args = (lastScheduledRun?: string) =>
      ({
        defaultBeforeSchedule,
        jobStats: lastScheduledRun
          ? {
              stats: {
                scheduledRuns: { queues: { [MARINE_QUEUE]: { tasks: { [MARINE_TASK]: { lastScheduledRun } } } } },
              },
            }
          : {},
        queueable: {},
        req: {} as PayloadRequest,
      }) as unknown as Parameters<typeof beforeSchedule>[0]
    expect(await beforeSchedule(args())).toEqual({ shouldSchedule: true, waitUntil: undefined, input: {} })
    expect(await beforeSchedule(args('2026-07-15T12:00:00.000Z'))).toEqual({
      shouldSchedule: true,
      waitUntil: nextTick,
      input: {},
    })
  })

  it('with MARINE_PROVIDER=none does nothing even if a job of it were run', async () => {
    const handler = marineTask(none).handler as (args: unknown) => Promise<unknown>
    const find = jest.fn()
    expect(await handler({ req: { payload: { find } } })).toEqual({ output: {} })
    expect(find).not.toHaveBeenCalled()
  })
})
