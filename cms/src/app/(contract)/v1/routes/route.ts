import { listRoute } from '@/contract/catalogue/handlers'
import { routes } from '@/contract/catalogue/sections'

/** GET /v1/routes (docs/api/openapi.yaml). */
export const GET = listRoute(routes.list)
