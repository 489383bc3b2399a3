import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { GraphQLError, type GraphQLFormattedError } from 'graphql'

import type { ReportContext } from '@anapa/shared/errors/event'

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

/** A deliberate error the caller is shown: a public one or one about the request itself. */
const isDeliberate = (code: unknown) =>
  (PUBLIC_ERROR_CODES as readonly string[]).includes(String(code ?? '')) ||
  REQUEST_ERROR_CODES.includes(String(code ?? ''))

/** Masks everything that is not a deliberate, public error: no stack traces or internals reach clients. */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (isDeliberate(formatted.extensions?.code)) {
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

/** Where the gateway hands an unexpected error (pages/api/graphql.ts: the site's error reporter). */
export type UnexpectedErrorSink = (error: unknown, context: ReportContext) => void

/**
 * Errors the gateway masks as INTERNAL_SERVER_ERROR (a resolver's bug, an answer of unexpected shape)
 * never reach Next, which sees a 200; they go to `report`, scrubbed there
 * (docs/operations.md#error-reporting). Deliberate errors are not reported: UNAUTHENTICATED,
 * BAD_USER_INPUT, the CMS being down (UPSTREAM_UNAVAILABLE, which /readyz and the logs show), a bad query.
 */
export function reportUnexpectedErrors(report: UnexpectedErrorSink): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request }) {
      return {
        async didEncounterErrors({ errors, operationName }) {
          for (const error of errors) {
            if (isDeliberate(error.extensions?.code)) continue
            report(error.originalError ?? error, {
              source: 'gateway',
              method: request.http?.method,
              route: '/api/graphql',
              requestId: request.http?.headers.get('x-request-id') ?? undefined,
              tags: { operation: operationName ?? undefined, field: error.path?.join('.') },
            })
          }
        },
      }
    },
  }
}

export function createGatewayServer({ report }: { report?: UnexpectedErrorSink } = {}) {
  return new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    persistedQueries: false,
    introspection: serverEnv.graphqlIntrospection,
    includeStacktraceInErrorResponses: false,
    validationRules: [operationLimits],
    formatError: formatGatewayError,
    plugins: [refuseForeignMutations, refusePersistedQueries, ...(report ? [reportUnexpectedErrors(report)] : [])],
  })
}
