import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import type { ApplicationData } from '@anapa/shared/statements/applicationSchema'
import { graphql } from '@/lib/__generated__/gql'
import { readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { clearDraft } from '@/lib/permits/draft'

export const SubmitResidentPermitApplicationMutation = graphql(`
  mutation SubmitResidentPermitApplicationMutation($input: ResidentPermitApplicationInput!) {
    submitResidentPermitApplication(input: $input) {
      ...ApplicationItem_application
    }
  }
`)

/** docs/spec.md#8-error-catalogue: a failed submission of a permit application. */
export const SUBMIT_FAILED = 'Произошла ошибка. Попробуйте позже'
export const APPLICATION_SENT = 'Заявление отправлено'

/** The server's field errors (the application fields, or a scan kind's 'Загрузите файл'), when it gave any. */
export type SubmitOutcome = { ok: true } | { ok: false; fields: Record<string, string> | null }

/**
 * Submits the application with the consent to the processing of personal data ticked on the review; on success the draft goes (nothing of it stays in the tab) and the list
 * is loaded again. On failure the toast of docs/spec.md#8-error-catalogue, and the server's field errors for the form.
 */
export function useSubmitApplicationMutation() {
  const [mutate, { loading }] = useMutation(SubmitResidentPermitApplicationMutation, {
    refetchQueries: ['ResidentApplicationsRouteQuery', 'MyTransportRouteQuery'],
  })
  const submit = useCallback(
    async (code: string, values: ApplicationData, consent: boolean): Promise<SubmitOutcome> => {
      try {
        await mutate({ variables: { input: { ...values, statement_code: code, consent } } })
      } catch (error) {
        const gateway = readGatewayError(error)
        notify.error({ title: SUBMIT_FAILED, description: gateway?.message })
        return { ok: false, fields: gateway?.fields ?? null }
      }
      clearDraft(code)
      notify.success({ title: APPLICATION_SENT, description: `Номер заявления ${code}` })
      return { ok: true }
    },
    [mutate],
  )
  return { submit, loading }
}
