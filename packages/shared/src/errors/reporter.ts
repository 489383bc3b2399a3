/**
 * Sends errors to a Sentry-compatible DSN (docs/operations.md#error-reporting), fire and forget: the
 * caller never waits, a slow or failing collector never touches the request, and at most a fixed number
 * of events a minute leave one process, so an outage that fails every request does not become a storm
 * of reports (the collector groups them anyway; the first ones say what happened).
 * Without a DSN it does nothing at all: no event is built and nothing is sent.
 */
import { authHeader, type Dsn } from './dsn'
import { buildEvent, envelope, type ReportContext } from './event'

export type ErrorReporterOptions = {
  dsn: Dsn | null
  /** `site` or `cms`. */
  app: string
  environment?: string
  release?: string
  /** Events a minute this process sends at most; the rest are counted and dropped. */
  maxPerMinute?: number
  /** How long one send may take before it is abandoned. */
  timeoutMs?: number
  fetch?: typeof fetch
  /** Where the reporter's own troubles go (never the DSN, never the event). */
  log?: (line: string) => void
  now?: () => Date
}

export type ErrorReporter = {
  readonly enabled: boolean
  /** Reports `error` unless it has been reported already, the minute's budget is spent or no DSN is set. */
  report(error: unknown, context: ReportContext): void
  /** Resolves when every send started so far has finished (tests; a graceful stop). */
  flush(): Promise<void>
}

export const DEFAULT_MAX_PER_MINUTE = 30
export const DEFAULT_TIMEOUT_MS = 3000
export const CLIENT = { name: 'anapa', version: '1' }

const MINUTE_MS = 60_000

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { dsn, app } = options
  const maxPerMinute = options.maxPerMinute ?? DEFAULT_MAX_PER_MINUTE
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const send = options.fetch ?? fetch
  const log = options.log ?? ((line: string) => console.error(line))
  const now = options.now ?? (() => new Date())

  // The same error can pass two handlers (a route's own catch, then the framework's hook).
  const reported = new WeakSet<object>()
  const pending = new Set<Promise<void>>()
  let windowStart = 0
  let sentInWindow = 0
  let droppedInWindow = 0
  let failureLoggedInWindow = false

  /** A new minute: say how many were dropped in the last one, once. */
  function admit(at: number): boolean {
    if (at - windowStart >= MINUTE_MS) {
      if (droppedInWindow > 0) {
        log(
          `[errors] ${droppedInWindow} error report(s) dropped in a minute: at most ${maxPerMinute} a minute are sent`,
        )
      }
      windowStart = at
      sentInWindow = 0
      droppedInWindow = 0
      failureLoggedInWindow = false
    }
    if (sentInWindow >= maxPerMinute) {
      droppedInWindow += 1
      return false
    }
    sentInWindow += 1
    return true
  }

  function failed(reason: string) {
    if (failureLoggedInWindow) return
    failureLoggedInWindow = true
    log(`[errors] an error report was not delivered (${reason}); the error itself is in this log`)
  }

  async function deliver(body: string, target: Dsn) {
    try {
      const response = await send(target.envelopeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-sentry-envelope',
          'x-sentry-auth': authHeader(target, `${CLIENT.name}/${CLIENT.version}`),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
      // The answer's body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      if (!response.ok) failed(`HTTP ${response.status}`)
    } catch (error) {
      // AbortSignal.timeout's DOMException; checked by name, as it need not be an Error of this realm.
      failed((error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'unreachable')
    }
  }

  return {
    enabled: dsn !== null,
    report(error, context) {
      if (!dsn) return
      try {
        if (typeof error === 'object' && error !== null) {
          if (reported.has(error)) return
          reported.add(error)
        }
        const at = now()
        if (!admit(at.getTime())) return
        const event = buildEvent(error, context, {
          app,
          environment: options.environment,
          release: options.release,
          eventId: crypto.randomUUID().replace(/-/g, ''),
          now: at,
        })
        const sending = deliver(envelope(event, at, CLIENT), dsn)
        pending.add(sending)
        void sending.finally(() => pending.delete(sending))
      } catch {
        // Reporting must never add a failure of its own to the request's.
        failed('could not be built')
      }
    },
    async flush() {
      await Promise.all([...pending])
    },
  }
}

const REGISTRY = Symbol.for('anapa.errorReporters')
type Registry = Map<string, ErrorReporter>

/**
 * One reporter per app per process. Next bundles instrumentation.ts, the pages and the route handlers
 * separately, and each bundle gets its own copy of a module; the minute's budget must be the process's,
 * so the reporter lives on globalThis, made once by whichever bundle asks first.
 */
export function processReporter(app: string, make: () => ErrorReporter): ErrorReporter {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry }
  const registry = (holder[REGISTRY] ??= new Map())
  let reporter = registry.get(app)
  if (!reporter) {
    reporter = make()
    registry.set(app, reporter)
  }
  return reporter
}
