import { detailRoute } from '@/contract/catalogue/handlers'
import { places } from '@/contract/catalogue/sections'

/** GET /v1/places/{id} (docs/api/openapi.yaml). */
export const GET = detailRoute(places.detail)
