import { maxLengthText, minLengthText } from '@anapa/shared/text/plural'

import { ContractError, type FieldErrors } from './http'

/**
 * Server-side twin of the site's validation rules (lib/validation, docs/spec.md#5-validation-rules):
 * each field has an ordered list of rules and the first failing rule gives that field's message. The site never imports
 * CMS code, so the rules are restated here with the same wording.
 */
export const REQUIRED = 'Это обязательное поле'
// The noun agrees with N, as on the site: 'Минимальная длина 2 символа', '… 6 символов'.
export const minLengthMessage = minLengthText
export const maxLengthMessage = maxLengthText
export const INVALID_EMAIL = 'Введите корректный email'
export const MUST_MATCH = 'Значения должны совпадать'
export const INVALID_VALUE = 'Некорректное значение'
export const CHECK_FIELDS = 'Проверьте правильность заполнения полей'

/** A rule gets the field's text and the whole (already read) form; it answers a message or null. */
export type Rule = (value: string, form: Record<string, string>) => string | null

export const required: Rule = (value) => (value === '' ? REQUIRED : null)
export const minLength =
  (n: number): Rule =>
  (value) =>
    [...value].length < n ? minLengthMessage(n) : null
export const maxLength =
  (n: number): Rule =>
  (value) =>
    [...value].length > n ? maxLengthMessage(n) : null
export const sameAs =
  (field: string): Rule =>
  (value, form) =>
    value === form[field] ? null : MUST_MATCH

// Payload's own `email` field check: anything it would refuse on save is refused here first,
// with the spec's message instead of a 500.
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i
export const email: Rule = (value) => (EMAIL.test(value) ? null : INVALID_EMAIL)

export type FieldSpec = { rules: Rule[]; trim?: boolean }

/**
 * Reads the named fields as text (absent and null are empty; numbers, objects and the like are
 * refused outright) and checks them. Throws a 422 with every failing field, or returns the texts.
 */
export function checkFields<K extends string>(
  body: Record<string, unknown>,
  spec: Record<K, FieldSpec>,
): Record<K, string> {
  const names = Object.keys(spec) as K[]
  const form = {} as Record<K, string>
  const fields: FieldErrors = {}
  for (const name of names) {
    const raw = body[name]
    if (raw === undefined || raw === null) form[name] = ''
    else if (typeof raw === 'string') form[name] = spec[name].trim ? raw.trim() : raw
    else fields[name] = INVALID_VALUE
  }
  for (const name of names) {
    if (fields[name]) continue
    for (const rule of spec[name].rules) {
      const message = rule(form[name], form)
      if (message) {
        fields[name] = message
        break
      }
    }
  }
  if (Object.keys(fields).length > 0) throw new ContractError(422, CHECK_FIELDS, { fields })
  return form
}

/** One field's failure with the message repeated as the top-level message (toasts show it). */
export function fieldError(field: string, message: string, status = 422): ContractError {
  return new ContractError(status, message, { fields: { [field]: message } })
}
