import { CombinedGraphQLErrors } from '@apollo/client/errors'

// Type-only: the gateway's own list, so a code it never sends cannot be asked for.
import type { PUBLIC_ERROR_CODES } from '@/graphql/datasources/errors'

export type GatewayErrorCode = (typeof PUBLIC_ERROR_CODES)[number]

/** True when the gateway's answer carries a GraphQL error with `code`; anything else (a network failure, a plain Error) is not. */
export const hasGatewayErrorCode = (error: unknown, code: GatewayErrorCode) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code)
