import { listRoute } from '@/contract/catalogue/handlers'
import { tours } from '@/contract/catalogue/sections'

/** GET /v1/tours (docs/api/openapi.yaml). */
export const GET = listRoute(tours.list)
