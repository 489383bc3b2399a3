/**
 * What the service worker keeps for reading offline (lib/pwa/worker), as the visitor sees and
 * clears it: every cache of ours is named `anapa-…` (the offline page, in Serwist's precache, stays).
 * Used by the worker for its budget and by the footer's «Очистить».
 */
export const SAVED_CACHE_PREFIX = 'anapa-'

/** The worker's caches, one per kind of answer it keeps (lib/pwa/worker/rules.ts). */
export const SAVED_CACHES = {
  pages: 'anapa-pages',
  pageData: 'anapa-page-data',
  alerts: 'anapa-alerts',
  built: 'anapa-built',
  pictures: 'anapa-pictures',
} as const

/**
 * The order caches give way when the budget is exceeded: pictures first (the heaviest, and a page
 * reads without them), then page data, pages, and the built files last (a page still reads without
 * its scripts, but not without its HTML). The alerts (one small answer) never give way.
 */
export const GIVE_WAY_ORDER = [SAVED_CACHES.pictures, SAVED_CACHES.pageData, SAVED_CACHES.pages, SAVED_CACHES.built]

/** How much one origin may keep for reading offline: about 50 pages with their pictures, on a phone. */
export const SAVED_BUDGET_BYTES = 50 * 1024 * 1024

/** Bytes this site keeps on the device (all of its storage, as the browser counts it), or null when unknown. */
export async function savedBytes(storage: Pick<StorageManager, 'estimate'> | undefined): Promise<number | null> {
  if (!storage) return null
  try {
    const { usage } = await storage.estimate()
    return typeof usage === 'number' ? usage : null
  } catch {
    return null
  }
}

/** Deletes everything kept for reading offline. */
export async function clearSavedCopies(cacheStorage: CacheStorage): Promise<void> {
  const names = await cacheStorage.keys()
  await Promise.all(
    names.filter((name) => name.startsWith(SAVED_CACHE_PREFIX)).map((name) => cacheStorage.delete(name)),
  )
}

/**
 * Removes the oldest entries, cache by cache in GIVE_WAY_ORDER, `step` at a time, until the site's
 * storage is within `budget`. Returns how many entries went.
 */
export async function keepWithinBudget(
  storage: Pick<StorageManager, 'estimate'>,
  cacheStorage: CacheStorage,
  budget = SAVED_BUDGET_BYTES,
  step = 10,
): Promise<number> {
  let removed = 0
  for (const name of GIVE_WAY_ORDER) {
    const cache = await cacheStorage.open(name)
    for (;;) {
      const usage = await savedBytes(storage)
      if (usage === null || usage <= budget) return removed
      const oldest = (await cache.keys()).slice(0, step)
      if (oldest.length === 0) break
      await Promise.all(oldest.map((request) => cache.delete(request)))
      removed += oldest.length
    }
  }
  return removed
}
