import '../styles/tokens.css'
import '../styles/globals.css'

import type { NextPage } from 'next'
import type { AppProps } from 'next/app'

import { AppShell, type PageLayout } from '../components/layout/AppShell'

/** Pages may pick the map or sprite layout (spec §2); everything else uses the default one. */
type PageWithLayout = NextPage & { layout?: PageLayout }

export default function App({ Component, pageProps }: AppProps & { Component: PageWithLayout }) {
  return (
    <AppShell layout={Component.layout ?? 'default'}>
      <Component {...pageProps} />
    </AppShell>
  )
}
