import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { GraphQLError, type GraphQLFormattedError } from 'graphql'

import { serverEnv } from '@/lib/server/env'
import type { GatewayContext } from './context'
import { PUBLIC_ERROR_CODES } from './datasources/errors'
import { toRussian } from './errorMessages'
import { schema } from './schema'
import { operationLimits } from './validation/limits'

/** Errors about the request itself, which the caller needs to see to fix it. */
const REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]

export const INTERNAL_ERROR_MESSAGE = 'Внутренняя ошибка сервера'

/** Masks everything that is not a deliberate, public error: no stack traces or internals reach clients. */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = String(formatted.extensions?.code ?? '')
  if ((PUBLIC_ERROR_CODES as readonly string[]).includes(code) || REQUEST_ERROR_CODES.includes(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {}
    return { ...formatted, extensions }
  }
  return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }
}

/**
 * A mutation must come from our own origin (docs/architecture.md#4-session-and-security-rules), on top of Apollo's
 * csrfPrevention.
 */
export const refuseForeignMutations: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation === 'mutation' && !contextValue.sameOrigin) {
          throw new GraphQLError('Запрос с другого сайта отклонён', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          })
        }
      },
    }
  },
}

/** Masked first, then in Russian: no English framework text reaches a client. */
export const formatGatewayError = (formatted: GraphQLFormattedError, error: unknown) =>
  toRussian(maskError(formatted), error)

/**
 * Automatic persisted queries are off (no client of ours sends them, and an unbounded hash cache
 * is one more thing to fill). Apollo answers a hash with 200 so APQ clients retry; with APQ off
 * that retry is pointless, so the answer is a plain 400.
 */
export const refusePersistedQueries: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ errors, response }) {
        if (errors?.some((e) => e.extensions.code === 'PERSISTED_QUERY_NOT_SUPPORTED')) response.http.status = 400
      },
    }
  },
}

export function createGatewayServer() {
  return new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    persistedQueries: false,
    introspection: serverEnv.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    validationRules: [operationLimits],
    formatError: formatGatewayError,
    plugins: [refuseForeignMutations, refusePersistedQueries],
  })
}
