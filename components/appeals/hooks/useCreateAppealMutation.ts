import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { AppealInput } from '@/lib/__generated__/gql/graphql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { clearAppealDraft } from '@/lib/appeals/draft'
import { notify } from '@/lib/notify'

export const CreateAppealMutation = graphql(`
  mutation CreateAppealMutation($input: AppealInput!) {
    createAppeal(input: $input) {
      id
      number
    }
  }
`)

/** docs/spec.md#8-error-catalogue: a failed submission. */
export const APPEAL_SUBMIT_FAILED = 'Произошла ошибка. Попробуйте позже'
export const APPEAL_SENT = 'Обращение отправлено'

export type CreateAppealOutcome =
  { ok: true; id: string; number: string } | { ok: false; fields: Record<string, string> | null }

/**
 * Files the appeal. On success the draft goes and the list is loaded again next time; on failure the
 * draft stays (with its request id, so sending again files nothing twice), the toast says why, and
 * the server's field errors go back to the form.
 */
export function useCreateAppealMutation() {
  const [mutate, { loading }] = useMutation(CreateAppealMutation, {
    refetchQueries: ['AppealsRouteQuery'],
  })
  const create = useCallback(
    async (input: AppealInput): Promise<CreateAppealOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } })
        const appeal = data?.createAppeal
        if (!appeal) throw new Error('no appeal in the answer')
        clearAppealDraft()
        notify.success({ title: APPEAL_SENT, description: `Номер обращения ${appeal.number}` })
        return { ok: true, id: appeal.id, number: appeal.number }
      } catch (error) {
        const gateway = readGatewayError(error)
        notify.error({ title: APPEAL_SUBMIT_FAILED, description: gateway?.message || NETWORK_ERROR_MESSAGE })
        return { ok: false, fields: gateway?.fields ?? null }
      }
    },
    [mutate],
  )
  return { create, loading }
}
