import { ANAPA_UTC_OFFSET_MINUTES } from '@anapa/shared/time/anapaClock'
import { parseTime, type WorkingHours } from './workingHours'

export type OpenState = 'open' | 'closed'

export const OPEN_STATE_LABELS: Record<OpenState, string> = {
  open: 'Открыто сейчас',
  closed: 'Закрыто',
}

const DAY_MINUTES = 24 * 60

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Minutes since midnight on Anapa's clock at `now`. */
export function anapaMinutes(now: Date): number {
  const utc = now.getUTCHours() * 60 + now.getUTCMinutes()
  return (utc + ANAPA_UTC_OFFSET_MINUTES) % DAY_MINUTES
}

/**
 * Open or closed at `now` on Anapa's clock, by the same hours the card prints
 * (docs/spec.md#9-business-constants-and-limits 'Working hours'): 24-hour objects are always open; a range is open from
 * its start up to (not including) its end, and one that ends earlier than it starts runs past midnight (20:00–02:00).
 * Missing or malformed hours give null: say nothing rather than guess.
 */
export function openState({ allDay, from, to }: WorkingHours, now: Date): OpenState | null {
  if (allDay) return 'open'
  const start = parseTime(from)
  const end = parseTime(to)
  if (!start || !end || Number.isNaN(now.getTime())) return null
  const opens = minutesOf(start)
  const closes = minutesOf(end)
  // The same whole days workingHours() calls 'Круглосуточно'.
  if (opens === closes || (opens === 0 && closes >= DAY_MINUTES - 1)) return 'open'
  const minute = anapaMinutes(now)
  const open = opens < closes ? minute >= opens && minute < closes : minute >= opens || minute < closes
  return open ? 'open' : 'closed'
}
