import { useSyncExternalStore } from 'react'

import { useHydrated } from './useHydrated'

/**
 * `useSyncExternalStore` for a value only the browser knows (storage, the clock, the viewport): the
 * server snapshot on the server and while hydrating, the store's own value from then on.
 *
 * React catches a store whose browser value differs from the server's up with a synchronous render
 * inside the effects that follow hydration, one task it cannot interrupt (every opening-
 * hours badge, the cookie banner and the media queries of a page together). Here the store is read
 * only once `useHydrated` has turned, which happens in a transition, so the catch-up is rendered in
 * slices; later changes of the store are still synchronous, as the store's subscribers expect.
 */
export function useBrowserStore<Snapshot, ServerSnapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: () => ServerSnapshot,
): Snapshot | ServerSnapshot {
  const hydrated = useHydrated()
  return useSyncExternalStore<Snapshot | ServerSnapshot>(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  )
}
