import type { ApplicationField, ApplicationStep } from '@anapa/shared/statements/applicationSchema'
import type { SessionUser } from '@/lib/pageProps'

/** The application fields as the form names them for people. */
export const FIELD_LABELS: Readonly<Record<ApplicationField, string>> = {
  surname: 'Фамилия',
  name: 'Имя',
  patronymic: 'Отчество (если есть)',
  date_of_birth: 'Дата рождения',
  sex: 'Пол',
  passport_series: 'Серия паспорта',
  passport_number: 'Номер паспорта',
  passport_issue_date: 'Дата выдачи',
  passport_issuing_authority: 'Кем выдан',
  passport_issuing_authority_code: 'Код подразделения',
  registration_address: 'Адрес регистрации',
  contact_phone: 'Контактный телефон',
  contact_email: 'E-mail',
}

export const STEP_TITLES: Readonly<Record<ApplicationStep, string>> = {
  personal: 'Личные данные',
  passport: 'Паспортные данные',
  contact: 'Контактные данные',
}

/** dd.mm.yyyy as the resident types digits: the dots come by themselves. */
export function maskDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8)
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.')
}

/** The issuing-authority code NNN-NNN as typed. */
export function maskAuthorityCode(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6)
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits
}

/**
 * What the resident's profile already says, as the application's fields: surname and name, sex, the
 * phone they signed in with and their e-mail. Blank profile fields give nothing, so nothing is typed
 * over; the schema still checks every value (a profile name may hold a character the passport rule refuses).
 */
export function prefillFromProfile(user: SessionUser | null): Partial<Record<ApplicationField, string>> {
  if (!user) return {}
  const known: Partial<Record<ApplicationField, string | null | undefined>> = {
    surname: user.lastname?.trim(),
    name: user.name?.trim(),
    sex: user.sex,
    contact_phone: user.phoneFormatted,
    contact_email: user.email?.trim(),
  }
  return Object.fromEntries(
    Object.entries(known).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  )
}
