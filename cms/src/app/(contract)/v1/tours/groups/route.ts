import { tourGroupsRoute } from '@/contract/catalogue/groups'

/** GET /v1/tours/groups (docs/api/openapi.yaml). */
export const GET = tourGroupsRoute
