import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import { parseCookies } from 'nookies'

import type { SessionProps, SessionUser } from '@/lib/pageProps'
import { TOKEN_COOKIE } from '@/graphql/context'
import { clearSessionCookie, setSessionHintCookie } from '@/graphql/session'
import { graphql } from '@/lib/__generated__/gql'
import { createSsrClient, type SsrClient } from '@/lib/server/gateway/ssrClient'
import { siteLog } from '@/lib/server/observability/log'
import { beginRequest } from '@/lib/server/observability/requestScope'
import { routeLabel } from '@/lib/server/observability/routeLabel'
import { isUpstreamUnavailable, RETRY_AFTER_SECONDS } from '@/lib/server/ssr/outage'
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@/lib/sessionHint'
import { signInHref } from '@/lib/returnPath'

// The same selection as the client's session (SessionContext_user), so `pageProps.me` can seed it.
export const SessionMeQuery = graphql(`
  query SessionMeQuery {
    me {
      ...SessionContext_user
    }
  }
`)

type PageLoader<P> = (
  context: GetServerSidePropsContext,
  session: { me: SessionUser; client: SsrClient },
) => Promise<GetServerSidePropsResult<P>>

/**
 * Home, where the auth drawer opens with the reason and the page asked for comes back after the
 * sign-in (lib/returnPath.ts); `resolvedUrl` is the page's own path with its query, also on a
 * client-side navigation.
 */
const toSignIn = (context: GetServerSidePropsContext) =>
  ({ redirect: { destination: signInHref(context.resolvedUrl), permanent: false } }) as const

/** What a cabinet page's props become while the CMS is unreachable: _app shows the error page instead. */
export type ServiceUnavailableProps = { serviceUnavailable: 503 }

/**
 * A cabinet page during a CMS outage: the spec's error page with 503, private and not
 * cached, and the session kept. Sending the resident home would look like a sign-out (and the home
 * page's bell would ask `me` again), and a 500 would say our code broke; the page heals by itself
 * once the CMS answers again.
 */
function serviceUnavailable(context: GetServerSidePropsContext) {
  context.res.statusCode = 503
  context.res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
  context.res.setHeader('Cache-Control', 'private, no-store')
  return { props: { serviceUnavailable: 503 } satisfies ServiceUnavailableProps }
}

/**
 * The one guard of every cabinet page (docs/architecture.md#3-pages, docs/spec.md#4-states-and-transitions): no `token`
 * cookie → `/`, with the page to return to after signing in there (`/?vhod=/my-transport`); a token the API no longer
 * accepts → the cookie (and its hint, lib/sessionHint.ts) goes and so does the visitor, the same way; a valid token without its hint gets the hint. The page is
 * private to this resident and never cached. The resolvers check authorization again.
 */
export function withSession<P extends object = object>(load?: PageLoader<P>): GetServerSideProps<P & SessionProps> {
  return async (context) => {
    // The page's request id (sent on to the CMS with every call) and its log line and latency.
    const route = routeLabel(context.resolvedUrl, context.params)
    const requestId = beginRequest(context.req, context.res, route)
    try {
      return await guarded(context, requestId, load)
    } catch (error) {
      if (!isUpstreamUnavailable(error)) throw error
      siteLog.warn({ reqId: requestId, route }, 'cabinet page: the CMS is unavailable, answering 503')
      // Typed as the page's props so pages keep their own types: _app renders the error view in
      // place of the page whenever `serviceUnavailable` is set, so the page never receives these.
      return serviceUnavailable(context) as unknown as { props: P & SessionProps }
    }
  }
}

async function guarded<P extends object>(
  context: GetServerSidePropsContext,
  requestId: string,
  load?: PageLoader<P>,
): Promise<GetServerSidePropsResult<P & SessionProps>> {
  const cookies = parseCookies(context)
  const token = cookies[TOKEN_COOKIE]
  if (!token) return toSignIn(context)
  const client = createSsrClient({ token, res: context.res, requestId })
  // `me` first, the page's data after it: a refused token costs the CMS one call, not the page's
  // three or four, and asking for both at once made the pages with several calls slower under load
  // (docs/perf/2026-11-30-resident-half-in-process.md).
  const { data } = await client.query({ query: SessionMeQuery })
  if (!data?.me) {
    // The hint goes with the token, or every public page would ask `me` again for nothing.
    clearSessionCookie(context.res)
    return toSignIn(context)
  }
  // A session that began before the hint existed heals here, on its first cabinet visit.
  if (cookies[SESSION_HINT_COOKIE] !== SESSION_HINT_VALUE) setSessionHintCookie(context.res)
  context.res.setHeader('Cache-Control', 'private, no-store')
  const me = data.me
  if (!load) return { props: { me } as P & SessionProps }
  const result = await load(context, { me, client })
  if (!('props' in result)) return result
  return { props: { ...(await result.props), me } }
}
