import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { readGatewayError, reportFailure, type MutationOutcome } from '@/lib/apollo/serverErrors'
import { ERROR_TITLE, notify } from '@/lib/notify'

export const RequestPasswordRecoveryMutation = graphql(`
  mutation RequestPasswordRecoveryMutation($phone: String!) {
    requestPasswordRecovery(phone: $phone)
  }
`)

/** The texts for a failed recovery (docs/spec.md#8-error-catalogue). */
export const PHONE_NOT_FOUND = 'Номер телефона не найден'

/** docs/spec.md#3-entities-and-their-fields Recovery payload: a recovery code to the phone. */
export function useRequestRecoveryMutation() {
  const [mutate, { loading }] = useMutation(RequestPasswordRecoveryMutation)

  const requestRecovery = useCallback(
    async (phone: string): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { phone } })
        return { ok: true, value: true }
      } catch (error) {
        const gateway = readGatewayError(error)
        // docs/spec.md#8-error-catalogue: 404 shows 'Номер телефона не найден' and marks the phone field with it.
        if (gateway?.code === 'NOT_FOUND') {
          notify.serverError(PHONE_NOT_FOUND)
          return { ok: false, errors: { phone: PHONE_NOT_FOUND } }
        }
        if (gateway?.fields) return { ok: false, errors: reportFailure(error, { formFields: ['phone'] }) }
        // docs/spec.md#8-error-catalogue: any other failure shows the server message and marks the phone field
        // 'Произошла ошибка'.
        reportFailure(error, { formFields: ['phone'] })
        return { ok: false, errors: { phone: ERROR_TITLE } }
      }
    },
    [mutate],
  )

  return { requestRecovery, loading }
}
