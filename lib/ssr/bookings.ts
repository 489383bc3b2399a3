import { CombinedGraphQLErrors } from '@apollo/client/errors'
import type { GetServerSideProps, GetServerSidePropsContext } from 'next'

import type { SessionProps } from '@/components/session'
import { graphql } from '@/graphql/__generated__/client'
import type { BookingView_BookingFragment, BookingsRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import { withSession } from '@/lib/session/withSession'

export const BookingsRouteQuery = graphql(`
  query BookingsRouteQuery {
    upcoming: bookings(scope: upcoming) {
      items {
        ...BookingView_booking
      }
    }
    past: bookings(scope: past) {
      items {
        ...BookingView_booking
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

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND')

/** `/pokupki`: upcoming and past bookings (the first ten of each). */
export const getBookingsProps: GetServerSideProps<SessionProps & { data: BookingsRouteQueryQuery }> = withSession(
  async (_context, { client }) => {
    const { data } = await client.query({ query: BookingsRouteQuery })
    if (!data) throw new Error('Query returned no data')
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
