import type { JobsConfig } from 'payload'

import { isEditor } from '@/access'
import { env } from '@/env'
import { marineAutoRun, marineTask } from '@/marine/job'

/** Anapa keeps Moscow time all year (UTC+3, no DST); editors schedule in it. */
export const ANAPA_TIME_ZONE = 'Europe/Moscow'

/**
 * How often the CMS looks for due jobs (seconds, Croner's six-field syntax). A scheduled publish
 * shows on the site at most this long after its time, plus the site's re-render; one indexed query
 * on `payload-jobs` per tick costs nothing measurable.
 */
export const JOBS_CRON = '*/5 * * * * *'

/**
 * Payload's jobs queue: scheduled publish and unpublish of the editorial collections
 * (collections/versions.ts). `autoRun` runs due jobs inside the CMS server itself, so `npm start`
 * and the scaled layout need no separate worker; the crons start with the server
 * (instrumentation.node.ts), not with the first admin request. Only editors may queue, run or
 * cancel jobs through the API: Payload's default lets any signed-in user, residents included.
 */
export const EDITORIAL_JOBS: JobsConfig = {
  // The default queue's runner schedules nothing: the only scheduled task, the marine feed's hourly
  // refresh (docs/decisions/0043-marine-feed.md), has its own queue and runner, none when it is off.
  autoRun: [
    { cron: JOBS_CRON, queue: 'default', limit: 10, silent: true, disableScheduling: true },
    ...marineAutoRun(env.marine),
  ],
  tasks: [marineTask(env.marine)],
  access: {
    queue: ({ req }) => Boolean(isEditor({ req })),
    run: ({ req }) => Boolean(isEditor({ req })),
    cancel: ({ req }) => Boolean(isEditor({ req })),
  },
  deleteJobOnComplete: true,
}
