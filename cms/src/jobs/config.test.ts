import type { PayloadRequest } from 'payload'

import { EDITORIAL_JOBS, JOBS_CRON } from './config'

const as = (collection: string | null) => ({
  req: { user: collection ? { id: 1, collection } : null } as unknown as PayloadRequest,
})

describe('the jobs queue (scheduled publishing)', () => {
  it('runs due jobs inside the CMS every few seconds, with no separate worker', () => {
    expect(EDITORIAL_JOBS.autoRun).toEqual([expect.objectContaining({ cron: JOBS_CRON, queue: 'default' })])
    expect(JOBS_CRON).toBe('*/5 * * * * *')
  })

  it('lets editors, and nobody else, queue, run or cancel jobs through the API', async () => {
    const access = EDITORIAL_JOBS.access!
    for (const check of [access.queue!, access.run!, access.cancel!]) {
      expect(await check(as('users'))).toBe(true)
      expect(await check(as('customers'))).toBe(false)
      expect(await check(as(null))).toBe(false)
    }
  })
})

describe('the jobs queue (the marine feed)', () => {
  it('schedules only on the marine queue: the editorial runner never schedules', () => {
    const [editorial] = EDITORIAL_JOBS.autoRun as { disableScheduling?: boolean }[]
    expect(editorial!.disableScheduling).toBe(true)
    expect(EDITORIAL_JOBS.tasks!.map((task) => task.slug)).toEqual(['marineRefresh'])
  })
})
