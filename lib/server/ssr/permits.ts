import type { GetServerSideProps } from 'next'

import type { SessionProps } from '@/lib/pageProps'
import { graphql } from '@/lib/__generated__/gql'
import type { PermitSentRouteQueryQuery as PermitSentRouteData } from '@/lib/__generated__/gql/graphql'
import { withSession } from '@/lib/server/session/withSession'
import { hasGatewayErrorCode } from './gatewayErrors'

export const PermitSentRouteQuery = graphql(`
  query PermitSentRouteQuery($code: String!) {
    residentPermitApplication(code: $code) {
      id
      code
      plateDisplay
      carName
      status
      statusLabel
      submittedAt
      decisionDue
    }
  }
`)

const notFound = { notFound: true } as const
// The shape of a statement code (RP-2026-000123); anything else cannot name an application.
const CODE = /^RP-\d{4}-\d{6}$/

/**
 * `/rezident-applications/{code}/otpravleno`: the confirmation after sending an application, a page
 * of its own so a reload keeps it. Another resident's code is NOT_FOUND in the gateway and so the
 * 404 page; a draft has not been sent, so it has no confirmation either.
 */
export const getPermitSentProps: GetServerSideProps<SessionProps & { data: PermitSentRouteData }> = withSession(
  async ({ params }, { client }) => {
    const code = params?.code
    if (typeof code !== 'string' || !CODE.test(code)) return notFound
    try {
      const { data } = await client.query({ query: PermitSentRouteQuery, variables: { code } })
      if (!data) throw new Error('Query returned no data')
      if (data.residentPermitApplication.status === 'draft') return notFound
      return { props: { data } }
    } catch (error) {
      if (hasGatewayErrorCode(error, 'NOT_FOUND')) return notFound
      throw error
    }
  },
)
