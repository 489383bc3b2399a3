import { CONSENT_FIELD, consentError } from '@anapa/shared/privacy/consent'

/**
 * Adds the consent box's rule (@anapa/shared/privacy/consent) to a form's own validation, for the
 * forms whose schema is shared with the CMS and carries no consent (the appeal, the application).
 */
export function withConsent<V extends object>(
  validate: (values: V) => Record<string, string | undefined>,
): (values: V & { consent?: boolean }) => Record<string, string | undefined> {
  return (values) => {
    const errors = validate(values)
    const consent = consentError(values.consent)
    return consent ? { ...errors, [CONSENT_FIELD]: consent } : errors
  }
}
