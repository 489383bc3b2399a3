export interface WorkingHours {
  /** The CMS's "open around the clock" switch. */
  allDay?: boolean | null
  /** 'HH:MM' (the API may add seconds: 'HH:MM:SS'). */
  from?: string | null
  to?: string | null
}

export const ALL_DAY_LABEL = 'Круглосуточно'

/** 'H:MM', 'HH:MM' or 'HH:MM:SS' as 'HH:MM'; 24:00 is allowed as an end of day. Anything else is null. */
export function parseTime(value: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value?.trim() ?? '')
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) return null
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

/**
 * docs/spec.md#9-business-constants-and-limits "Working hours": a 24-hour value shows 'Круглосуточно', otherwise 'С
 * {from} до {to}'. 24 hours is the switch, or hours that close where they open (00:00–00:00), or a whole day
 * written out (00:00–23:59, 00:00–24:00). Missing or malformed hours give null: show nothing.
 */
export function workingHours({ allDay, from, to }: WorkingHours): string | null {
  if (allDay) return ALL_DAY_LABEL
  const start = parseTime(from)
  const end = parseTime(to)
  if (!start || !end) return null
  if (start === end || (start === '00:00' && (end === '23:59' || end === '24:00'))) return ALL_DAY_LABEL
  return `С ${start} до ${end}`
}
