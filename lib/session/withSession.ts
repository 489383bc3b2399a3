import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next'
import { parseCookies } from 'nookies'

import type { SessionProps, SessionUser } from '@/components/session'
import { TOKEN_COOKIE } from '@/graphql/context'
import { clearSessionCookie, setSessionHintCookie } from '@/graphql/session'
import { graphql } from '@/graphql/__generated__/client'
import { createSsrClient } from '@/lib/apollo/ssrClient'
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from '@/lib/sessionHint'

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
  session: { me: SessionUser; client: ReturnType<typeof createSsrClient> },
) => Promise<GetServerSidePropsResult<P>>

const toHome = { redirect: { destination: '/', permanent: false } } as const

/**
 * The one guard of every cabinet page (ARCHITECTURE §3, spec §4): no `token` cookie → `/`;
 * a token the API no longer accepts → the cookie (and its hint, lib/sessionHint.ts) goes and so
 * does the visitor; a valid token without its hint gets the hint. The page is
 * private to this resident and never cached. The resolvers check authorization again.
 */
export function withSession<P extends object = object>(load?: PageLoader<P>): GetServerSideProps<P & SessionProps> {
  return async (context) => {
    const cookies = parseCookies(context)
    const token = cookies[TOKEN_COOKIE]
    if (!token) return toHome
    const client = createSsrClient({ token, res: context.res })
    const { data } = await client.query({ query: SessionMeQuery })
    if (!data?.me) {
      // The hint goes with the token, or every public page would ask `me` again for nothing.
      clearSessionCookie(context.res)
      return toHome
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
}
