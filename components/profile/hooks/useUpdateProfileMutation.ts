import { useMutation } from '@apollo/client/react'
import type { SubmissionErrors } from 'final-form'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { Sex } from '@/lib/__generated__/gql/graphql'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { useSession } from '@/components/session/SessionContext'

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfileMutation($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...SessionContext_user
    }
  }
`)

export type ProfileValues = { name: string; lastname: string; email: string; sex?: Sex | null }

export const PROFILE_SAVED = 'Данные сохранены'

/** docs/spec.md#3-entities-and-their-fields: the answer replaces the current user. */
export function useUpdateProfileMutation() {
  const { setUser } = useSession()
  const [mutate] = useMutation(UpdateProfileMutation)
  return useCallback(
    async (values: ProfileValues): Promise<SubmissionErrors> => {
      try {
        const { data } = await mutate({ variables: { input: { ...values, sex: values.sex ?? null } } })
        if (data) setUser(data.updateProfile)
      } catch (error) {
        return reportFailure(error, { formFields: ['name', 'lastname', 'email', 'sex'] })
      }
      notify.success({ title: PROFILE_SAVED })
      return undefined
    },
    [mutate, setUser],
  )
}
