import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { BookingView_BookingFragment } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const CancelBookingMutation = graphql(`
  mutation CancelBookingMutation($id: ID!) {
    cancelBooking(id: $id) {
      ...BookingView_booking
    }
  }
`)

export const BOOKING_CANCELLED = 'Бронирование отменено'

/** Cancels before the cut-off; a refusal ('Отменить можно не позже чем за сутки до начала') is the toast. */
export function useCancelBookingMutation() {
  const [mutate, { loading }] = useMutation(CancelBookingMutation, { refetchQueries: ['BookingsRouteQuery'] })
  const cancel = useCallback(
    async (id: string): Promise<BookingView_BookingFragment | null> => {
      try {
        const { data } = await mutate({ variables: { id } })
        const booking = data?.cancelBooking ?? null
        if (booking) notify.success({ title: BOOKING_CANCELLED, description: 'Места возвращены' })
        return booking
      } catch (error) {
        notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
        return null
      }
    },
    [mutate],
  )
  return { cancel, loading }
}
