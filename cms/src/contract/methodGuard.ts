import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http'

import { refuseMethod } from './methods'
import { UNKNOWN_ADDRESS } from './notFound'

/**
 * Answers unsupported methods with 405, `Allow` and the contract's JSON envelope, on every path
 * (/v1, /v2, /api, /admin, assets), before Next sees the request. A path
 * with a malformed %-escape (`/api/media/file/%`) names nothing: a JSON 404, where Next would
 * fail with a 500 decoding the route's parameters.
 *
 * It has to sit in front of Next: Next builds a fetch `Request` for every route handler and for
 * the proxy, and the fetch standard forbids TRACE and TRACK, so Next fails with a 500 before any
 * code of ours runs. `next start` owns the HTTP server, so the guard attaches itself from
 * instrumentation.ts through Node's documented `http.server.request.start` diagnostics channel,
 * which fires before the server's `request` listeners: on the first request of each server it
 * wraps those listeners (Next's one handler), so every request passes the guard first.
 */
const guarded = new WeakSet<Server>()

export function installMethodGuard(): void {
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server }
    if (guarded.has(server)) return
    guarded.add(server)
    for (const listener of server.listeners('request') as RequestListener[]) {
      server.removeListener('request', listener)
      server.on('request', guard(listener))
    }
  })
}

function pathnameOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://cms.invalid').pathname
  } catch {
    return '/'
  }
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

function guard(next: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const pathname = pathnameOf(request.url)
    const refusal = refuseMethod(request.method ?? '', pathname)
    if (refusal) return answer(request, response, 405, refusal.message, { allow: refusal.allow })
    if (!decodes(pathname)) return answer(request, response, 404, UNKNOWN_ADDRESS)
    return next(request, response)
  }
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  // The body, if any, is not read: drain it so the connection stays usable.
  request.resume()
  const body = JSON.stringify({ data: { message } })
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...headers,
    'cache-control': 'no-store',
    // next.config's headers never reach this answer; it is data, never to be sniffed or framed.
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
