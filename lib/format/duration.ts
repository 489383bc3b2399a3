import { isAmount, NBSP } from './number'

const MINUTES_PER_HOUR = 60
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR

const part = (value: number, unit: string) => `${value}${NBSP}${unit}`

/**
 * A duration in minutes for routes, excursions and tours: '45 мин', '1 ч 30 мин', '2 ч'.
 * From a day on, minutes no longer matter and the value is rounded to hours: '1 дн', '2 дн 5 ч'.
 * Missing, negative or non-finite input gives null.
 */
export function formatDuration(minutes: number | null | undefined): string | null {
  if (!isAmount(minutes)) return null
  const total = Math.round(minutes)
  if (total < MINUTES_PER_HOUR) return part(total, 'мин')
  if (total < MINUTES_PER_DAY) {
    const hours = Math.floor(total / MINUTES_PER_HOUR)
    const rest = total % MINUTES_PER_HOUR
    return rest ? `${part(hours, 'ч')} ${part(rest, 'мин')}` : part(hours, 'ч')
  }
  const hoursTotal = Math.round(total / MINUTES_PER_HOUR)
  const days = Math.floor(hoursTotal / 24)
  const hours = hoursTotal % 24
  return hours ? `${part(days, 'дн')} ${part(hours, 'ч')}` : part(days, 'дн')
}
