import { detailRoute } from '@/contract/catalogue/handlers'
import { infrastructure } from '@/contract/catalogue/sections'

/** GET /v1/infrastructure/{slug} (docs/api/openapi.yaml). */
export const GET = detailRoute(infrastructure.detail)
