import { unknownAddressHandlers } from '@/contract/notFound'

/** Any /v2/... address no route serves: the JSON 404 envelope (contract/notFound.ts). */
export const { GET, POST, PUT, PATCH, DELETE } = unknownAddressHandlers
