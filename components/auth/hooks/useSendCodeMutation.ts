import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure, type MutationOutcome } from '@/lib/apollo/serverErrors'

export const SendCodeMutation = graphql(`
  mutation SendCodeMutation($phone: String!) {
    sendCode(phone: $phone)
  }
`)

/**
 * docs/spec.md#4-states-and-transitions Login by code, step 1: a one-time code to the phone (sign-in and registration
 * alike).
 */
export function useSendCodeMutation() {
  const [mutate, { loading }] = useMutation(SendCodeMutation)

  const sendCode = useCallback(
    async (phone: string): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { phone } })
        return { ok: true, value: true }
      } catch (error) {
        // docs/spec.md#8-error-catalogue: the server message as a toast and on the phone field (a rate limit, for one).
        return { ok: false, errors: reportFailure(error, { formFields: ['phone'], fallbackField: 'phone' }) }
      }
    },
    [mutate],
  )

  return { sendCode, loading }
}
