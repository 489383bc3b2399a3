import type { CityApi } from '@/graphql/datasources/CityApi'
import { revalidatePaths, type PathResult } from './revalidatePaths'
import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import { listKey, listsToCount, sitePaths, type ListRef, type SiteChange } from './sitePaths'

type Counter = (api: CityApi, filter: string | null, accessible: boolean) => Promise<number>

const list = (filter: string | null) => ({ page: 1, perPage: 1, ...(filter === null ? {} : { filter }) })
const asArray = (filter: string | null) => (filter === null ? undefined : [filter])
/** The REST lists' «Доступная среда» parameter (docs/decisions/0055-accessibility-as-data.md). */
const accessibleOnly = (accessible: boolean) => (accessible ? { accessible: 'true' as const } : {})
/** Beaches and routes take «Доступная среда» as their one filter value. */
const accessibleFilter = (filter: string | null) => accessibleOnly(filter === ACCESSIBLE_FILTER)

/** How the site's lists ask the REST API for their length (`meta.count`), per collection. */
const COUNTERS: Partial<Record<ListRef['collection'], Counter>> = {
  magazines: async (api, filter) =>
    (await api.journalList({ page: 1, perPage: 1, categories: asArray(filter) ?? [] })).meta.count,
  events: async (api, filter) => (await api.events({ page: 1, perPage: 1, date: filter ?? 'upcoming' })).meta.count,
  tours: async (api, filter) => (await api.tours({ ...list(null), tag: asArray(filter) })).meta.count,
  'infrastructure-objects': async (api, filter, accessible) =>
    (await api.infrastructureList({ ...list(null), category: asArray(filter), ...accessibleOnly(accessible) })).meta
      .count,
  places: async (api, filter, accessible) =>
    (await api.places({ ...list(null), category: asArray(filter), ...accessibleOnly(accessible) })).meta.count,
  'walking-routes': async (api, filter) =>
    (await api.walkingRoutes({ ...list(null), ...accessibleFilter(filter) })).meta.count,
  beaches: async (api, filter) => (await api.beaches({ ...list(null), ...accessibleFilter(filter) })).meta.count,
}
COUNTERS['tour-groups'] = COUNTERS.tours
COUNTERS['beach-groups'] = COUNTERS.beaches

type Log = (line: string) => void

/**
 * Published items in each list the change touches, after it. A list the CMS refuses to count (an
 * unknown filter value) counts as empty: its first page is still revalidated, into a 404.
 */
export async function countLists(api: CityApi, lists: ListRef[], log: Log): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  await Promise.all(
    lists.map(async (ref) => {
      const counter = COUNTERS[ref.collection]
      if (!counter) return
      const key = listKey(ref.base, ref.filter, ref.accessible)
      try {
        counts.set(key, await counter(api, ref.filter, ref.accessible === true))
      } catch (error) {
        log(`revalidate: could not count ${key}: ${(error as Error).message}`)
      }
    }),
  )
  return counts
}

export type RetryOptions = { attempts: number; backoffMs: number }

export const RETRIES: RetryOptions = { attempts: 3, backoffMs: 250 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One ISR render with retries: 250 ms, then 500 ms between the three attempts by default. */
export function withRetries(revalidate: (isrPath: string) => Promise<void>, { attempts, backoffMs }: RetryOptions) {
  return async (isrPath: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await revalidate(isrPath)
      } catch (error) {
        if (attempt >= attempts) throw error
        await sleep(backoffMs * 2 ** (attempt - 1))
      }
    }
  }
}

export function logResult(result: PathResult, log: Log) {
  const outcome = result.revalidated ? 'ok' : result.skipped ? `skipped (${result.skipped})` : `failed: ${result.error}`
  log(`revalidate ${result.path} → ${result.isrPath}: ${outcome}`)
}

/** The public paths a change touches, with its lists paged by their length now. */
export async function planChange(change: SiteChange, api: CityApi, log: Log): Promise<string[]> {
  return sitePaths(change, await countLists(api, listsToCount(change), log))
}

/**
 * The work after the answer: re-render each path with retries and log one line per path. Never
 * throws: the CMS has its answer already, and a page that failed heals at its next time-based
 * revalidation.
 */
export async function revalidateLogged(
  paths: string[],
  deps: { revalidate: (isrPath: string) => Promise<void>; log: Log; retries?: RetryOptions },
): Promise<PathResult[]> {
  try {
    const results = await revalidatePaths(paths, withRetries(deps.revalidate, deps.retries ?? RETRIES))
    results.forEach((result) => logResult(result, deps.log))
    return results
  } catch (error) {
    deps.log(`revalidate: failed: ${(error as Error).message}`)
    return []
  }
}
