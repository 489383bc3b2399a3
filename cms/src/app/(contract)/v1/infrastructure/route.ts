import { listRoute } from '@/contract/catalogue/handlers'
import { infrastructure } from '@/contract/catalogue/sections'

/** GET /v1/infrastructure (docs/api/openapi.yaml). */
export const GET = listRoute(infrastructure.list)
