import { mixed, number, string } from 'yup'

import { CONSENT_MESSAGES, consentError } from '@anapa/shared/privacy/consent'

import { CODE_FORMAT, INVALID_EMAIL, minLength, MUST_BE_INTEGER, MUST_MATCH, REQUIRED } from './messages'

/** Minimum lengths (docs/spec.md#9-business-constants-and-limits). */
export const PASSWORD_MIN_LENGTH = 6
export const NAME_MIN_LENGTH = 2
export const CODE_LENGTH = 6

/** Required text: an empty or blank string fails (docs/spec.md#5-validation-rules). */
export const requiredString = () => string().trim().required(REQUIRED)

// Not trimmed: spaces are legitimate password characters.
export const password = () => string().required(REQUIRED).min(PASSWORD_MIN_LENGTH, minLength(PASSWORD_MIN_LENGTH))

// A custom test rather than oneOf(ref): yup checks oneOf before every other rule, and docs/spec.md#5-validation-rules
// wants required and min to fail first.
export const confirmationOf = (field: string) =>
  password().test('matches', MUST_MATCH, function matches(value) {
    return value === this.parent[field]
  })

export const personName = () => requiredString().min(NAME_MIN_LENGTH, minLength(NAME_MIN_LENGTH))

// yup's own e-mail test accepts addresses like "a@b"; residents get receipts there, so a dot is required.
export const email = () => requiredString().matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, INVALID_EMAIL)

export const oneTimeCode = () => requiredString().matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), CODE_FORMAT)

/** The integer rule of docs/spec.md#5-validation-rules; the spec does not say where it applies. */
export const integer = () => number().typeError(MUST_BE_INTEGER).integer(MUST_BE_INTEGER).required(REQUIRED)

/** Consent to the processing of personal data: only a ticked box (@anapa/shared/privacy/consent). */
export const consentGiven = () =>
  mixed().test('consent', CONSENT_MESSAGES.required, (value) => consentError(value) === null)
