import { useEffect, useRef } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { clearSessionHintInBrowser } from '@/lib/sessionHint'
import { askCurrentUser } from './loadCurrentUser'
import { recallUser, rememberUser } from './rememberedUser'
import { useSession } from './SessionContext'

/**
 * Loads `me` once, after hydration (docs/spec.md#4-states-and-transitions Session), and fills the session. Only the
 * session gate (./SessionGate.tsx) imports it, and only when the signed-in hint is there, so Apollo arrives in
 * its own chunk, never in a public page's first-load JS and never for a visitor.
 */
export function SessionLoader() {
  const { status, setUser } = useSession()
  const statusRef = useRef(status)
  useEffect(() => {
    statusRef.current = status
  }, [status])

  useEffect(() => {
    // A cabinet page's server props already told us.
    if (statusRef.current !== 'unknown') return
    let cancelled = false
    askCurrentUser(getBrowserClient()).then((answer) => {
      // The visitor may have signed in through the drawer meanwhile; that answer (and the hint its
      // response set) is newer than ours.
      if (cancelled || statusRef.current !== 'unknown') return
      // No answer (offline, a page from the service worker's cache, the gateway down): the hint says
      // the session lives, so the resident this browser last knew stays signed in, if any. A refusal
      // is an answer: nobody.
      if (!answer.answered) {
        if (!answer.refused) return setUser(recallUser())
        clearSessionHintInBrowser()
        rememberUser(null)
        return setUser(null)
      }
      // The hint outlived its token (expired or removed): the next page need not ask again, and this
      // browser forgets the resident it knew. A failed call keeps both, since the session may well be
      // alive. A signed-in resident is remembered by every page they open
      // (components/offline/ResidentOnDevice.tsx).
      if (!answer.user) {
        clearSessionHintInBrowser()
        rememberUser(null)
      }
      setUser(answer.user)
    })
    return () => {
      cancelled = true
    }
  }, [setUser])

  return null
}

export default SessionLoader
