/**
 * The resident permit application's fields (docs/spec.md#3-entities-and-their-fields) and their rules, ONE schema for
 * the site form, the gateway and the CMS data call. Each field's rules run in the order written; the first failing rule
 * gives the field's message (docs/spec.md#5-validation-rules), so an empty field says 'Это обязательное поле' and
 * nothing else.
 */
import { object, string, type ObjectSchema, type TestContext, ValidationError } from 'yup'

import { maxLengthText } from '../text/plural'

export const APPLICATION_MESSAGES = {
  required: 'Это обязательное поле',
  email: 'Введите корректный email',
  digits: 'Введите только цифры, без букв и пробелов',
  date: 'Введите дату в формате дд.мм.гггг',
  noSuchDate: 'Такой даты не существует',
  futureDate: 'Дата не может быть в будущем',
  tooOld: 'Проверьте год: дата раньше 1900 года',
  passportSeries: 'Серия паспорта — 4 цифры',
  passportNumber: 'Номер паспорта — 6 цифр',
  authorityCode: 'Введите код подразделения в формате 000-000',
  phone: 'Введите номер телефона в формате +7 (XXX) XXX-XX-XX',
  sex: 'Выберите пол',
  name: 'Допустимы буквы, пробел, дефис и апостроф',
  issuingAuthority: 'Укажите, кем выдан паспорт, как записано в паспорте',
  maxLength: maxLengthText,
} as const

export const PERSONAL_FIELDS = ['surname', 'name', 'patronymic', 'date_of_birth', 'sex'] as const
export const PASSPORT_FIELDS = [
  'passport_series',
  'passport_number',
  'passport_issue_date',
  'passport_issuing_authority',
  'passport_issuing_authority_code',
  'registration_address',
] as const
export const CONTACT_FIELDS = ['contact_phone', 'contact_email'] as const
export const APPLICATION_FIELDS = [...PERSONAL_FIELDS, ...PASSPORT_FIELDS, ...CONTACT_FIELDS] as const

export type ApplicationField = (typeof APPLICATION_FIELDS)[number]
export type ApplicationStep = 'personal' | 'passport' | 'contact'
export const APPLICATION_STEPS: Readonly<Record<ApplicationStep, readonly ApplicationField[]>> = {
  personal: PERSONAL_FIELDS,
  passport: PASSPORT_FIELDS,
  contact: CONTACT_FIELDS,
}

export type ApplicationData = Record<ApplicationField, string>

/** `context.today` (dd.mm.yyyy) pins "today" for tests; otherwise the resort's (Moscow) calendar day. */
export interface ApplicationContext {
  today?: string
}

const NAME_MAX = 100
const TEXT_MAX = 500
const EMAIL_MAX = 254

// Letters of any alphabet (foreign-born residents), inner spaces, hyphens and apostrophes (Д'Артаньян).
const NAME_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u
const MASKED_PHONE = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/
const TRANSPORT_PHONE = /^7\d{10}$/

// The format alone; parseApplicationDate then says whether such a day exists (31.02 does not).
const DATE_FORMAT = /^\d{2}\.\d{2}\.\d{4}$/
// An issuing authority is named in words ('ГУ МВД России по …', 'Отделом УФМС …'): «x» or «1» is not one.
const AUTHORITY_MIN_LETTERS = 5

const isEmpty = (v: string | undefined | null): boolean => v === undefined || v === null || v === ''

/** Day number (days since epoch, UTC) of a real calendar date in dd.mm.yyyy, or null. */
export function parseApplicationDate(value: string): number | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value)
  if (!m) return null
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 31.02 over into March; a round trip catches every impossible day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.getTime() / 86_400_000
}

const MOSCOW_OFFSET_MS = 3 * 3_600_000

function todayDayNumber(context: ApplicationContext | undefined): number {
  if (context?.today) {
    const pinned = parseApplicationDate(context.today)
    if (pinned !== null) return pinned
  }
  // Moscow has no DST since 2014: a fixed +3 gives the resort's calendar day on any server.
  return Math.floor((Date.now() + MOSCOW_OFFSET_MS) / 86_400_000)
}

const MIN_DAY = parseApplicationDate('01.01.1900')!

const requiredText = (max: number) =>
  string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .max(max, () => APPLICATION_MESSAGES.maxLength(max))

const personName = (required: boolean) => {
  const base = string().trim()
  return (required ? base.required(APPLICATION_MESSAGES.required) : base.default(''))
    .max(NAME_MAX, () => APPLICATION_MESSAGES.maxLength(NAME_MAX))
    .test('name', APPLICATION_MESSAGES.name, (v) => isEmpty(v) || NAME_PATTERN.test(v!))
}

const pastDate = () =>
  string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .test('date', APPLICATION_MESSAGES.date, (v) => DATE_FORMAT.test(v ?? ''))
    .test('exists', APPLICATION_MESSAGES.noSuchDate, (v) => parseApplicationDate(v ?? '') !== null)
    .test('notFuture', APPLICATION_MESSAGES.futureDate, function (this: TestContext, v) {
      const day = parseApplicationDate(v ?? '')
      return day === null || day <= todayDayNumber(this.options.context as ApplicationContext | undefined)
    })
    .test('notAncient', APPLICATION_MESSAGES.tooOld, (v) => {
      const day = parseApplicationDate(v ?? '')
      return day === null || day >= MIN_DAY
    })

const digits = (count: number, message: string) =>
  string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .test('digits', APPLICATION_MESSAGES.digits, (v) => /^\d+$/.test(v ?? ''))
    .test('length', message, (v) => (v ?? '').length === count)

export const applicationSchema: ObjectSchema<ApplicationData> = object({
  surname: personName(true),
  name: personName(true),
  // Not everyone has a patronymic (foreign-born residents, some registrations): optional.
  patronymic: personName(false).defined(),
  date_of_birth: pastDate(),
  // A test, not oneOf: yup checks oneOf before every test, which would put it ahead of "required".
  sex: string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .test('sex', APPLICATION_MESSAGES.sex, (v) => v === 'male' || v === 'female'),
  passport_series: digits(4, APPLICATION_MESSAGES.passportSeries),
  passport_number: digits(6, APPLICATION_MESSAGES.passportNumber),
  passport_issue_date: pastDate(),
  passport_issuing_authority: requiredText(TEXT_MAX).test(
    'authority',
    APPLICATION_MESSAGES.issuingAuthority,
    (v) => ((v ?? '').match(/\p{L}/gu) ?? []).length >= AUTHORITY_MIN_LETTERS,
  ),
  passport_issuing_authority_code: string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .matches(/^\d{3}-\d{3}$/, APPLICATION_MESSAGES.authorityCode),
  registration_address: requiredText(TEXT_MAX),
  // The site's field shows the sign-in mask; the REST API carries 11 digits. Both are the same phone.
  contact_phone: string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .test('phone', APPLICATION_MESSAGES.phone, (v) => MASKED_PHONE.test(v ?? '') || TRANSPORT_PHONE.test(v ?? '')),
  contact_email: string()
    .trim()
    .required(APPLICATION_MESSAGES.required)
    .email(APPLICATION_MESSAGES.email)
    .max(EMAIL_MAX, () => APPLICATION_MESSAGES.maxLength(EMAIL_MAX)),
})

/** The phone as the REST API carries it (11 digits, 7XXXXXXXXXX) from the masked or the transport form. */
export function contactPhoneForTransport(value: string): string {
  return value.replace(/\D/g, '')
}

export type ApplicationErrors = Partial<Record<ApplicationField, string>>

export type ApplicationResult = { ok: true; value: ApplicationData } | { ok: false; fields: ApplicationErrors }

function firstErrors(error: ValidationError): ApplicationErrors {
  const fields: ApplicationErrors = {}
  const inner = error.inner.length > 0 ? error.inner : [error]
  for (const e of inner) {
    const path = e.path as ApplicationField | undefined
    // Yup reports a field's failures in rule order; the first one is the field's message
    // (docs/spec.md#5-validation-rules).
    if (path && fields[path] === undefined) fields[path] = e.errors[0] ?? e.message
  }
  return fields
}

/**
 * Validates the given fields only (a wizard step) or all of them; answers trimmed values or the first
 * failing rule's message per field. Fields absent from `values` count as empty.
 */
export function validateApplication(
  values: Partial<Record<string, unknown>>,
  options: { fields?: readonly ApplicationField[]; context?: ApplicationContext } = {},
): ApplicationResult {
  const fields = options.fields ?? APPLICATION_FIELDS
  const schema = fields === APPLICATION_FIELDS ? applicationSchema : applicationSchema.pick([...fields])
  const input: Record<string, unknown> = {}
  for (const f of fields) {
    const v = values[f]
    // Non-strings are not coerced: a number for a passport number is a client bug, reported as empty.
    input[f] = typeof v === 'string' ? v : ''
  }
  try {
    const value = schema.validateSync(input, { abortEarly: false, context: options.context, stripUnknown: true })
    return { ok: true, value: value as ApplicationData }
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, fields: firstErrors(error) }
    throw error
  }
}
