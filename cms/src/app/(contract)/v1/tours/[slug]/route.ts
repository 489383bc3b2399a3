import { detailRoute } from '@/contract/catalogue/handlers'
import { tours } from '@/contract/catalogue/sections'

/** GET /v1/tours/{slug} (docs/api/openapi.yaml). */
export const GET = detailRoute(tours.detail)
