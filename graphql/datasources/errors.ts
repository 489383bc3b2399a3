import { GraphQLError } from 'graphql'

import type { RestErrorBody } from './restTypes'

/** GraphQL error codes the gateway may show to callers; anything else is masked (server.ts). */
export const PUBLIC_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_UNAVAILABLE',
] as const

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'Сервис временно недоступен. Попробуйте позже'

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // The request is sound but the thing's state refuses it (your own appeal, a closed one, a verdict too late).
  409: 'CONFLICT',
  422: 'BAD_USER_INPUT',
  429: 'TOO_MANY_REQUESTS',
}

/**
 * The one place REST statuses become GraphQL errors (docs/architecture.md#2-data-flow): the code from the status,
 * the message from `data.message`, field errors in `extensions.fields`. 5xx hide the upstream text.
 */
export function errorFromResponse(status: number, body: unknown): GraphQLError {
  const data = (body as RestErrorBody | null)?.data
  const code = CODE_BY_STATUS[status]
  if (!code) {
    return new GraphQLError(UPSTREAM_UNAVAILABLE_MESSAGE, { extensions: { code: 'UPSTREAM_UNAVAILABLE', status } })
  }
  const message = typeof data?.message === 'string' && data.message ? data.message : 'Произошла ошибка'
  const extensions: Record<string, unknown> = { code, status }
  if (code === 'BAD_USER_INPUT' && data?.fields && typeof data.fields === 'object') extensions.fields = data.fields
  return new GraphQLError(message, { extensions })
}

export const upstreamUnavailable = (cause: string) =>
  new GraphQLError(UPSTREAM_UNAVAILABLE_MESSAGE, { extensions: { code: 'UPSTREAM_UNAVAILABLE', cause } })

export const isNotFound = (error: unknown) => error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND'

export const NOT_FOUND_MESSAGE = 'Не найдено'

/** An item the gateway knows cannot exist (an empty or malformed key), answered without the CMS. */
export const notFound = () => new GraphQLError(NOT_FOUND_MESSAGE, { extensions: { code: 'NOT_FOUND', status: 404 } })
