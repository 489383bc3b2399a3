import type { Payload } from 'payload'

/** Payload's own cache of its instances (payload/dist/index.js keeps it on `global._payload`). */
type PayloadCache = Map<string, { payload: Payload | null }>

/**
 * The Payload instance the CMS's routes created, or null before the first request.
 *
 * Timers started from instrumentation.node.ts run in a bundle of their own, with its own copy of
 * Payload's code. Had one of them called getPayload first, Payload would have cached that copy's
 * instance for every route too: its collection hooks would throw that copy's ValidationError,
 * which the routes' REST error formatter does not recognise (`instanceof`), so field errors came
 * out as «The following field is invalid» or a 500. The timers therefore wait for the routes'
 * instance; every launcher's readiness check is a request, so it exists within seconds of start.
 */
export function appPayload(): Payload | null {
  const cache = (globalThis as { _payload?: PayloadCache })._payload
  return cache?.get('default')?.payload ?? null
}
