/** Russian typography for numbers shown with units: shared by the distance, duration and price formatters. */

/** Between a number and its unit or currency sign, so '850 м' never breaks across lines. */
export const NBSP = '\u00a0'

/** Between digit groups: '1 500'. Narrow, as Russian typesetting wants, and unbreakable. */
export const NNBSP = '\u202f'

function groupDigits(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)
}

/**
 * A non-negative number with a decimal comma and grouped thousands, rounded to `fractionDigits`.
 * `fixed` keeps trailing zeros (prices: '99,90'); otherwise they go ('3,2', '12').
 * Done by hand rather than with Intl so the output does not depend on the ICU build.
 */
export function formatDecimal(value: number, fractionDigits: number, fixed = false): string {
  const factor = 10 ** fractionDigits
  const scaled = Math.round(value * factor)
  const integer = Math.floor(scaled / factor)
  let fraction = fractionDigits > 0 ? String(scaled % factor).padStart(fractionDigits, '0') : ''
  if (!fixed) fraction = fraction.replace(/0+$/, '')
  return fraction ? `${groupDigits(integer)},${fraction}` : groupDigits(integer)
}

/** Finite and not negative: what a distance, a duration or a price can be. Anything else is missing data. */
export function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}
