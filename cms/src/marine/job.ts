import type { JobsConfig, TaskConfig } from 'payload'

import { openMeteoProvider } from './openMeteo'
import type { MarineConfig } from './provider'
import { refreshMarine } from './refresh'
import { refreshCron } from './schedule'

type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, readonly unknown[]>[number]
type MarineTaskConfig = TaskConfig<{ input: object; output: object }>
type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<MarineTaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

export const MARINE_TASK = 'marineRefresh'
/** The feed's own queue: the editorial queue's runner (jobs/config.ts) never schedules or runs it. */
export const MARINE_QUEUE = 'marine'

/** How often the marine queue is looked at when the interval is a minute or longer. */
const EVERY_MINUTE = '0 * * * * *'

/**
 * The first refresh of an install comes at once; after that Payload queues the next one for the
 * next tick of the interval's cron (hourly at :00), and one missed while the CMS was down at once.
 */
const firstRunAtOnce: BeforeSchedule = async (args) => {
  const decided = await args.defaultBeforeSchedule(args)
  // Payload types the tasks' keys by the generated task names, which its index signature cannot use.
  const tasks = args.jobStats?.stats?.scheduledRuns?.queues?.[MARINE_QUEUE]?.tasks as
    Record<string, { lastScheduledRun?: string } | undefined> | undefined
  return tasks?.[MARINE_TASK]?.lastScheduledRun ? decided : { ...decided, waitUntil: undefined }
}

/**
 * The hourly refresh as a Payload task (docs/decisions/0043-marine-feed.md). The task is in the
 * config whatever the provider, so the database schema (the jobs' task names) never depends on a
 * setting; only its runner (marineAutoRun) does. A refresh never fails the job: what went wrong is
 * logged, the last values stay, and the next hour tries again.
 */
export function marineTask(config: MarineConfig): MarineTaskConfig {
  return {
    slug: MARINE_TASK,
    label: 'Обновление данных модели о море',
    retries: 0,
    schedule: [
      { cron: refreshCron(config.refreshSeconds)!, queue: MARINE_QUEUE, hooks: { beforeSchedule: firstRunAtOnce } },
    ],
    handler: async ({ req }) => {
      if (config.provider === 'none') return { output: {} }
      try {
        await refreshMarine(req.payload, openMeteoProvider(config))
      } catch (error) {
        req.payload.logger.error({ err: error, msg: 'Marine feed: the refresh failed; the last values stay' })
      }
      return { output: {} }
    },
  }
}

/**
 * The runner of the marine queue: it queues the scheduled refresh and runs it when due. With
 * MARINE_PROVIDER=none there is none, so no job is ever queued or run.
 */
export function marineAutoRun(config: MarineConfig): AutorunCronConfig[] {
  if (config.provider === 'none') return []
  const cron = config.refreshSeconds < 60 ? refreshCron(config.refreshSeconds)! : EVERY_MINUTE
  return [{ cron, queue: MARINE_QUEUE, limit: 1, silent: true }]
}
