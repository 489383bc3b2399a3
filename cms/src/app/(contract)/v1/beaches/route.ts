import { listRoute } from '@/contract/catalogue/handlers'
import { beaches } from '@/contract/catalogue/sections'

/** GET /v1/beaches (docs/api/openapi.yaml). */
export const GET = listRoute(beaches.list)
