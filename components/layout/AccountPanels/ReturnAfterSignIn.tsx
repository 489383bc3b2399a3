import { useRouter } from 'next/router'
import { useEffect, useRef } from 'react'

import type { SessionStatus } from '@/components/session'
import { readReturnPath, withoutReturnParam } from '@/lib/returnPath'

export interface ReturnAfterSignInProps {
  status: Exclude<SessionStatus, 'unknown'>
  signInThen: (href: string) => void
}

/**
 * A cabinet page opened signed out sends the visitor home with `?vhod=<path>` (lib/server/session/
 * withSession.ts). Signed out, the address loses the parameter (replaced, so Back after the sign-in
 * never lands on it again) and the auth drawer opens saying which page, going there after the
 * sign-in; signed in already, the page asked for replaces this one. A path that is not this site's
 * is ignored (lib/returnPath.ts). The account panels load this only while the address holds the
 * parameter, so no page carries it in its first-load JS.
 */
export function ReturnAfterSignIn({ status, signInThen }: ReturnAfterSignInProps) {
  const router = useRouter()
  const handled = useRef(false)
  useEffect(() => {
    if (handled.current) return
    const returnTo = readReturnPath(window.location.search)
    if (!returnTo) return
    handled.current = true
    if (status === 'signedIn') {
      void router.replace(returnTo)
      return
    }
    const { pathname, search, hash } = window.location
    const here = `${pathname}${withoutReturnParam(search)}${hash}`
    void router
      .replace(here, undefined, { shallow: true, scroll: false })
      // The drawer names the page itself (lib/returnPath.ts signInReason).
      .then(() => signInThen(returnTo))
  }, [router, signInThen, status])
  return null
}

export default ReturnAfterSignIn
