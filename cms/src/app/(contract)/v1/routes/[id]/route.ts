import { detailRoute } from '@/contract/catalogue/handlers'
import { routes } from '@/contract/catalogue/sections'

/** GET /v1/routes/{id} (docs/api/openapi.yaml). */
export const GET = detailRoute(routes.detail)
