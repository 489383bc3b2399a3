import { memo, type ReactNode } from 'react'
import { NOTIFICATION_AUTO_CLOSE_MS } from '@/lib/constants'
import { clientOnly } from '@/lib/hooks/clientOnly'
import { useSession } from '@/components/session'
import { FavoritesLoader, FavoritesProvider } from '@/components/favorites'
import { Analytics } from '@/components/analytics/Analytics'
import { AccountPanelsProvider } from './AccountPanels'
import { CookieBanner } from './CookieBanner'
import { DefaultLayout } from './DefaultLayout'
import { MapLayout } from './MapLayout'
import { SpriteLayout } from './SpriteLayout'
import toastStyles from './Toasts.module.css'

/**
 * docs/spec.md#2-screens-and-routes: every page uses the default layout except the map (map) and the icon sprite page
 * (sprite).
 */
export type PageLayout = 'default' | 'map' | 'sprite'

/**
 * Memoised: right after hydration every public page learns that its visitor is signed out (the
 * session goes from unknown to signedOut, SessionGate), which re-renders this shell. The layout's
 * props stay the same then (still signed out, the same page), so the header, the page and the
 * footer are not rendered a second time during the page's load on a phone.
 */
const LAYOUTS = { default: memo(DefaultLayout), map: memo(MapLayout), sprite: memo(SpriteLayout) } as const

// None of these draws anything in the server HTML: the loading bar waits for a navigation, the
// release check for its first poll, toasts for an action. They load right after hydration instead of
// weighing on every page's first-load JS
// (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests). The cookie banner is
// server-rendered.
const LoadingBar = clientOnly(() => import('./LoadingBar').then((m) => m.LoadingBar))
const ReleaseCheck = clientOnly(() => import('./ReleaseCheck').then((m) => m.ReleaseCheck))
// Sonner's Toaster inside the layer that follows open modal dialogs (./ToastLayer.tsx).
const Toaster = clientOnly(() => import('./ToastLayer').then((m) => m.LayeredToaster))

/**
 * Toasts rise from the bottom, above the phone's bottom bar, and on the left on wide screens: the auth
 * drawer opens on the right with its title and close button at the top, which a toast must never
 * cover (at 375 px a top toast hid both).
 */
const TOAST_OFFSET = { bottom: 'calc(var(--bottom-bar-height) + 16px)', left: '16px', right: '16px' }

export interface AppShellProps {
  layout?: PageLayout
  /** Overrides the session (tests, previews); by default the header follows `me`. */
  signedIn?: boolean
  children: ReactNode
}

/**
 * Everything around a page: its layout plus the app-wide loading bar, release check, cookie banner,
 * toasts and the header's account panels (auth drawer, profile card).
 */
export function AppShell({ layout = 'default', signedIn, children }: AppShellProps) {
  const Layout = LAYOUTS[layout]
  const { status } = useSession()
  return (
    <AccountPanelsProvider>
      <FavoritesProvider>
        {/* The resident's favourites, with Apollo, load only once someone is signed in. */}
        {status === 'signedIn' ? <FavoritesLoader /> : null}
        <LoadingBar />
        <ReleaseCheck />
        <Layout signedIn={signedIn ?? status === 'signedIn'}>{children}</Layout>
        <CookieBanner />
        {/* Only with a counter id, after consent, once the page is idle. */}
        <Analytics />
        <Toaster
          position="bottom-left"
          offset={TOAST_OFFSET}
          mobileOffset={TOAST_OFFSET}
          richColors
          closeButton
          duration={NOTIFICATION_AUTO_CLOSE_MS}
          // Sonner's own labels are English ('Close toast', 'Notifications alt+T').
          customAriaLabel="Уведомления"
          toastOptions={{
            closeButtonAriaLabel: 'Закрыть уведомление',
            classNames: { toast: toastStyles.toast, closeButton: toastStyles.close },
          }}
        />
      </FavoritesProvider>
    </AccountPanelsProvider>
  )
}
