import { AsyncLocalStorage } from 'node:async_hooks'

import { processSingleton } from '@anapa/shared/metrics/processSingleton'

/** What the CMS knows of the request a line of its log belongs to (docs/operations.md#request-ids). */
export type RequestContext = { reqId: string }

/**
 * The request being served, wherever the code is: the log adds its id to every line written while
 * it runs (observability/log.ts). One store per process (processSingleton says why).
 */
export const requestContext = processSingleton(
  'anapa.cms.requestContext',
  () => new AsyncLocalStorage<RequestContext>(),
)
