import { listRoute } from '@/contract/catalogue/handlers'
import { events } from '@/contract/catalogue/sections'

/** GET /v1/events (docs/api/openapi.yaml). */
export const GET = listRoute(events.list)
