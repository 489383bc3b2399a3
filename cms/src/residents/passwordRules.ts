import { maxLength, minLength, required, sameAs, type Rule } from '@/contract/fields'

/**
 * docs/spec.md#9-business-constants-and-limits: at least 6 characters. The cap (our design) bounds the work scrypt is
 * asked to do.
 */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128

/** docs/spec.md#5-validation-rules, in its order: required, then min 6 (passwords are never trimmed). */
export const PASSWORD_RULES: Rule[] = [required, minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)]

/** docs/spec.md#5-validation-rules confirmPassword: required, min 6, then equal to the password. */
export const CONFIRMATION_RULES: Rule[] = [required, minLength(PASSWORD_MIN_LENGTH), sameAs('password')]
