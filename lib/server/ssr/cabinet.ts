import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { GetServerSideProps } from 'next'

import type { PrefillProps, SessionProps } from '@/lib/pageProps'
import { withSession } from '@/lib/server/session/withSession'
import { isUpstreamUnavailable } from './outage'

/** Cabinet sections without data of their own yet: the guard, and nothing else. */
export const getCabinetProps: GetServerSideProps<SessionProps> = withSession()

/**
 * A cabinet page whose view reads `query` itself (with useQuery, so its mutations update it): the
 * guard, and the query's answer as `prefill` for the view to start from
 * (lib/apollo/CabinetApolloProvider.tsx, docs/decisions/0045-cabinet-pages-pre-filled.md). Any
 * error but an outage of the CMS (which withSession turns into the 503 page) leaves `prefill` null:
 * the view then asks in the browser and shows its own error state with «Повторить», as before the
 * page was pre-filled.
 */
export function prefilledCabinetProps<TData>(
  query: TypedDocumentNode<TData, Record<string, never>>,
): GetServerSideProps<SessionProps & PrefillProps<TData>> {
  return withSession<PrefillProps<TData>>(async (_context, { client }) => {
    try {
      const { data } = await client.query({ query })
      return { props: { prefill: data ?? null } }
    } catch (error) {
      if (isUpstreamUnavailable(error)) throw error
      return { props: { prefill: null } }
    }
  })
}

const notFound = { notFound: true } as const

/** /moi-obrashcheniya/appeal-{id} and /pokupki/{id}: numeric ids only. */
export const cabinetItemProps = (param: string, prefix = ''): GetServerSideProps<SessionProps & { id: string }> =>
  withSession(async ({ params }) => {
    const raw = params?.[param]
    const match = typeof raw === 'string' ? new RegExp(`^${prefix}(\\d{1,12})$`).exec(raw) : null
    return match ? { props: { id: match[1]! } } : notFound
  })
