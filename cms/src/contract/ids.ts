/**
 * The largest record id: Payload's ids are PostgreSQL `serial` columns, 4-byte integers. A larger
 * number names no record on either database, so it is "not found" before any query (PostgreSQL
 * would refuse the query itself, and the caller would get a 500 instead of a 404).
 */
export const MAX_RECORD_ID = 2_147_483_647

/** A record id from a path, query or body value (digits), or null when it can name no record. */
export function parseRecordId(raw: unknown): number | null {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw
  if (typeof text !== 'string' || !/^\d{1,12}$/.test(text)) return null
  const id = Number(text)
  return id >= 1 && id <= MAX_RECORD_ID ? id : null
}
