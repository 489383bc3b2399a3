import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { clientIpFromRequest, idempotencyKeyFromRequest, tokenFromRequest } from '@/graphql/context'
import { CityApi } from '@/graphql/datasources/CityApi'
import { NOT_FOUND_MESSAGE, UPSTREAM_UNAVAILABLE_MESSAGE } from '@/graphql/datasources/errors'
import { SIGN_IN_REQUIRED_MESSAGE } from '@/graphql/resolvers/session'
import { serverEnv } from '@/lib/server/env'
import { beginRequest } from '@/lib/server/observability/requestScope'

// Photo ids are UUIDs (the CMS's numeric ids are accepted too): anything else names no photo and
// never reaches the CMS.
const PHOTO_ID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,12})$/i
/** What a photo may be served as: the upload accepted these by their magic bytes. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png'])

function sendJson(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  if (res.headersSent || res.writableEnded) return
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify({ data: { message } }))
}

/**
 * `GET /api/appeal-photos/{id}`: an appeal photo, private to its author (and an editor's
 * answer photo to the appeal's author), streamed from `GET /v1/appeals/photos/{id}` with the bearer
 * token from the HttpOnly cookie. The CMS decides whose photo it is: another resident's is a 404
 * there and here. Never cached anywhere, served only as the image type it is.
 */
export async function proxyAppealPhoto(req: IncomingMessage, res: ServerResponse, idParam: unknown): Promise<void> {
  res.setHeader('Cache-Control', 'private, no-store')
  const requestId = beginRequest(req, res, '/api/appeal-photos/[id]')
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, 'Метод не поддерживается', { Allow: 'GET, HEAD' })
  const token = tokenFromRequest(req)
  if (!token) return sendJson(res, 401, SIGN_IN_REQUIRED_MESSAGE)
  if (typeof idParam !== 'string' || !PHOTO_ID.test(idParam)) return sendJson(res, 404, NOT_FOUND_MESSAGE)

  const api = new CityApi({
    baseUrl: serverEnv.apiBaseUrl,
    token,
    clientIp: clientIpFromRequest(req),
    idempotencyKey: idempotencyKeyFromRequest(req),
    requestId,
  })
  let upstream: Response
  try {
    upstream = await api.file('/v1/appeals/photos/{id}', idParam)
  } catch {
    return sendJson(res, 502, UPSTREAM_UNAVAILABLE_MESSAGE)
  }
  if (upstream.status === 401) return sendJson(res, 401, SIGN_IN_REQUIRED_MESSAGE)
  return passPhoto(req, res, upstream)
}

/**
 * How long a browser or nginx may keep a public photo: an editor who withdraws the approval sees
 * it gone within a minute, as the appeal's page itself (lib/server/ssr/publicAppeals.ts).
 */
const PUBLIC_PHOTO_CACHE = 'public, max-age=60'

/**
 * `GET /api/public-appeal-photos/{id}`: a photo an editor approved for public view, streamed from
 * `GET /v1/public/appeals/photos/{id}` to anyone, without the visitor's token (the CMS alone decides
 * what is public, docs/decisions/0051-public-appeals-and-open311.md).
 */
export async function proxyPublicAppealPhoto(req: IncomingMessage, res: ServerResponse, idParam: unknown) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, 'Метод не поддерживается', { Allow: 'GET, HEAD' })
  if (typeof idParam !== 'string' || !PHOTO_ID.test(idParam)) return sendJson(res, 404, NOT_FOUND_MESSAGE)
  const api = new CityApi({ baseUrl: serverEnv.apiBaseUrl, clientIp: clientIpFromRequest(req) })
  let upstream: Response
  try {
    upstream = await api.file('/v1/public/appeals/photos/{id}', idParam)
  } catch {
    return sendJson(res, 502, UPSTREAM_UNAVAILABLE_MESSAGE)
  }
  return passPhoto(req, res, upstream, PUBLIC_PHOTO_CACHE)
}

/**
 * The CMS's answer passed on: a photo only as the image type it is, streamed as it arrives; any
 * other answer is a 404 (not found or not allowed) or a 502, never the CMS's own body.
 */
async function passPhoto(req: IncomingMessage, res: ServerResponse, upstream: Response, cacheControl?: string) {
  if (upstream.status === 404 || upstream.status === 403) return sendJson(res, 404, NOT_FOUND_MESSAGE)
  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (upstream.status !== 200 || !PHOTO_TYPES.has(type) || !upstream.body) {
    await upstream.body?.cancel().catch(() => undefined)
    return sendJson(res, 502, UPSTREAM_UNAVAILABLE_MESSAGE)
  }
  res.statusCode = 200
  if (cacheControl) res.setHeader('Cache-Control', cacheControl)
  res.setHeader('Content-Type', type)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Content-Disposition', 'inline')
  const length = upstream.headers.get('content-length')
  if (length && /^\d+$/.test(length)) res.setHeader('Content-Length', length)
  if (req.method === 'HEAD') {
    await upstream.body.cancel().catch(() => undefined)
    res.end()
    return
  }
  // Streamed as it arrives; a browser that goes away stops the upstream read too.
  await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), res).catch(() => {
    res.destroy()
  })
}
