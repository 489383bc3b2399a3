import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { BookingInput } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const CreateBookingMutation = graphql(`
  mutation CreateBookingMutation($input: BookingInput!) {
    createBooking(input: $input) {
      ...BookingView_booking
    }
  }
`)

export const BOOKING_CREATED = 'Места забронированы'

/**
 * Books the seats; the request id makes a repeat after a lost answer harmless. The list of sessions
 * is fetched again (seats left changed) whichever way it goes; a refusal ('Недостаточно свободных
 * мест') is the toast.
 */
export function useCreateBookingMutation() {
  const [mutate, { loading }] = useMutation(CreateBookingMutation, { refetchQueries: ['BookingSessionsQuery'] })
  const create = useCallback(
    async (input: BookingInput): Promise<{ id: string } | null> => {
      try {
        const { data } = await mutate({ variables: { input } })
        const booking = data?.createBooking
        if (!booking) throw new Error('no booking in the answer')
        notify.success({
          title: BOOKING_CREATED,
          description: `Бронирование ${booking.number}. Оплатите его в течение 15 минут`,
        })
        return { id: booking.id }
      } catch (error) {
        notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
        return null
      }
    },
    [mutate],
  )
  return { create, loading }
}
