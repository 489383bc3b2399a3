/**
 * Russian plural forms: 1 символ, 2 символа, 5 символов, 11 символов, 21 символ, 254 символа.
 * Intl.PluralRules('ru') picks the same form; a table is used so the CMS, the gateway and the site
 * never depend on the ICU data a runtime was built with.
 */
export type PluralForms = readonly [one: string, few: string, many: string]

export function pluralRu(n: number, [one, few, many]: PluralForms): string {
  const abs = Math.abs(Math.trunc(n))
  const lastTwo = abs % 100
  const last = abs % 10
  if (lastTwo >= 11 && lastTwo <= 14) return many
  if (last === 1) return one
  if (last >= 2 && last <= 4) return few
  return many
}

const CHARACTERS: PluralForms = ['символ', 'символа', 'символов']

/** '2 символа', '6 символов', '1 символ'. */
export const characters = (n: number): string => `${n} ${pluralRu(n, CHARACTERS)}`

/** The minimum length of docs/spec.md#5-validation-rules ('Минимальная длина N символов'), with N's own plural form. */
export const minLengthText = (n: number): string => `Минимальная длина ${characters(n)}`
export const maxLengthText = (n: number): string => `Максимальная длина ${characters(n)}`
