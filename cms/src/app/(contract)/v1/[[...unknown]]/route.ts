import { unknownAddressHandlers } from '@/contract/notFound'

/** Any /v1/... address no route serves: the JSON 404 envelope (contract/notFound.ts). */
export const { GET, POST, PUT, PATCH, DELETE } = unknownAddressHandlers
