import { sessionsRoute } from '@/bookings/sessions'

/** GET /v1/events/{slug}/sessions (docs/api/openapi.yaml). */
export const GET = sessionsRoute('events')
