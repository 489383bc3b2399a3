import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react'

import { hasSessionHint } from '@/lib/sessionHint'
import { forgetRememberedUser, useSession } from './SessionContext'

/** The Apollo-based loader, in its own chunk: `import()` keeps it out of the first-load JS. */
const importSessionLoader = () => import('./SessionLoader').then((module) => module.SessionLoader)

/**
 * Decides after hydration whether this browser may have a session (docs/spec.md#4-states-and-transitions Session). The
 * HttpOnly token is invisible to script, so the gateway's signed-in hint (lib/sessionHint.ts)
 * stands for it: without the hint the visitor is signed out at once and neither Apollo nor a `me`
 * request is spent on them; with it the loader asks `me` as before. It is part of every page's
 * first-load JS, so it imports nothing heavier than the session context.
 */
export function SessionGate() {
  const { status, setUser } = useSession()
  // Only the status at hydration matters: a cabinet page's server props already decided it.
  const statusAtMount = useRef(status)
  const [Loader, setLoader] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (statusAtMount.current !== 'unknown') return
    if (!hasSessionHint(document.cookie)) {
      // Unknown already looks signed out, so nothing on screen waits for this: a transition lets
      // React re-render the session's users in slices right after hydration.
      // Nor is there a resident to remember for a page without a connection (./rememberedUser.ts).
      forgetRememberedUser()
      startTransition(() => setUser(null))
      return
    }
    let cancelled = false
    importSessionLoader().then(
      (loader) => {
        if (!cancelled) setLoader(() => loader)
      },
      // A chunk that failed to arrive leaves the session unknown (shown as signed out); the next
      // page tries again rather than signing a resident out for a network hiccup.
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [setUser])

  return Loader ? <Loader /> : null
}
