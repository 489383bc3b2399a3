import { useCallback, useSyncExternalStore } from 'react'

import {
  loadReadIds,
  markAllRead,
  markRead,
  saveReadIds,
  READ_IDS_KEY,
  type ReadStateItem,
} from '@/lib/notifications/readState'

/**
 * The read ids of this browser (docs/spec.md#4-states-and-transitions), shared by the bell's badge and the panel so
 * both change together, and by other tabs through the storage event.
 */
const EMPTY: readonly string[] = []
let current: readonly string[] | null = null
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function snapshot(): readonly string[] {
  current ??= loadReadIds(storage())
  return current
}

function set(next: readonly string[]) {
  if (next === current) return
  current = next
  saveReadIds(storage(), next)
  listeners.forEach((listener) => listener())
}

function onStorage(event: StorageEvent) {
  if (event.key !== READ_IDS_KEY && event.key !== null) return
  current = loadReadIds(storage())
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useReadIds() {
  // The server knows nothing read; this module only ever renders in the browser (ssr: false).
  const ids = useSyncExternalStore(subscribe, snapshot, () => EMPTY)
  const open = useCallback((id: string) => set(markRead(snapshot(), id)), [])
  const readAll = useCallback((items: readonly ReadStateItem[]) => set(markAllRead(snapshot(), items)), [])
  return { ids, open, readAll }
}

/** Tests start from what they put into localStorage. */
export function resetReadIdsForTests() {
  current = null
}
