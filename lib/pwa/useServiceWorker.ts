import { useEffect } from 'react'

import { dataSaverOn } from '@/lib/dataSaver'
import { tellWorkerDataSaver } from './lowDataToWorker'

export const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the service worker (lib/pwa/worker, built into public/sw.js: push messages, the
 * offline page, pages kept for offline reading) once the page has loaded, so it never competes with
 * the page's own first requests. Production only: under `next dev` a worker keeping pages would
 * serve stale code.
 */
export function registerServiceWorker(nav: Navigator = navigator): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in nav)) return Promise.resolve(null)
  return nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => null)
}

export function useServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return
    const register = () =>
      void registerServiceWorker()
        .then(async (registration) => {
          if (!registration) return
          tellWorkerDataSaver(dataSaverOn())
          // Its own chunk: most browsers have no periodic sync, and the shared bundle stays as it was.
          const { registerPeriodicRefresh } = await import('./periodicRefresh')
          await registerPeriodicRefresh(registration, navigator.permissions)
        })
        .catch(() => {
          // A nicety only: its chunk not arriving (offline, a new release) changes nothing for the visitor.
        })
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
}
