import {
  anapaDateText as dateText,
  anapaDateTimeText as dateTimeText,
  anapaTimeText as timeText,
} from '@anapa/shared/time/anapaClock'
import { NBSP } from './number'

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * docs/spec.md#9-business-constants-and-limits: dd.mm.yyyy. Unparseable input gives an empty string rather than
 * "Invalid Date".
 */
export function formatDate(iso: string | null | undefined): string {
  const date = parse(iso)
  return date ? dateText(date) : ''
}

/** HH:MM in Anapa. Unparseable input gives an empty string. */
export function formatTime(iso: string | null | undefined): string {
  const date = parse(iso)
  return date ? timeText(date) : ''
}

/** An event's start: '12.07.2026, 19:00'. Unparseable input gives an empty string. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = parse(iso)
  return date ? dateTimeText(date) : ''
}

/**
 * The days an event runs: '12.07.2026 – 14.07.2026', or one date when it starts and ends on the same
 * day in Anapa or has no (valid) end. No valid start gives an empty string.
 */
export function formatDateRange(startIso: string | null | undefined, endIso: string | null | undefined): string {
  const start = formatDate(startIso)
  if (!start) return ''
  const end = formatDate(endIso)
  // The dash never starts a line.
  return end && end !== start ? `${start}${NBSP}– ${end}` : start
}
