import { fail } from './http'
import { contractRoute } from './route'

export const UNKNOWN_ADDRESS = 'Адрес не найден'

/**
 * Unknown /v1 and /v2 addresses answer the contract's JSON 404, not Next's
 * HTML page. Used by the catch-all routes app/(contract)/v1/[[...unknown]] and v2/[[...unknown]],
 * which Next tries only after every real route: literal and `[param]` segments win over `[...]`.
 */
const notFound = contractRoute(async () => fail(404, UNKNOWN_ADDRESS))

export const unknownAddressHandlers = {
  GET: notFound,
  POST: notFound,
  PUT: notFound,
  PATCH: notFound,
  DELETE: notFound,
}
