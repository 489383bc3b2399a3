import { FORM_ERROR, type SubmissionErrors } from 'final-form'

import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'

/** The REST contract names the plate `state_registration_plate`; the forms call it `plate`. */
const FIELD_ALIASES: Record<string, string> = { state_registration_plate: 'plate' }

/**
 * docs/spec.md#8-error-catalogue: car check, add, update and remove failures always show the toast 'Произошла ошибка'
 * (with the server's message under it); field errors also go on the form's fields as submission errors.
 */
export function reportCarFailure(error: unknown, formFields: readonly string[] = []): SubmissionErrors {
  const gateway = readGatewayError(error)
  notify.serverError(gateway?.message || NETWORK_ERROR_MESSAGE)
  if (!gateway?.fields) return undefined
  const errors: Record<string, string> = {}
  const other: string[] = []
  for (const [raw, message] of Object.entries(gateway.fields)) {
    const field = FIELD_ALIASES[raw] ?? raw
    if (formFields.includes(field)) errors[field] = message
    else other.push(message)
  }
  if (other.length) errors[FORM_ERROR] = other.join('. ')
  return errors
}
