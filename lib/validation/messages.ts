import { minLengthText } from '@anapa/shared/text/plural'

/**
 * The messages of docs/spec.md#5-validation-rules, character for character; the length's noun agrees with N (2 символа,
 * 6 символов).
 */
export const REQUIRED = 'Это обязательное поле'
export const minLength = minLengthText
export const INVALID_EMAIL = 'Введите корректный email'
export const MUST_MATCH = 'Значения должны совпадать'
export const MUST_BE_INTEGER = 'Значение должно быть целым числом'
/**
 * The spec names a code format rule without its bound; our codes are 6 digits
 * (docs/architecture.md#4-session-and-security-rules).
 */
export const CODE_FORMAT = 'Код состоит из 6 цифр'
