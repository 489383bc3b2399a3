/**
 * Calendar dates of the permit process. A permit's end date is a calendar day, stored as that
 * day's midnight UTC and read back through UTC fields, so the server's time zone never shifts it;
 * "today" is the resort's (Moscow, UTC+3 without DST) calendar day.
 */
const DAY_MS = 86_400_000
const MOSCOW_OFFSET_MS = 3 * 3_600_000

/** Midnight UTC of the resort's calendar day at `now`. */
export function resortToday(now: Date = new Date()): Date {
  const day = Math.floor((now.getTime() + MOSCOW_OFFSET_MS) / DAY_MS)
  return new Date(day * DAY_MS)
}

/** `day` plus `months` calendar months; a day the target month lacks clamps to its last (31.01 + 1 → 28/29.02). */
export function addMonths(day: Date, months: number): Date {
  const year = day.getUTCFullYear()
  const month = day.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)))
}

/** The permit granted on `decidedAt` runs `months` months from the resort's calendar day of the decision. */
export function permitEndDate(decidedAt: Date, months: number): Date {
  return addMonths(resortToday(decidedAt), months)
}

/** `dd.mm.yyyy` of a stored calendar day, or null. */
export function formatDay(value: string | Date | null | undefined): string | null {
  if (!value) return null
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return null
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}.${mm}.${date.getUTCFullYear()}`
}

/** A permit is active while its end date is today or later (resort calendar). */
export function isPermitActive(endDate: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!endDate) return false
  const end = typeof endDate === 'string' ? new Date(endDate) : endDate
  if (Number.isNaN(end.getTime())) return false
  // Stored days may carry a time from an editor's date picker: compare calendar days.
  const endDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())
  return endDay >= resortToday(now).getTime()
}
