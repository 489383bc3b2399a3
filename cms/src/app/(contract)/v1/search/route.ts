import { searchRoute } from '../../../../contract/search'

/** GET /v1/search (spec §7, docs/api/openapi.yaml). */
export const GET = searchRoute
