/**
 * Time windows of the afisha's date filter. Anapa keeps Moscow time all year (UTC+3, no DST),
 * so calendar days are computed at a fixed offset, whatever the server's zone.
 */
const OFFSET_MS = 3 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight in Anapa of the day `at` falls on, as an instant. */
export function startOfAnapaDay(at: Date): Date {
  const local = at.getTime() + OFFSET_MS
  return new Date(local - (local % DAY_MS) - OFFSET_MS)
}

/** When an event stops being "upcoming": its end, or the end of its first day when it has none. */
export function finishesAt(startsAt: string, endsAt: string | null | undefined): string {
  if (endsAt) return new Date(endsAt).toISOString()
  return new Date(startOfAnapaDay(new Date(startsAt)).getTime() + DAY_MS - 1).toISOString()
}

export type EventDateFilter = 'upcoming' | 'today' | 'weekend' | 'past'
export const EVENT_DATE_FILTER_VALUES: readonly EventDateFilter[] = ['upcoming', 'today', 'weekend', 'past']

/**
 * The window an event must overlap to be listed: [from, to). `upcoming` has no end; `past` is
 * everything that finished before now. The weekend is the coming Saturday and Sunday, or the
 * current one while it lasts.
 */
export function eventWindow(filter: EventDateFilter, now: Date): { from: Date | null; to: Date | null } {
  const today = startOfAnapaDay(now)
  switch (filter) {
    case 'upcoming':
      return { from: now, to: null }
    case 'past':
      return { from: null, to: now }
    case 'today':
      return { from: now, to: new Date(today.getTime() + DAY_MS) }
    case 'weekend': {
      const weekday = new Date(today.getTime() + OFFSET_MS).getUTCDay() // 0 = Sunday
      const daysToSaturday = weekday === 0 ? -1 : 6 - weekday
      const saturday = new Date(today.getTime() + daysToSaturday * DAY_MS)
      const from = saturday.getTime() > now.getTime() ? saturday : now
      return { from, to: new Date(saturday.getTime() + 2 * DAY_MS) }
    }
  }
}
