import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

/** Set once the page the browser loaded has hydrated: what mounts later is in the browser from its first render. */
let pageHydrated = false
const subscribe = () => () => {}
const readPageHydrated = () => pageHydrated
const onServer = () => false

/**
 * False on the server and during hydration, true afterwards: for output that only the browser knows
 * (the real URL of a statically rendered 404, for one) without a hydration mismatch.
 *
 * The switch to true after hydration is a transition. Read from `useSyncExternalStore`
 * alone, the switch was a synchronous re-render of every user inside the effects that follow
 * hydration, and the shell's clientOnly parts started their chunks in it: one task React cannot
 * interrupt, 54 ms on the bench machine and 218 ms in Lighthouse's 4×-slowed phone, the home page's
 * longest. As a transition React renders it in slices and yields to the visitor in between.
 */
export function useHydrated(): boolean {
  // The store only answers "mounted after the page hydrated"; the server snapshot covers the server.
  const mountedLater = useSyncExternalStore(subscribe, readPageHydrated, onServer)
  const [switched, setSwitched] = useState(false)
  useEffect(() => {
    if (mountedLater) return
    if (!switched) {
      startTransition(() => setSwitched(true))
      return
    }
    // Only once the switch has committed: any render before it (another update right after
    // hydration, say) would read a turned flag from the store and draw the browser's output
    // synchronously after all, and React compares each store's snapshot when it subscribes.
    pageHydrated = true
  }, [mountedLater, switched])
  return mountedLater || switched
}
