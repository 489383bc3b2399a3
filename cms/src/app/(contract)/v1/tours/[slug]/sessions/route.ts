import { sessionsRoute } from '@/bookings/sessions'

/** GET /v1/tours/{slug}/sessions (docs/api/openapi.yaml). */
export const GET = sessionsRoute('tours')
