import { searchRoute } from '@/contract/search'

/** GET /v1/search (docs/spec.md#7-calls-the-product-makes, docs/api/openapi.yaml). */
export const GET = searchRoute
