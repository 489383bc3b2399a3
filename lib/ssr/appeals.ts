import type { GetServerSideProps } from 'next'

import type { SessionProps } from '@/components/session'
import { graphql } from '@/graphql/__generated__/client'
import type {
  AppealRouteQueryQuery as AppealRouteData,
  AppealsRouteQueryQuery as AppealsRouteData,
} from '@/graphql/__generated__/client/graphql'
import { isPageParam } from '@/lib/routing/params'
import { withSession } from '@/lib/session/withSession'
import { hasGatewayErrorCode } from './gatewayErrors'

export const AppealsRouteQuery = graphql(`
  query AppealsRouteQuery($page: Int!) {
    appeals(page: $page) {
      items {
        id
        number
        topic {
          id
          name
        }
        text
        status
        statusLabel
        createdAt
        deadline
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

export const AppealRouteQuery = graphql(`
  query AppealRouteQuery($id: ID!) {
    appeal(id: $id) {
      id
      number
      topic {
        id
        name
      }
      text
      address
      location {
        lat
        lon
      }
      photos {
        id
        mimeType
        url
      }
      status
      statusLabel
      history {
        status
        statusLabel
        at
      }
      deadline
      answer {
        text
        answeredAt
        photos {
          id
          mimeType
          url
        }
      }
      createdAt
    }
  }
`)

const notFound = { notFound: true } as const

/** `/moi-obrashcheniya?page=N`: the resident's appeals, a page past the end is the 404 page. */
export const getAppealsProps: GetServerSideProps<SessionProps & { data: AppealsRouteData }> = withSession(
  async ({ query }, { client }) => {
    const raw = query.page
    if (raw !== undefined && !isPageParam(raw)) return notFound
    const page = raw === undefined ? 1 : Number(raw)
    try {
      const { data } = await client.query({ query: AppealsRouteQuery, variables: { page } })
      if (!data) throw new Error('Query returned no data')
      if (page > 1 && page > data.appeals.pageInfo.pageCount) return notFound
      return { props: { data } }
    } catch (error) {
      if (hasGatewayErrorCode(error, 'BAD_USER_INPUT')) return notFound
      throw error
    }
  },
)

/**
 * `/moi-obrashcheniya/appeal-{id}`: one of the resident's appeals. Another resident's appeal is
 * NOT_FOUND in the gateway (the CMS answers 404), and so the 404 page here: nothing tells the two apart.
 */
export const getAppealProps: GetServerSideProps<SessionProps & { data: AppealRouteData }> = withSession(
  async ({ params }, { client }) => {
    const raw = params?.appeal
    const match = typeof raw === 'string' ? /^appeal-(\d{1,12})$/.exec(raw) : null
    if (!match) return notFound
    try {
      const { data } = await client.query({ query: AppealRouteQuery, variables: { id: match[1]! } })
      if (!data) throw new Error('Query returned no data')
      return { props: { data } }
    } catch (error) {
      if (hasGatewayErrorCode(error, 'NOT_FOUND')) return notFound
      throw error
    }
  },
)
