import { useMutation } from '@apollo/client/react'
import type { SubmissionErrors } from 'final-form'
import { useCallback } from 'react'

import { graphql } from '@/graphql/__generated__/client'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const ChangePasswordMutation = graphql(`
  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {
    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)
  }
`)

export type ChangePasswordValues = { oldPassword: string; password: string; confirmPassword: string }

export const PASSWORD_CHANGED = 'Пароль изменён'

/** Spec §3 Password payloads, Change; the other sessions of the resident end on the server. */
export function useChangePasswordMutation() {
  const [mutate] = useMutation(ChangePasswordMutation)
  return useCallback(
    async (values: ChangePasswordValues): Promise<SubmissionErrors> => {
      try {
        await mutate({ variables: values })
      } catch (error) {
        return reportFailure(error, { formFields: ['oldPassword', 'password', 'confirmPassword'] })
      }
      notify.success({ title: PASSWORD_CHANGED, description: 'На других устройствах нужно войти заново' })
      return undefined
    },
    [mutate],
  )
}
