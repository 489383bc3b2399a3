import type { GetServerSideProps, GetServerSidePropsContext } from 'next'

import type { SessionProps } from '@/components/session'
import { graphql } from '@/graphql/__generated__/client'
import type { BookingView_BookingFragment, BookingsRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import { isPageParam } from '@/lib/routing/params'
import { withSession } from '@/lib/session/withSession'
import { hasGatewayErrorCode } from './gatewayErrors'

export const BookingsRouteQuery = graphql(`
  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!) {
    upcoming: bookings(scope: upcoming, page: $upcomingPage) {
      items {
        ...BookingView_booking
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
    past: bookings(scope: past, page: $pastPage) {
      items {
        ...BookingView_booking
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
    cancelled: bookings(scope: cancelled, page: $cancelledPage) {
      items {
        ...BookingView_booking
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

export const BookingRouteQuery = graphql(`
  query BookingRouteQuery($id: ID!) {
    booking(id: $id) {
      ...BookingView_booking
    }
  }
`)

const notFound = { notFound: true } as const
const BOOKING_ID = /^\d{1,12}$/

const isNotFound = (error: unknown) => hasGatewayErrorCode(error, 'NOT_FOUND')

/**
 * `/pokupki?upcoming=N&past=M&cancelled=K`: upcoming, past and cancelled bookings, ten a page each;
 * a page past the end is 404.
 */
export const getBookingsProps: GetServerSideProps<SessionProps & { data: BookingsRouteQueryQuery }> = withSession(
  async ({ query }, { client }) => {
    const pages: number[] = []
    for (const raw of [query.upcoming, query.past, query.cancelled]) {
      if (raw !== undefined && !isPageParam(raw)) return notFound
      pages.push(raw === undefined ? 1 : Number(raw))
    }
    const [upcomingPage = 1, pastPage = 1, cancelledPage = 1] = pages
    const { data } = await client.query({
      query: BookingsRouteQuery,
      variables: { upcomingPage, pastPage, cancelledPage },
    })
    if (!data) throw new Error('Query returned no data')
    const beyond =
      upcomingPage > data.upcoming.pageInfo.pageCount ||
      pastPage > data.past.pageInfo.pageCount ||
      cancelledPage > data.cancelled.pageInfo.pageCount
    if (beyond) return notFound
    return { props: { data } }
  },
)

type BookingPageProps = SessionProps & { booking: BookingView_BookingFragment }

/**
 * One booking by id, for `/pokupki/{id}` (any kind) and the route table's purchase views
 * `/pokupki/detail-sobitiya?booking={id}` and `/pokupki/detail-tury?booking={id}` (that kind only).
 * Another resident's booking is NOT_FOUND in the gateway, and so the 404 page: nothing tells it
 * from an unknown id.
 */
function bookingProps(idOf: (context: GetServerSidePropsContext) => unknown, kind?: 'event' | 'tour') {
  return withSession<{ booking: BookingView_BookingFragment }>(async (context, { client }) => {
    const id = idOf(context)
    if (typeof id !== 'string' || !BOOKING_ID.test(id)) return notFound
    try {
      const { data } = await client.query({ query: BookingRouteQuery, variables: { id } })
      if (!data) throw new Error('Query returned no data')
      if (kind && data.booking.item?.kind !== kind) return notFound
      return { props: { booking: data.booking } }
    } catch (error) {
      if (isNotFound(error)) return notFound
      throw error
    }
  }) as GetServerSideProps<BookingPageProps>
}

export const getBookingProps = bookingProps(({ params }) => params?.id)
export const getEventBookingProps = bookingProps(({ query }) => query.booking, 'event')
export const getTourBookingProps = bookingProps(({ query }) => query.booking, 'tour')
