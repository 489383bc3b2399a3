import { createContext, useContext, type RefObject } from 'react'

import type { SignInReason } from '@/components/auth/AuthDrawer/reasons'

/**
 * What the header's account panels offer the rest of the page, apart from the provider that owns
 * them (AccountPanels.tsx): the panels it loads lazily (the profile panel among them) use this hook
 * too, and importing it from here keeps them from importing their own loader.
 */

export type Panel = 'auth' | 'profile' | 'notifications'

export interface AccountPanelsValue {
  /**
   * The profile button: the auth drawer while signed out, the profile card while signed in
   * (docs/spec.md#2-screens-and-routes, #6-roles-and-permissions).
   */
  openAccount: () => void
  /**
   * A signed-in-only destination: goes there when signed in; otherwise opens the auth drawer and
   * goes there once the sign-in completes ("Подать заявку"). The drawer says why: `reason`,
   * or by default the cabinet page's title (lib/returnPath.ts, in the drawer's chunk).
   */
  signInThen: (href: string, reason?: SignInReason) => void
  /**
   * A signed-in-only action: runs now when signed in; otherwise opens the auth drawer, saying
   * `reason`, and runs it once the sign-in completes, on the same page (the favourite heart).
   */
  signInThenRun: (action: () => void, reason: SignInReason) => void
  /** The bell's panel (signed in only), optionally opening one notification. */
  openNotifications: (id?: string | null) => void
  /** Which panel is open, for the button's aria-expanded. */
  openPanel: Panel | null
  /** The profile button, where focus returns when a panel closes. */
  profileButtonRef: RefObject<HTMLButtonElement | null>
  /** The bell, where focus returns when its panel closes. */
  bellButtonRef: RefObject<HTMLButtonElement | null>
}

// Exported for tests that stand in for the panels.
export const AccountPanelsContext = createContext<AccountPanelsValue>({
  openAccount: () => {},
  signInThen: () => {},
  signInThenRun: () => {},
  openNotifications: () => {},
  openPanel: null,
  profileButtonRef: { current: null },
  bellButtonRef: { current: null },
})

export const useAccountPanels = () => useContext(AccountPanelsContext)
