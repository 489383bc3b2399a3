/**
 * The name of the IndexedDB database that holds the signed-in resident's copy for reading without a
 * connection (./residentCopy.ts, docs/decisions/0047-resident-data-offline.md), and the one call
 * that drops it. Apart from the store itself so the shared bundle, which forgets the resident on
 * every sign-out, carries a few bytes rather than the store.
 */
export const RESIDENT_COPY_DATABASE = 'anapa-resident'

/** Deletes the resident's copy from this device; without IndexedDB (old browser, private mode) there is none. */
export function forgetResidentCopy(): void {
  try {
    globalThis.indexedDB?.deleteDatabase(RESIDENT_COPY_DATABASE)
  } catch {
    // Storage off: nothing was kept.
  }
}
