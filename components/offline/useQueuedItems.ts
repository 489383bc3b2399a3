import { useEffect, useState } from 'react'

import { OUTBOX_CHANNEL, queuedFor, type QueuedItem } from '@/lib/offline/outbox'

/**
 * The resident's queued items (lib/offline/outbox.ts), read again whenever any tab or the service
 * worker changes the queue; null until read, empty where IndexedDB is unavailable.
 */
export function useQueuedItems(owner: string | null): QueuedItem[] | null {
  const [items, setItems] = useState<QueuedItem[] | null>(null)
  useEffect(() => {
    if (!owner) return
    let cancelled = false
    const read = () =>
      queuedFor(owner).then(
        (queued) => !cancelled && setItems(queued),
        () => !cancelled && setItems([]),
      )
    void read()
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL)
    channel?.addEventListener('message', () => void read())
    return () => {
      cancelled = true
      channel?.close()
    }
  }, [owner])
  return owner ? items : null
}
