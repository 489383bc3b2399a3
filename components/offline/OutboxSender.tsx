import { useEffect } from 'react'

import { flushOutbox } from '@/lib/offline/sendQueued'

/**
 * Sends what the resident queued without a connection (lib/offline/sendQueued.ts) from the page:
 * when a page opens and when the browser says the network is back. Background Sync does the same
 * from the service worker where the browser has it; this covers the browsers without it ("on the
 * next start"), and a worker the browser has not woken yet. Both take the same lock.
 */
export function OutboxSender() {
  useEffect(() => {
    const send = () => {
      if (!navigator.onLine) return
      flushOutbox({ fetch: (input, init) => window.fetch(input, init), locks: navigator.locks }).catch(() => {})
    }
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [])
  return null
}
