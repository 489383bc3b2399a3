import { listRoute } from '@/contract/catalogue/handlers'
import { places } from '@/contract/catalogue/sections'

/** GET /v1/places (docs/api/openapi.yaml). */
export const GET = listRoute(places.list)
