import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { BookingView_BookingFragment } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const PayBookingMutation = graphql(`
  mutation PayBookingMutation($id: ID!) {
    payBooking(id: $id) {
      ...BookingView_booking
    }
  }
`)

export const BOOKING_PAID = 'Оплачено'

/** The test provider's confirmation: the booking becomes paid and gets its ticket. */
export function usePayBookingMutation() {
  const [mutate, { loading }] = useMutation(PayBookingMutation, { refetchQueries: ['BookingsRouteQuery'] })
  const pay = useCallback(
    async (id: string): Promise<BookingView_BookingFragment | null> => {
      try {
        const { data } = await mutate({ variables: { id } })
        const booking = data?.payBooking ?? null
        if (booking) notify.success({ title: BOOKING_PAID, description: 'Билет готов' })
        return booking
      } catch (error) {
        notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
        return null
      }
    },
    [mutate],
  )
  return { pay, loading }
}
