import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { FORM_ERROR, type SubmissionErrors } from 'final-form'

import { notify } from '@/lib/notify'

/** The gateway's error, as the UI needs it (docs/architecture.md#2-data-flow: code, Russian message, field errors). */
export interface GatewayError {
  code: string | null
  message: string
  fields: Record<string, string> | null
}

/** When nothing answered at all (offline, a dropped connection); the messages of fetch are English. */
export const NETWORK_ERROR_MESSAGE = 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз'

/** Codes that mean "this input was refused", as opposed to "the service failed". */
const REFUSALS = new Set(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'TOO_MANY_REQUESTS'])

/** The first GraphQL error of a failed call, or null when the call never got a GraphQL answer. */
export function readGatewayError(error: unknown): GatewayError | null {
  if (!CombinedGraphQLErrors.is(error)) return null
  const first = error.errors[0]
  if (!first) return null
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null
  const raw = first.extensions?.fields
  const fields =
    raw && typeof raw === 'object'
      ? Object.fromEntries(
          Object.entries(raw as Record<string, unknown>).filter((entry): entry is [string, string] => {
            return typeof entry[1] === 'string' && entry[1] !== ''
          }),
        )
      : {}
  return { code, message: first.message, fields: Object.keys(fields).length ? fields : null }
}

export function isRefusal(error: GatewayError | null): boolean {
  return error?.code != null && REFUSALS.has(error.code)
}

export interface FailureOptions {
  /** The fields this form shows; server field errors for any other name go to the form as a whole. */
  formFields: readonly string[]
  /** docs/spec.md#8-error-catalogue: an auth failure also marks the phone, code or password field with the message. */
  fallbackField?: string
}

/**
 * A failed call, shown the way docs/architecture.md#5-forms-and-validation and docs/spec.md#8-error-catalogue ask:
 * field errors from `extensions.fields` become final-form submission errors (no toast: the fields say it, except an
 * auth call's refused credential, which docs/spec.md#8-error-catalogue also toasts); anything
 * else is a toast titled 'Произошла ошибка' with the message below it, and for a refused input
 * also the message on `fallbackField`. Returned, never thrown, as final-form expects.
 */
export function reportFailure(error: unknown, { formFields, fallbackField }: FailureOptions): SubmissionErrors {
  const gateway = readGatewayError(error)
  if (gateway?.fields) {
    const errors: Record<string, string> = {}
    const other: string[] = []
    for (const [field, message] of Object.entries(gateway.fields)) {
      if (formFields.includes(field)) errors[field] = message
      else other.push(message)
    }
    if (other.length) errors[FORM_ERROR] = other.join('. ')
    // docs/spec.md#8-error-catalogue: an auth call refused on its credential (the code, the password) says so in a
    // toast as well as on the field; format errors on other fields, and other forms, let the fields say it.
    const refusal = fallbackField ? errors[fallbackField] : undefined
    if (refusal) notify.serverError(refusal)
    return errors
  }
  const message = gateway?.message || NETWORK_ERROR_MESSAGE
  notify.serverError(message)
  // An outage is not the field's fault; only a refusal marks it.
  return fallbackField && isRefusal(gateway) ? { [fallbackField]: message } : undefined
}

/** What a form gets back from a mutation hook. */
export type MutationOutcome<T = true> = { ok: true; value: T } | { ok: false; errors: SubmissionErrors }
