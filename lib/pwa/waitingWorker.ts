import { TAKE_OVER } from './deviceCopy'

/**
 * A new service worker that has installed while an older one still serves this page waits
 * (lib/pwa/worker/index.ts, `skipWaiting: false`): the page offers «Обновить» instead of the new
 * worker swapping under the visitor. These two functions are that offer's ends.
 */

/** Calls `onWaiting` when a new worker waits, now or later. Returns a stop function. */
export function watchWaitingWorker(container: ServiceWorkerContainer, onWaiting: () => void): () => void {
  let stopped = false
  let registration: ServiceWorkerRegistration | undefined
  const tell = () => {
    if (!stopped) onWaiting()
  }
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      // The first worker also passes through 'installed', but then there is no older one to replace.
      if (worker.state === 'installed' && container.controller) tell()
    })
  const onUpdateFound = () => watch(registration?.installing ?? null)
  void container.getRegistration('/').then((found) => {
    if (stopped || !found) return
    registration = found
    if (found.waiting && container.controller) tell()
    watch(found.installing)
    found.addEventListener('updatefound', onUpdateFound)
  })
  return () => {
    stopped = true
    registration?.removeEventListener('updatefound', onUpdateFound)
  }
}

/**
 * The visitor said «Обновить»: a waiting worker takes over and the page reloads under it; without
 * one (only the site's build changed) the page just reloads.
 */
export async function takeUpdate(container: ServiceWorkerContainer | undefined, reload: () => void): Promise<void> {
  const waiting = container ? (await container.getRegistration('/'))?.waiting : undefined
  if (!container || !waiting) {
    reload()
    return
  }
  container.addEventListener('controllerchange', reload, { once: true })
  waiting.postMessage({ type: TAKE_OVER })
}
