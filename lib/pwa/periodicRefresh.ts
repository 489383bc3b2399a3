/**
 * Asks the browser to wake the service worker now and then without a visit, so the kept beach
 * pages and alerts are refreshed even if the visitor does not open the site before the network goes
 * (lib/pwa/worker/conditions.ts). Periodic Background Sync exists in Chromium for an installed site
 * only, and the browser chooses the interval; elsewhere this does nothing, and the worker refreshes
 * when the site is used online.
 */
export const PERIODIC_REFRESH_TAG = 'anapa-conditions'
/** The shortest interval asked for; browsers usually allow far less often. */
export const PERIODIC_REFRESH_MIN_INTERVAL_MS = 6 * 60 * 60 * 1000

type PeriodicSyncRegistration = {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> }
}

/** Resolves to whether the browser took the registration. */
export async function registerPeriodicRefresh(
  // A ServiceWorkerRegistration; TypeScript's DOM library does not know `periodicSync` yet.
  registration: object,
  permissions: Pick<Permissions, 'query'> | undefined,
): Promise<boolean> {
  const { periodicSync } = registration as PeriodicSyncRegistration
  if (!periodicSync || !permissions) return false
  try {
    // Not in TypeScript's PermissionName yet.
    const status = await permissions.query({ name: 'periodic-background-sync' as PermissionName })
    if (status.state !== 'granted') return false
    await periodicSync.register(PERIODIC_REFRESH_TAG, { minInterval: PERIODIC_REFRESH_MIN_INTERVAL_MS })
    return true
  } catch {
    return false
  }
}
