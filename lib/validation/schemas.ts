import { object } from 'yup'

import { confirmationOf, consentGiven, email, oneTimeCode, password, personName, requiredString } from './rules'

/**
 * One schema per form of docs/spec.md#5-validation-rules, rules in the spec's order; the gateway validates with the
 * same ones.
 */
export const changePasswordSchema = object({
  oldPassword: password(),
  password: password(),
  confirmPassword: confirmationOf('password'),
})

export const profileSchema = object({
  name: personName(),
  lastname: personName(),
  email: email(),
})

export const createPasswordSchema = object({
  password: password(),
  confirmPassword: confirmationOf('password'),
})

export const sendCodeSchema = object({ phone: requiredString() })

/** The code sign-in form, which registers a new phone: the phone and the consent to process it. */
export const registrationSchema = object({ phone: requiredString(), consent: consentGiven() })

export const loginByCodeSchema = object({
  code: oneTimeCode(),
  phone: requiredString(),
})

export const passwordLoginSchema = object({
  phone: requiredString(),
  password: password(),
})

/** docs/spec.md#3-entities-and-their-fields Password payloads, Recovery: the phone to send the recovery code to. */
export const recoverPasswordSchema = object({ phone: requiredString() })
