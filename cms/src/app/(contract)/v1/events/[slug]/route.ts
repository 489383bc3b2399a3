import { detailRoute } from '@/contract/catalogue/handlers'
import { events } from '@/contract/catalogue/sections'

/** GET /v1/events/{slug} (docs/api/openapi.yaml). */
export const GET = detailRoute(events.detail)
