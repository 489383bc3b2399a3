import type { CodePurpose } from './codes'

/** The SMS a resident gets; the code comes first in a short text, so phones can offer to paste it. */
export function smsText(purpose: CodePurpose, code: string): string {
  return purpose === 'restore'
    ? `Код для восстановления пароля на портале Анапы: ${code}. Никому его не сообщайте.`
    : `Код для входа на портал Анапы: ${code}. Никому его не сообщайте.`
}
