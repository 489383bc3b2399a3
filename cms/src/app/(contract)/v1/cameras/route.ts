import { listRoute } from '@/contract/catalogue/handlers'
import { cameras } from '@/contract/catalogue/sections'

/** GET /v1/cameras (docs/api/openapi.yaml). */
export const GET = listRoute(cameras.list)
