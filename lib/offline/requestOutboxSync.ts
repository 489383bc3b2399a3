import { OUTBOX_SYNC_TAG } from './sendQueued'

/** Background Sync, where the browser has it (Chromium); not in TypeScript's DOM library yet. */
type WithSync = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/**
 * Asks the browser to wake the service worker once the network is back, to send what was queued
 * (lib/offline/sendQueued.ts), even if every tab of the site is closed by then. Without Background
 * Sync the next page of the site sends it (components/offline/OutboxSender.tsx).
 */
export async function requestOutboxSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = (await navigator.serviceWorker.ready) as WithSync
  await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => {})
}
