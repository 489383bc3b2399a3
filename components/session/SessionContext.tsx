import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'

import { forgetResidentCopy } from '@/lib/offline/forgetResidentCopy'
import type { SessionUser } from '@/lib/pageProps'

/**
 * The signed-in state every page needs (docs/spec.md#3-entities-and-their-fields User, #4-states-and-transitions
 * Session). It lives in the shared bundle, so it stays tiny and imports no Apollo: the browser never reads the HttpOnly
 * token cookie, and the UI learns that it is signed in from `me`, which the lazily loaded SessionLoader (or a
 * sign-in in the auth drawer) puts here.
 */
/** `unknown` until `me` has answered; the header treats it as signed out. */
export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn'

export interface SessionValue {
  status: SessionStatus
  user: SessionUser | null
  /** After loading, signing in or a profile update (docs/spec.md#3-entities-and-their-fields); null signs out. */
  setUser: (user: SessionUser | null) => void
  /** Logout, account deletion or a failed load (docs/spec.md#4-states-and-transitions). */
  clear: () => void
}

const noop = () => {}

/**
 * Where ./rememberedUser.ts keeps the signed-in user, for a page without a connection. It is
 * remembered where `me` answers (SessionLoader, the sign-in), and dropped here, in the shared
 * bundle, wherever the session ends without that module: sign-out, account deletion, no hint.
 */
export const REMEMBERED_USER_KEY = 'session-user'

/**
 * Forgets the resident on this device: the user remembered above, and with them their lists kept
 * for reading offline (lib/offline/residentCopy.ts), which are never shown without that user.
 */
export function forgetRememberedUser() {
  forgetResidentCopy()
  try {
    window.localStorage.removeItem(REMEMBERED_USER_KEY)
  } catch {
    // Storage off (private mode): nothing was kept.
  }
}

/**
 * Empties the tab's sessionStorage, which holds only the resident's drafts (lib/tabDrafts.ts): a
 * permit application's passport data and an unsent appeal go with the session. All of it rather
 * than the drafts' keys, so a draft added later cannot be missed, and so this shared bundle does
 * not carry the drafts' module.
 */
function forgetTabStorage() {
  try {
    window.sessionStorage.clear()
  } catch {
    // Storage off (private mode): nothing was kept.
  }
}

export const SessionContext = createContext<SessionValue>({
  status: 'unknown',
  user: null,
  setUser: noop,
  clear: noop,
})

type State = { status: SessionStatus; user: SessionUser | null }

const stateOf = (user: SessionUser | null | undefined): State =>
  user === undefined ? { status: 'unknown', user: null } : { status: user ? 'signedIn' : 'signedOut', user }

export interface SessionProviderProps {
  /**
   * The user a cabinet page's getServerSideProps already loaded (`pageProps.me`), so those pages
   * render signed in from the first byte. Undefined on public pages: they never read cookies.
   */
  serverUser?: SessionUser | null
  children: ReactNode
}

export function SessionProvider({ serverUser, children }: SessionProviderProps) {
  const [state, setState] = useState<State>(() => stateOf(serverUser))
  const [seenServerUser, setSeenServerUser] = useState(serverUser)
  // A newer server answer (the next cabinet page) wins; public pages (undefined) keep what we know.
  if (serverUser !== seenServerUser) {
    setSeenServerUser(serverUser)
    if (serverUser !== undefined) setState(stateOf(serverUser))
  }

  const setUser = useCallback((user: SessionUser | null) => setState(stateOf(user)), [])
  // Logout, account deletion, an expired session: nothing of the resident stays in the tab.
  const clear = useCallback(() => {
    forgetTabStorage()
    forgetRememberedUser()
    setState(stateOf(null))
  }, [])
  const value = useMemo(() => ({ ...state, setUser, clear }), [state, setUser, clear])

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export const useSession = () => useContext(SessionContext)
