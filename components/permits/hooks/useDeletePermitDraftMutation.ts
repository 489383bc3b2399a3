import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { clearDraft } from '@/lib/permits/draft'

export const DeletePermitDraftMutation = graphql(`
  mutation DeletePermitDraftMutation($code: String!) {
    deleteResidentPermitDraft(code: $code)
  }
`)

export const DRAFT_DELETED = 'Черновик удалён'

/** «Удалить» on a draft: gone from the server and from this tab; a failure is the 'Произошла ошибка' toast. */
export function useDeletePermitDraftMutation() {
  const [mutate, { loading }] = useMutation(DeletePermitDraftMutation, {
    refetchQueries: ['ResidentApplicationsRouteQuery'],
    awaitRefetchQueries: true,
  })
  const deleteDraft = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        await mutate({ variables: { code } })
      } catch (error) {
        notify.serverError(readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE)
        return false
      }
      clearDraft(code)
      notify.success({ title: DRAFT_DELETED, description: `Заявление ${code}` })
      return true
    },
    [mutate],
  )
  return { deleteDraft, loading }
}
