import dynamic from 'next/dynamic'
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'

import { useSession } from '@/components/session'

// Both panels, with Apollo and the forms, load on the first click of the profile button; public
// pages never carry them in their first-load JS (docs/decisions.md).
const AuthDrawer = dynamic(() => import('@/components/auth/AuthDrawer/AuthDrawerHost'), { ssr: false })
const ProfilePanel = dynamic(() => import('@/components/profile/ProfilePanel/ProfilePanel'), { ssr: false })

type Panel = 'auth' | 'profile'

export interface AccountPanelsValue {
  /** The profile button: the auth drawer while signed out, the profile card while signed in (spec §2, §6). */
  openAccount: () => void
  /** Which panel is open, for the button's aria-expanded. */
  openPanel: Panel | null
  /** The profile button, where focus returns when a panel closes. */
  profileButtonRef: RefObject<HTMLButtonElement | null>
}

const AccountPanelsContext = createContext<AccountPanelsValue>({
  openAccount: () => {},
  openPanel: null,
  profileButtonRef: { current: null },
})

export const useAccountPanels = () => useContext(AccountPanelsContext)

/** Owns the header's account panels: which one is open, and where focus goes when it closes. */
export function AccountPanelsProvider({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const [panel, setPanel] = useState<Panel | null>(null)
  // Once loaded, the drawer stays mounted (closed), so a code on its way survives closing it.
  const [authLoaded, setAuthLoaded] = useState(false)
  const profileButtonRef = useRef<HTMLButtonElement>(null)
  const signedIn = status === 'signedIn'

  const openAccount = useCallback(() => {
    if (signedIn) {
      setPanel('profile')
    } else {
      setAuthLoaded(true)
      setPanel('auth')
    }
  }, [signedIn])

  const close = useCallback(() => {
    setPanel(null)
    profileButtonRef.current?.focus()
  }, [])

  // The profile card has nothing to show once the session is gone (logout, expiry).
  const openPanel = panel === 'profile' && !signedIn ? null : panel
  const value = useMemo(() => ({ openAccount, openPanel, profileButtonRef }), [openAccount, openPanel])

  return (
    <AccountPanelsContext.Provider value={value}>
      {children}
      {authLoaded && <AuthDrawer open={openPanel === 'auth'} onClose={close} />}
      {openPanel === 'profile' && <ProfilePanel onClose={close} />}
    </AccountPanelsContext.Provider>
  )
}
