import { APPEAL_TOPIC_PARAM } from '@anapa/shared/appeals/paths'
import type { GetServerSideProps } from 'next'

import type { SessionProps } from '@/lib/pageProps'
import { graphql } from '@/lib/__generated__/gql'
import type {
  AppealRouteQueryQuery as AppealRouteData,
  AppealsRouteQueryQuery as AppealsRouteData,
  NewAppealRouteQueryQuery as NewAppealRouteData,
} from '@/lib/__generated__/gql/graphql'
import { isPageParam } from '@/lib/routing/params'
import { withSession } from '@/lib/server/session/withSession'
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
    appealDrafts {
      requestId
      topicId
      text
      address
      updatedAt
      expiresAt
    }
    followedAppeals {
      number
      topic {
        id
        name
      }
      text
      status
      statusLabel
      closed
      verdictDueUntil
      myVerdict
      href
    }
  }
`)

export const NewAppealRouteQuery = graphql(`
  query NewAppealRouteQuery($requestId: ID!) {
    appealDraft(requestId: $requestId) {
      requestId
      topicId
      text
      address
      location {
        lat
        lon
      }
      photos {
        id
        name
      }
      isPublic
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
      isPublic
      status
      statusLabel
      closed
      scheduledFor
      referredTo
      duplicateOf {
        id
        number
        own
      }
      history {
        status
        statusLabel
        at
        note
        scheduledFor
        referredTo
        duplicateOf {
          id
          number
          own
        }
      }
      deadline
      expectedDatetime
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
      verdictDueUntil
      myVerdict
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
export const getAppealProps: GetServerSideProps<SessionProps & { data: AppealRouteData; sent: boolean }> = withSession(
  async ({ params, query }, { client }) => {
    const raw = params?.appeal
    const match = typeof raw === 'string' ? /^appeal-(\d{1,12})$/.exec(raw) : null
    if (!match) return notFound
    try {
      const { data } = await client.query({ query: AppealRouteQuery, variables: { id: match[1]! } })
      if (!data) throw new Error('Query returned no data')
      // `?otpravleno=1`: just filed, so the page opens with the confirmation (a reload keeps it).
      return { props: { data, sent: query[APPEAL_SENT_PARAM] === '1' } }
    } catch (error) {
      if (hasGatewayErrorCode(error, 'NOT_FOUND')) return notFound
      throw error
    }
  },
)

/** The query flag of an appeal's page right after it was filed: the confirmation shows. */
export const APPEAL_SENT_PARAM = 'otpravleno'
/** The query of the new-appeal page that continues a draft saved on the server. */
export const APPEAL_DRAFT_PARAM = 'chernovik'

type NewAppealData = { draft: NewAppealRouteData['appealDraft'] | null; topicId: string | null }

/** A topic id in the address (`?tema=12`), or null: anything else chooses no topic. */
const topicParam = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? value : null)

/**
 * `/moi-obrashcheniya/novoe-obrashchenie[?chernovik={request id}][?tema={topic id}]`: the form,
 * continuing a draft saved on the server when one is named, or with a topic chosen in advance (the
 * accessibility statement's «report a barrier»). A draft that is gone (sent, deleted, expired, or
 * another resident's, which the CMS does not tell apart) sends the resident back to the list.
 */
export const getNewAppealProps: GetServerSideProps<SessionProps & NewAppealData> = withSession<NewAppealData>(
  async ({ query }, { client }) => {
    const requestId = query[APPEAL_DRAFT_PARAM]
    if (requestId === undefined) return { props: { draft: null, topicId: topicParam(query[APPEAL_TOPIC_PARAM]) } }
    if (typeof requestId !== 'string' || !/^[0-9a-f-]{36}$/i.test(requestId))
      return { redirect: { destination: '/moi-obrashcheniya', permanent: false } }
    try {
      const { data } = await client.query({ query: NewAppealRouteQuery, variables: { requestId } })
      if (!data) throw new Error('Query returned no data')
      return { props: { draft: data.appealDraft, topicId: null } }
    } catch (error) {
      if (hasGatewayErrorCode(error, 'NOT_FOUND'))
        return { redirect: { destination: '/moi-obrashcheniya', permanent: false } }
      throw error
    }
  },
)
