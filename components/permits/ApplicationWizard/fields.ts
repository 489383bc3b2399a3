import type { ApplicationField, ApplicationStep } from '@anapa/shared/statements/applicationSchema'

/** The §3 fields as the form names them for people. */
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
