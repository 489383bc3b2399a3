import { useEffect, useRef } from 'react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { loadCurrentUser } from './loadCurrentUser'
import { useSession } from './SessionContext'

/**
 * Loads `me` once, after hydration (spec §4 Session), and fills the session. It is mounted through
 * next/dynamic with ssr:false (see ./index.ts), so Apollo arrives in its own chunk and never in a
 * public page's first-load JS.
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
    loadCurrentUser(getBrowserClient()).then((user) => {
      // The visitor may have signed in through the drawer meanwhile; that answer is newer than ours.
      if (cancelled || statusRef.current !== 'unknown') return
      setUser(user)
    })
    return () => {
      cancelled = true
    }
  }, [setUser])

  return null
}

export default SessionLoader
