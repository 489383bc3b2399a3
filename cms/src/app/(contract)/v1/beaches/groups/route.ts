import { beachGroupsRoute } from '@/contract/catalogue/groups'

/** GET /v1/beaches/groups (docs/api/openapi.yaml). */
export const GET = beachGroupsRoute
