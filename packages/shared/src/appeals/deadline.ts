/**
 * The answer deadline: 8 working days (Monday to Friday) after the day the appeal was filed, counted in
 * Anapa's calendar (Moscow time, UTC+3 all year since 2014). Filing on a weekend starts the count the
 * same way: the next working day is day one. Public holidays are not modelled (documented in decisions).
 */

export const APPEAL_DEADLINE_WORKING_DAYS = 8

const ANAPA_OFFSET_MS = 3 * 3_600_000
const DAY_MS = 86_400_000

/** The deadline's Anapa calendar day as a UTC midnight (so the getUTC* getters read the local date). */
function deadlineDay(createdAt: Date | string, workingDays: number): Date {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt
  // The Anapa calendar day as a UTC midnight, so getUTCDay gives the local weekday.
  let day = Math.floor((created.getTime() + ANAPA_OFFSET_MS) / DAY_MS) * DAY_MS
  let left = workingDays
  while (left > 0) {
    day += DAY_MS
    const weekday = new Date(day).getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return new Date(day)
}

/** The deadline's calendar day as dd.mm.yyyy for an appeal created at `createdAt`. */
export function appealDeadline(createdAt: Date | string, workingDays = APPEAL_DEADLINE_WORKING_DAYS): string {
  const d = deadlineDay(createdAt, workingDays)
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
}

/**
 * The same deadline as an instant: the last millisecond of its Anapa day, as UTC ISO. An answer
 * given any time that day is in time, so this is the moment the promise runs out; Open311's
 * `expected_datetime` and the cabinet read it (docs/decisions/0050-appeal-statuses.md).
 */
export function appealDeadlineAt(createdAt: Date | string, workingDays = APPEAL_DEADLINE_WORKING_DAYS): string {
  return new Date(deadlineDay(createdAt, workingDays).getTime() + DAY_MS - 1 - ANAPA_OFFSET_MS).toISOString()
}
