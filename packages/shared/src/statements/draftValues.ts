import { APPLICATION_FIELDS, type ApplicationField } from './applicationSchema'

/**
 * What a saved draft may hold: the application fields as typed so far, unchecked (a half-typed date is a
 * draft's normal state; the rules of applicationSchema run on submission). Only bounds are kept here,
 * so a draft cannot grow without limit or carry anything but the application's own fields.
 */
export type PermitDraftValues = Partial<Record<Exclude<ApplicationField, 'sex'>, string>> & {
  sex?: '' | 'male' | 'female'
}

/** Longer than any valid value (500 is the longest the schema allows), so nothing typed is cut. */
export const DRAFT_VALUE_MAX = 1000

export const DRAFT_VALUE_MESSAGES = {
  tooLong: `Не больше ${DRAFT_VALUE_MAX} символов`,
  notText: 'Значение должно быть строкой',
  sex: 'Выберите пол',
} as const

export type DraftValuesResult =
  { ok: true; values: PermitDraftValues } | { ok: false; fields: Partial<Record<ApplicationField, string>> }

/**
 * The application fields present in `input`: strings up to DRAFT_VALUE_MAX characters, `sex` only as one of
 * the two values or empty. Unknown keys are ignored; null clears a field (saved as empty).
 */
export function readDraftValues(input: Readonly<Record<string, unknown>>): DraftValuesResult {
  const values: Partial<Record<ApplicationField, string>> = {}
  const fields: Partial<Record<ApplicationField, string>> = {}
  for (const field of APPLICATION_FIELDS) {
    if (!(field in input)) continue
    const raw = input[field]
    if (raw === null || raw === undefined) {
      values[field] = ''
      continue
    }
    if (typeof raw !== 'string') fields[field] = DRAFT_VALUE_MESSAGES.notText
    else if (raw.length > DRAFT_VALUE_MAX) fields[field] = DRAFT_VALUE_MESSAGES.tooLong
    else if (field === 'sex' && raw !== '' && raw !== 'male' && raw !== 'female')
      fields[field] = DRAFT_VALUE_MESSAGES.sex
    else values[field] = raw
  }
  // `sex` was checked to be one of its three values above.
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, values: values as PermitDraftValues }
}
