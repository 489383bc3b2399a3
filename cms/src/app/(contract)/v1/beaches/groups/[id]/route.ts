import { beachGroupRoute } from '@/contract/catalogue/groups'

/** GET /v1/beaches/groups/{id} (docs/api/openapi.yaml). */
export const GET = beachGroupRoute
