import { detailRoute } from '@/contract/catalogue/handlers'
import { beaches } from '@/contract/catalogue/sections'

/** GET /v1/beaches/{id} (docs/api/openapi.yaml). */
export const GET = detailRoute(beaches.detail)
