/**
 * A route's length and time as search results show them ('3,2 км', '1 ч 30 мин'). The same rules
 * and non-breaking spaces as the site's lib/format/{distance,duration}.ts, repeated here because
 * the CMS and the site share no code (docs/architecture.md#1-two-deployables-one-repository): a result reads the same
 * as the route's card.
 */
const NBSP = '\u00a0'
const NNBSP = '\u202f'

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0

const groupDigits = (integer: number) => String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)

function decimal(value: number): string {
  const scaled = Math.round(value * 10)
  const integer = Math.floor(scaled / 10)
  const tenths = scaled % 10
  return tenths ? `${groupDigits(integer)},${tenths}` : groupDigits(integer)
}

/** Whole metres below a kilometre, then kilometres to one decimal, whole kilometres from 100 km. */
export function formatDistance(meters: number | null | undefined): string | null {
  if (!isAmount(meters)) return null
  const whole = Math.round(meters)
  if (whole < 1000) return `${whole}${NBSP}м`
  const km = whole >= 100_000 ? Math.round(whole / 1000) : Math.round(whole / 100) / 10
  return `${decimal(km)}${NBSP}км`
}

const part = (value: number, unit: string) => `${value}${NBSP}${unit}`

/** '45 мин', '1 ч 30 мин', '2 ч'; from a day on, days and hours: '1 дн', '2 дн 5 ч'. */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (!isAmount(minutes)) return null
  const total = Math.round(minutes)
  if (total < 60) return part(total, 'мин')
  if (total < 24 * 60) {
    const hours = Math.floor(total / 60)
    const rest = total % 60
    return rest ? `${part(hours, 'ч')} ${part(rest, 'мин')}` : part(hours, 'ч')
  }
  const hoursTotal = Math.round(total / 60)
  const days = Math.floor(hoursTotal / 24)
  const hours = hoursTotal % 24
  return hours ? `${part(days, 'дн')} ${part(hours, 'ч')}` : part(days, 'дн')
}
