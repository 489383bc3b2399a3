/**
 * One error as a Sentry event inside an envelope, the format Sentry and GlitchTip both ingest
 * (docs/decisions/0061-error-reporting.md): a JSON header line, an item header line naming the item's
 * type and byte length, and the event's JSON. What goes in is an allow-list: the route, the method,
 * the status, the request id, the error's type, and its message and stack scrubbed (scrub.ts). No
 * header, cookie, body, query value or field of the error object beyond those is ever copied.
 */
import { scrubPath, scrubText, truncate } from './scrub'

export type ReportContext = {
  /** Where the error was caught: `next` (onRequestError), `payload` (afterError), `contract`, `gateway`. */
  source: string
  method?: string
  /** The request's path as received; the query's values are dropped. */
  path?: string
  /** The route's pattern, e.g. `/v1/user/cars/[id]` or `/plyazhi/[id]`. */
  route?: string
  status?: number
  /** The `x-request-id` nginx gave the request, to find its log lines. */
  requestId?: string
  /** A few more short, non-personal facts (the render source, the collection…). */
  tags?: Record<string, string | undefined>
}

export type ExceptionValue = {
  type: string
  value: string
  mechanism: { type: string; handled: boolean }
  stacktrace?: { frames: StackFrame[] }
}

export type StackFrame = { filename: string; function?: string; lineno?: number; colno?: number; in_app: boolean }

export type SentryEvent = {
  event_id: string
  timestamp: number
  platform: 'node'
  level: 'error'
  logger: string
  environment?: string
  release?: string
  transaction?: string
  tags: Record<string, string>
  request?: { method?: string; url?: string }
  exception: { values: ExceptionValue[] }
}

export type EventOptions = {
  /** `site` or `cms`: which app, as a tag and the logger's name. */
  app: string
  environment?: string
  release?: string
  eventId: string
  now: Date
}

/** Limits that keep an event small (ingestion takes 1 MiB) and a storm cheap. */
const MAX_MESSAGE = 1000
const MAX_FRAMES = 40
const MAX_CAUSES = 3
const MAX_TAG = 200

/** The request id nginx makes (docs/architecture.md#10-open-standards-and-operations); anything else is left out. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/

/** V8's `at fn (file:line:col)` lines, oldest call first as the event format wants. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return []
  const frames: StackFrame[] = []
  for (const line of stack.split('\n')) {
    const match = V8_FRAME.exec(line)
    if (!match) continue
    const filename = truncate(scrubText(match[2]!), 300)
    frames.push({
      filename,
      ...(match[1] ? { function: truncate(scrubText(match[1]), 200) } : {}),
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    })
    if (frames.length === MAX_FRAMES) break
  }
  return frames.reverse()
}

function typeOf(error: unknown): string {
  if (error instanceof Error) {
    const name = error.name && error.name !== 'Error' ? error.name : error.constructor?.name || 'Error'
    // A production build minifies class names (a driver's query error arrives as `s`): no help to anyone.
    return name.length <= 2 ? 'Error' : truncate(scrubText(name), 100)
  }
  return typeof error === 'object' && error !== null ? 'NonErrorObject' : 'NonError'
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  // A thrown object is not serialised: its fields could be anything (a request, a resident).
  if (typeof error === 'object' && error !== null) return ''
  return String(error)
}

/** The error and its causes, oldest first (the event format's order for chained exceptions). */
function exceptions(error: unknown, mechanism: string): ExceptionValue[] {
  const chain: unknown[] = [error]
  let current: unknown = error
  while (chain.length <= MAX_CAUSES && current instanceof Error && current.cause !== undefined) {
    current = current.cause
    if (chain.includes(current)) break
    chain.push(current)
  }
  return chain
    .map((each, index) => {
      const frames = each instanceof Error ? parseStack(each.stack) : []
      const value: ExceptionValue = {
        type: typeOf(each),
        value: truncate(scrubText(messageOf(each)), MAX_MESSAGE),
        // Only the outermost error is the one that reached the handler; the causes are context.
        mechanism: { type: mechanism, handled: index !== 0 },
      }
      if (frames.length > 0) value.stacktrace = { frames }
      return value
    })
    .reverse()
}

function tagsOf(context: ReportContext, app: string): Record<string, string> {
  const tags: Record<string, string> = { app, source: context.source }
  if (context.method) tags.method = context.method.toUpperCase().slice(0, 10)
  if (context.route) tags.route = truncate(scrubText(context.route), MAX_TAG)
  if (context.status) tags.status = String(context.status)
  if (context.requestId && REQUEST_ID.test(context.requestId)) tags.request_id = context.requestId
  for (const [name, value] of Object.entries(context.tags ?? {})) {
    if (value) tags[name] = truncate(scrubText(value), MAX_TAG)
  }
  return tags
}

export function buildEvent(error: unknown, context: ReportContext, options: EventOptions): SentryEvent {
  const tags = tagsOf(context, options.app)
  const url = context.path ? scrubPath(context.path) : undefined
  const event: SentryEvent = {
    event_id: options.eventId,
    timestamp: options.now.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: options.app,
    tags,
    exception: { values: exceptions(error, `${options.app}.${context.source}`) },
  }
  if (options.environment) event.environment = options.environment
  if (options.release) event.release = options.release
  if (tags.method || tags.route || url) {
    event.transaction = [tags.method, tags.route ?? url?.split('?')[0]].filter(Boolean).join(' ')
  }
  if (tags.method || url) event.request = { ...(tags.method ? { method: tags.method } : {}), ...(url ? { url } : {}) }
  return event
}

/**
 * The envelope of one event. `length` is the payload's size in bytes, so the payload could hold a
 * newline; `sent_at` is written once, when the envelope is made just before it is sent.
 */
export function envelope(event: SentryEvent, sentAt: Date, sdk: { name: string; version: string }): string {
  const payload = JSON.stringify(event)
  const header = JSON.stringify({ event_id: event.event_id, sent_at: sentAt.toISOString(), sdk })
  const item = JSON.stringify({
    type: 'event',
    length: new TextEncoder().encode(payload).length,
    content_type: 'application/json',
  })
  return `${header}\n${item}\n${payload}\n`
}
