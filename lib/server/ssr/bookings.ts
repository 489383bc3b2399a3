import type { GetServerSideProps, GetServerSidePropsContext } from 'next'

import type { SessionProps } from '@/lib/pageProps'
import { graphql } from '@/lib/__generated__/gql'
import type { BookingView_BookingFragment, BookingsRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import { isPageParam } from '@/lib/routing/params'
import { withSession } from '@/lib/server/session/withSession'
import { hasGatewayErrorCode } from './gatewayErrors'

export const BookingsRouteQuery = graphql(`
  query BookingsRouteQuery($upcomingPage: Int!, $pastPage: Int!, $cancelledPage: Int!, $kind: BookableKind) {
    upcoming: bookings(scope: upcoming, page: $upcomingPage, kind: $kind) {
      items {
        ...BookingView_booking
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
    past: bookings(scope: past, page: $pastPage, kind: $kind) {
      items {
        ...BookingView_booking
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
    cancelled: bookings(scope: cancelled, page: $cancelledPage, kind: $kind) {
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

type BookingKind = 'event' | 'tour'
export type BookingsPageProps = SessionProps & { data: BookingsRouteQueryQuery; kind: BookingKind | null }

/**
 * `/pokupki?upcoming=N&past=M&cancelled=K`: upcoming, past and cancelled bookings, ten a page each;
 * a page past the end is 404. With `kind`, only bookings of events' sessions or of tours'.
 */
function bookingsProps(kind: BookingKind | null) {
  return withSession<{ data: BookingsRouteQueryQuery; kind: BookingKind | null }>(async ({ query }, { client }) => {
    const pages: number[] = []
    for (const raw of [query.upcoming, query.past, query.cancelled]) {
      if (raw !== undefined && !isPageParam(raw)) return notFound
      pages.push(raw === undefined ? 1 : Number(raw))
    }
    const [upcomingPage = 1, pastPage = 1, cancelledPage = 1] = pages
    const { data } = await client.query({
      query: BookingsRouteQuery,
      variables: { upcomingPage, pastPage, cancelledPage, kind },
    })
    if (!data) throw new Error('Query returned no data')
    const beyond =
      upcomingPage > data.upcoming.pageInfo.pageCount ||
      pastPage > data.past.pageInfo.pageCount ||
      cancelledPage > data.cancelled.pageInfo.pageCount
    if (beyond) return notFound
    return { props: { data, kind } }
  }) as GetServerSideProps<BookingsPageProps>
}

export const getBookingsProps = bookingsProps(null)

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

export type PurchasesPageProps = BookingPageProps | BookingsPageProps

/**
 * The route table's purchase views of one kind: `?booking={id}` is that booking (another kind's is
 * 404); without it, the resident's purchases of that kind, listed as /pokupki lists them all.
 */
function purchasesProps(kind: BookingKind): GetServerSideProps<PurchasesPageProps> {
  const one = bookingProps(({ query }) => query.booking, kind)
  const list = bookingsProps(kind)
  return (context) => (context.query.booking === undefined ? list(context) : one(context))
}

export const getEventBookingProps = purchasesProps('event')
export const getTourBookingProps = purchasesProps('tour')
