import '@/styles/tokens.css'
import '@/styles/globals.css'

import type { NextPage } from 'next'
import type { AppProps } from 'next/app'
import Head from 'next/head'

import { AppShell, type PageLayout } from '@/components/layout/AppShell'
import { ErrorView } from '@/components/errors/ErrorView'
import { ResidentOnDeviceSlot } from '@/components/offline/ResidentOnDeviceSlot'
import type { DraftInfo } from '@/lib/pageProps'
import { SessionGate, SessionProvider, type SessionUser } from '@/components/session'
import { clientOnly } from '@/lib/hooks/clientOnly'
import { useServiceWorker } from '@/lib/pwa/useServiceWorker'
import type { ServiceUnavailableProps } from '@/lib/server/session/withSession'

/**
 * Pages may pick the map or sprite layout (docs/spec.md#2-screens-and-routes); everything else uses the default one.
 */
type PageWithLayout = NextPage & { layout?: PageLayout }

/** Editors' draft preview only: visitors never load it. */
const DraftBar = clientOnly(() => import('@/components/preview/DraftBar').then((m) => m.DraftBar))

export default function App({ Component, pageProps }: AppProps & { Component: PageWithLayout }) {
  // Cabinet pages carry the user their guard loaded (`withSession`); public pages carry none.
  const serverUser = (pageProps as { me?: SessionUser | null }).me
  // A draft in an editor's preview (lib/server/ssr/factory.ts); never on a page a visitor gets.
  const draft = (pageProps as { draft?: DraftInfo }).draft
  // A cabinet page while the CMS is unreachable (lib/server/session/withSession.ts): the error page, 503.
  const unavailable = (pageProps as Partial<ServiceUnavailableProps>).serviceUnavailable
  // After hydration: offline reading and push messages (lib/pwa/worker).
  useServiceWorker()
  return (
    <SessionProvider serverUser={serverUser}>
      {/* After hydration: signed out at once without the signed-in hint, else `me` (docs/spec.md#4-states-and-transitions). */}
      <SessionGate />
      {/* A signed-in resident's lists kept for reading offline, and what they sent offline (lib/offline). */}
      <ResidentOnDeviceSlot />
      {draft ? (
        <>
          <Head>
            <meta name="robots" content="noindex, nofollow" key="draft-robots" />
          </Head>
          <DraftBar cmsOrigin={draft.cmsOrigin} />
        </>
      ) : null}
      <AppShell layout={Component.layout ?? 'default'}>
        {unavailable ? <ErrorView statusCode={unavailable} /> : <Component {...pageProps} />}
      </AppShell>
    </SessionProvider>
  )
}
