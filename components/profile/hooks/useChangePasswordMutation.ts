import { useMutation } from '@apollo/client/react'
import { FORM_ERROR, type SubmissionErrors } from 'final-form'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { NETWORK_ERROR_MESSAGE, readGatewayError, reportFailure } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {
    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)
  }
`)

export type ChangePasswordValues = { oldPassword: string; password: string; confirmPassword: string }

export const PASSWORD_CHANGED = 'Пароль изменён'

/**
 * docs/spec.md#3-entities-and-their-fields Password payloads, Change; the other sessions of the resident end on the
 * server.
 */
export function useChangePasswordMutation() {
  const [mutate] = useMutation(ChangePasswordMutation)
  return useCallback(
    async (values: ChangePasswordValues): Promise<SubmissionErrors> => {
      try {
        await mutate({ variables: values })
      } catch (error) {
        const errors = reportFailure(error, { formFields: ['oldPassword', 'password', 'confirmPassword'] })
        // An outage names no field, but it is still a failure: answered as none, final-form would
        // count it a success and the form's resetOnSuccess would empty the three passwords typed.
        return errors ?? { [FORM_ERROR]: readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE }
      }
      notify.success({ title: PASSWORD_CHANGED, description: 'На других устройствах нужно войти заново' })
      return undefined
    },
    [mutate],
  )
}
