import '@/styles/tokens.css'
import '@/styles/globals.css'

import type { NextPage } from 'next'
import type { AppProps } from 'next/app'

import { AppShell, type PageLayout } from '@/components/layout/AppShell'
import { SessionGate, SessionProvider, type SessionUser } from '@/components/session'
import { useServiceWorker } from '@/lib/pwa/useServiceWorker'

/** Pages may pick the map or sprite layout (spec §2); everything else uses the default one. */
type PageWithLayout = NextPage & { layout?: PageLayout }

export default function App({ Component, pageProps }: AppProps & { Component: PageWithLayout }) {
  // Cabinet pages carry the user their guard loaded (`withSession`); public pages carry none.
  const serverUser = (pageProps as { me?: SessionUser | null }).me
  // After hydration: offline reading and push messages (public/sw.js).
  useServiceWorker()
  return (
    <SessionProvider serverUser={serverUser}>
      {/* After hydration: signed out at once without the signed-in hint, else `me` through Apollo (spec §4 Session). */}
      <SessionGate />
      <AppShell layout={Component.layout ?? 'default'}>
        <Component {...pageProps} />
      </AppShell>
    </SessionProvider>
  )
}
