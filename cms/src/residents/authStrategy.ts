import type { AuthStrategy } from 'payload'

import { resolveResident } from './resident'

/**
 * Payload auth strategy for residents' opaque bearer tokens (docs/architecture.md#4-session-and-security-rules), used
 * by `payload.auth({ headers })` in server code.
 *
 * It answers only for local-API requests. Payload's own REST and admin run every strategy on
 * every request, and a signed-in user of any collection may use Payload's internal collections
 * (document locks, preferences: `Boolean(req.user)` access), which would let residents read
 * editors' lock records through /api. Residents stay anonymous there; their door is /v1.
 */
export const residentTokenStrategy: AuthStrategy = {
  name: 'resident-token',
  authenticate: async ({ headers, payload, req, strategyName }) => {
    if (req?.payloadAPI !== 'local') return { user: null }
    const resident = await resolveResident(payload, headers)
    if (!resident) return { user: null }
    return { user: { ...resident.user, _strategy: strategyName } }
  },
}
