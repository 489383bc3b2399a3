/**
 * One id per request, carried from nginx through the site and the gateway to the CMS and back in
 * the answer, so one request can be followed through every app's log lines
 * (docs/operations.md#request-ids).
 */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an incoming id may look like: up to 64 letters, digits, `.`, `_` or `-`. That covers a
 * UUID, nginx's `$request_id` (32 hex digits) and the ids load balancers add, and keeps anything
 * that could break a log line or a header (spaces, quotes, newlines, control characters) out.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The incoming header's id when it is one value and sane; null otherwise (a new one is made then). */
export function saneRequestId(value: string | readonly string[] | null | undefined): string | null {
  if (typeof value !== 'string') return null
  return SANE_REQUEST_ID.test(value) ? value : null
}

/** The caller's id when sane, or a fresh random UUID. */
export function requestIdFrom(value: string | readonly string[] | null | undefined): string {
  return saneRequestId(value) ?? crypto.randomUUID()
}
