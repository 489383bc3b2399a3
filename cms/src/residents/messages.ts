import type { VerifyResult } from './codes'

/** Russian messages of the resident calls, shown to people as is (toasts and field errors). */
export const AUTH_REQUIRED = 'Требуется авторизация'
/** The recovery form relies on this text (docs/spec.md#8-error-catalogue). */
export const PHONE_NOT_FOUND = 'Номер телефона не найден'
export const CODE_FORMAT = 'Код состоит из 6 цифр'
export const SMS_FAILED = 'Не удалось отправить SMS. Попробуйте позже'
/** One answer for an unknown phone, a wrong password and an account without one: no enumeration. */
export const WRONG_CREDENTIALS = 'Неверный номер телефона или пароль'
export const WRONG_OLD_PASSWORD = 'Неверный текущий пароль'
export const OLD_PASSWORD_NEEDED = 'Для смены пароля укажите текущий пароль'
export const INVALID_SEX = 'Выберите пол из списка'

export const CODE_REFUSED: Record<Extract<VerifyResult, { ok: false }>['reason'], string> = {
  wrong: 'Неверный код',
  expired: 'Срок действия кода истёк. Запросите новый код',
  burned: 'Превышено число попыток. Запросите новый код',
  used: 'Код уже использован. Запросите новый код',
}
