import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import { NOTIFICATION_AUTO_CLOSE_MS } from 'lib/constants'
import { CookieBanner } from './CookieBanner'
import { DefaultLayout } from './DefaultLayout'
import { LoadingBar } from './LoadingBar'
import { MapLayout } from './MapLayout'
import { ReleaseCheck } from './ReleaseCheck'
import { SpriteLayout } from './SpriteLayout'

/** spec §2: every page uses the default layout except the map (map) and the icon sprite page (sprite). */
export type PageLayout = 'default' | 'map' | 'sprite'

const LAYOUTS = { default: DefaultLayout, map: MapLayout, sprite: SpriteLayout } as const

// Toasts only ever follow an action, never the first paint: the toaster loads right after
// hydration, long before anyone can act, instead of weighing on every page's first-load JS
// (ARCHITECTURE §8).
const Toaster = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false })

export interface AppShellProps {
  layout?: PageLayout
  signedIn?: boolean
  children: ReactNode
}

/** Everything around a page: its layout plus the app-wide loading bar, release check, cookie banner and toasts. */
export function AppShell({ layout = 'default', signedIn = false, children }: AppShellProps) {
  const Layout = LAYOUTS[layout]
  return (
    <>
      <LoadingBar />
      <ReleaseCheck />
      <Layout signedIn={signedIn}>{children}</Layout>
      <CookieBanner />
      <Toaster position="top-center" richColors closeButton duration={NOTIFICATION_AUTO_CLOSE_MS} />
    </>
  )
}
