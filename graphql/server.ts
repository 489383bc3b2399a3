import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { GraphQLError, type GraphQLFormattedError } from 'graphql'

import { serverEnv } from '../lib/env'
import type { GatewayContext } from './context'
import { PUBLIC_ERROR_CODES } from './datasources/errors'
import { schema } from './schema'
import { operationLimits } from './validation/limits'

/** Errors about the request itself, which the caller needs to see to fix it. */
const REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
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

/** A mutation must come from our own origin (ARCHITECTURE §4), on top of Apollo's csrfPrevention. */
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

export function createGatewayServer() {
  return new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: !serverEnv.isProductionDeploy,
    includeStacktraceInErrorResponses: false,
    validationRules: [operationLimits],
    formatError: maskError,
    plugins: [refuseForeignMutations],
  })
}
