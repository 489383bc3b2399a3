import { object } from 'yup'

import { confirmationOf, email, oneTimeCode, password, personName, requiredString } from './rules'

/** One schema per form of spec §5, rules in the spec's order; the gateway validates with the same ones. */
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

export const loginByCodeSchema = object({
  code: oneTimeCode(),
  phone: requiredString(),
})

export const passwordLoginSchema = object({
  phone: requiredString(),
  password: password(),
})

/** Spec §3 Password payloads, Recovery: the phone to send the recovery code to. */
export const recoverPasswordSchema = object({ phone: requiredString() })
