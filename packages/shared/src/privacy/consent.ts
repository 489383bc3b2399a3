/**
 * Consent to the processing of personal data (Federal Law 152-FZ, art. 9): an explicit, unticked box
 * on registration, the permit application and the appeal. ONE rule for the site's forms, the gateway
 * and the CMS: only `true` is consent; a missing value, `false` or a string is not.
 */
import { PRIVACY_POLICY_VERSION } from './policy'

export const CONSENT_FIELD = 'consent'

export const CONSENT_MESSAGES = {
  required: 'Подтвердите согласие на обработку персональных данных',
} as const

/** The box's text before and after the link to the policy (the link's own text is «Политикой конфиденциальности»). */
export const CONSENT_LABEL = {
  before: 'Я даю согласие на обработку персональных данных в соответствии с ',
  link: 'Политикой конфиденциальности',
} as const

/** The field's message, or null when consent is given. */
export function consentError(value: unknown): string | null {
  return value === true ? null : CONSENT_MESSAGES.required
}

/** What is stored with a given consent: when it was given and to which edition of the policy. */
export interface ConsentRecord {
  consent_at: string
  consent_policy_version: string
}

export function consentRecord(now: Date = new Date()): ConsentRecord {
  return { consent_at: now.toISOString(), consent_policy_version: PRIVACY_POLICY_VERSION }
}
