import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
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
