import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { ApplicationItem_ApplicationFragment } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

export const CreateStatementMutation = graphql(`
  mutation CreateStatementMutation($plate: String!) {
    createStatement(plate: $plate) {
      ...ApplicationItem_application
    }
  }
`)

/**
 * Opens (or reopens) the draft for a car; docs/spec.md#8-error-catalogue: a failure is the 'Произошла ошибка' toast.
 */
export function useCreateStatementMutation() {
  const [mutate, { loading }] = useMutation(CreateStatementMutation, {
    refetchQueries: ['ResidentApplicationsRouteQuery'],
  })
  const createStatement = useCallback(
    async (plate: string): Promise<ApplicationItem_ApplicationFragment | null> => {
      try {
        const { data } = await mutate({ variables: { plate } })
        return data?.createStatement ?? null
      } catch (error) {
        notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
        return null
      }
    },
    [mutate],
  )
  return { createStatement, loading }
}
