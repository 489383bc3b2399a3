import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { useSession } from '@/components/session'
import { clientOnly } from '@/lib/hooks/clientOnly'
import type { SignInReason } from '@/components/auth/AuthDrawer/reasons'
import { AccountPanelsContext, type Panel } from './AccountPanelsContext'
import type { DrawerHistory } from '@/lib/history/dialogHistory'

// Both panels, with Apollo and the forms, load on the first click of the profile button; public
// pages never carry them in their first-load JS (docs/decisions/0009-signing-in-from-the-browser.md).
const AuthDrawer = clientOnly(() => import('@/components/auth/AuthDrawer/AuthDrawerHost').then((m) => m.default))
const ProfilePanel = clientOnly(() => import('@/components/profile/ProfilePanel/ProfilePanel').then((m) => m.default))
const NotificationsPanel = clientOnly(() =>
  import('@/components/notifications/NotificationsPanel/NotificationsPanel').then((m) => m.default),
)
const ReturnAfterSignIn = clientOnly(() => import('./ReturnAfterSignIn').then((m) => m.default))

/**
 * The home page's `?vhod=<path>` after a cabinet page opened signed out: RETURN_PARAM of
 * lib/returnPath.ts, spelled here so that module stays out of every page's first-load JS.
 */
const RETURN_QUERY = /[?&]vhod=/

const noop = () => {}

/** Owns the header's account panels: which one is open, and where focus goes when it closes. */
export function AccountPanelsProvider({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const [panel, setPanel] = useState<Panel | null>(null)
  // Once loaded, the drawer stays mounted (closed), so a code on its way survives closing it.
  const [authLoaded, setAuthLoaded] = useState(false)
  const profileButtonRef = useRef<HTMLButtonElement>(null)
  const bellButtonRef = useRef<HTMLButtonElement>(null)
  const [notificationId, setNotificationId] = useState<string | null>(null)
  const signedIn = status === 'signedIn'
  const router = useRouter()
  const [destination, setDestination] = useState<string | null>(null)
  const [arrivedFor, setArrivedFor] = useState<string | null>(null)
  // The destination already followed: the router changes identity on every navigation, and going
  // there again then would drag the resident back from wherever they went next (the
  // booking page, reached from the booking widget the sign-in led to).
  const followed = useRef<string | null>(null)
  // The same for an action: held until the sign-in, then run once.
  const [action, setAction] = useState<{ run: () => void } | null>(null)
  const [actionDue, setActionDue] = useState<{ run: () => void } | null>(null)
  const ranAction = useRef<{ run: () => void } | null>(null)
  // Why the drawer opened (a signed-in-only action), shown above its form; set on every opening.
  const [reason, setReason] = useState<SignInReason | null>(null)
  // Back closes the drawer (lib/history/dialogHistory.ts): loaded on the drawer's first opening, and every
  // step goes through the one promise, so they keep their order.
  const drawerHistory = useRef<Promise<DrawerHistory> | null>(null)
  const history = useCallback(
    () => (drawerHistory.current ??= import('@/lib/history/dialogHistory').then((m) => m.forBrowser())),
    [],
  )

  const openAccount = useCallback(() => {
    if (signedIn) {
      setPanel('profile')
    } else {
      setReason(null)
      setAuthLoaded(true)
      setPanel('auth')
    }
  }, [signedIn])

  const openNotifications = useCallback((id: string | null = null) => {
    setNotificationId(id)
    setPanel('notifications')
  }, [])

  const closeNotifications = useCallback(() => {
    setPanel(null)
    ;(bellButtonRef.current ?? profileButtonRef.current)?.focus()
  }, [])

  const close = useCallback(() => {
    setPanel(null)
    // Closing the drawer without signing in gives up the pending destination or action.
    setDestination(null)
    setAction(null)
    profileButtonRef.current?.focus()
  }, [])

  const signInThen = useCallback(
    (href: string, why?: SignInReason) => {
      if (signedIn) {
        void router.push(href)
        return
      }
      setDestination(href)
      setReason(why ?? null)
      setAction(null)
      setArrivedFor(null)
      followed.current = null
      setAuthLoaded(true)
      setPanel('auth')
    },
    [router, signedIn],
  )

  const signInThenRun = useCallback(
    (run: () => void, why: SignInReason) => {
      if (signedIn) {
        run()
        return
      }
      // Wrapped: a function given to setState would be called as an updater.
      setAction({ run })
      setReason(why)
      setDestination(null)
      setAuthLoaded(true)
      setPanel('auth')
    },
    [signedIn],
  )

  // The sign-in finished with an action waiting: run it once, here (the drawer closes by itself).
  if (signedIn && action) {
    setActionDue(action)
    setAction(null)
    setPanel(null)
  }
  useEffect(() => {
    if (!actionDue || ranAction.current === actionDue) return
    ranAction.current = actionDue
    actionDue.run()
  }, [actionDue])

  // The sign-in finished with a destination waiting: go there (the drawer closes by itself).
  if (signedIn && destination && arrivedFor !== destination) {
    setArrivedFor(destination)
    setDestination(null)
    setPanel(null)
  }
  useEffect(() => {
    if (!arrivedFor || followed.current === arrivedFor) return
    followed.current = arrivedFor
    // After the drawer's history entry has gone: pushed over it, Back would land on an entry the
    // router no longer shows. Without its module (a failed chunk) there is no entry: go at once.
    const go = () => void router.push(arrivedFor)
    void history().then((entry) => entry.close(go), go)
  }, [arrivedFor, history, router])

  // A cabinet page opened signed out sent the visitor here (./ReturnAfterSignIn.tsx), once the
  // router is ready: on a static page it fills in the query itself after hydration.
  const returning = router.isReady && RETURN_QUERY.test(router.asPath)

  // The profile card and the bell's panel have nothing to show once the session is gone (logout, expiry).
  const openPanel = (panel === 'profile' || panel === 'notifications') && !signedIn ? null : panel

  // The drawer's own history entry, while it is open: Back closes it (lib/history/dialogHistory.ts).
  const authOpen = openPanel === 'auth'
  useEffect(() => {
    if (!authOpen) return
    void history().then((entry) => entry.open(close), noop)
    return () => void history().then((entry) => entry.close(), noop)
  }, [authOpen, close, history])
  const value = useMemo(
    () => ({ openAccount, signInThen, signInThenRun, openNotifications, openPanel, profileButtonRef, bellButtonRef }),
    [openAccount, signInThen, signInThenRun, openNotifications, openPanel],
  )

  return (
    <AccountPanelsContext.Provider value={value}>
      {children}
      {returning && status !== 'unknown' ? <ReturnAfterSignIn status={status} signInThen={signInThen} /> : null}
      {authLoaded && <AuthDrawer open={authOpen} onClose={close} reason={reason} returnTo={destination} />}
      {openPanel === 'profile' && <ProfilePanel onClose={close} />}
      {openPanel === 'notifications' && <NotificationsPanel onClose={closeNotifications} openId={notificationId} />}
    </AccountPanelsContext.Provider>
  )
}
