import type { IncomingMessage, ServerResponse } from 'node:http'

import { isScanKind, MAX_SCAN_BYTES, SCAN_MESSAGES, type ScanKind } from '@anapa/shared/statements/scans'
import { clientIpFromRequest, idempotencyKeyFromRequest, tokenFromRequest } from '@/graphql/context'
import { CityApi, type UploadPath } from '@/graphql/datasources/CityApi'
import { NOT_FOUND_MESSAGE, UPSTREAM_UNAVAILABLE_MESSAGE } from '@/graphql/datasources/errors'
import { STATEMENT_NOT_FOUND_MESSAGE } from '@/graphql/resolvers/permits'
import { SIGN_IN_REQUIRED_MESSAGE } from '@/graphql/resolvers/session'
import { serverEnv } from '@/lib/server/env'
import { beginRequest } from '@/lib/server/observability/requestScope'
import { collectYoungGarbage } from '@/lib/server/memory/youngGarbage'

/** How many bytes pass between two scavenges of the chunks already forwarded (lib/server/memory/youngGarbage.ts). */
const SCAVENGE_EVERY_BYTES = 1024 * 1024

/** The multipart framing around one file (part headers, boundaries); the CMS allows the same. */
export const MULTIPART_ALLOWANCE_BYTES = 64 * 1024
/** The most the route lets through: a 10 MB scan or photo and its framing. */
export const MAX_UPLOAD_BODY_BYTES = MAX_SCAN_BYTES + MULTIPART_ALLOWANCE_BYTES

export const UPLOAD_MESSAGES = {
  method: 'Метод не поддерживается. Допустимый метод: POST',
  foreignOrigin: 'Запрос с другого сайта отклонён',
  multipart: 'Файлы передаются в формате multipart/form-data',
} as const

// Statement codes are ours (RP-2026-000123): anything else cannot name one, and it is written into
// a multipart part header below, so nothing that could break the framing gets that far.
const STATEMENT_CODE = /^[A-Za-z0-9-]{1,64}$/

type ErrorBody = { data: { message: string; fields?: Record<string, string> } }

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.headersSent || res.writableEnded) return
  res.statusCode = status
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(body))
}

const fail = (message: string, fields?: Record<string, string>): ErrorBody => ({
  data: fields ? { message, fields } : { message },
})

/** The multipart boundary of a `multipart/form-data` Content-Type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType) return null
  const [essence = '', ...parameters] = contentType.split(';')
  if (essence.trim().toLowerCase() !== 'multipart/form-data') return null
  for (const parameter of parameters) {
    const match = /^\s*boundary=(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(parameter)
    if (match) return match[1] ?? match[2] ?? null
  }
  return null
}

/**
 * CSRF (docs/architecture.md#4-session-and-security-rules, as the gateway's mutations): a write from a foreign page is
 * refused. A browser names the page's origin on every cross-site POST; Sec-Fetch-Site says it even where an
 * extension strips Origin.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin !== undefined && origin !== new URL(serverEnv.siteUrl).origin) return false
  const site = req.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/** The CMS's refusal in the contract's words, keeping only the parts the contract has. */
function contractError(payload: unknown): ErrorBody | null {
  const data = (payload as { data?: { message?: unknown; fields?: unknown } } | null)?.data
  if (!data || typeof data.message !== 'string' || !data.message) return null
  const fields =
    data.fields && typeof data.fields === 'object'
      ? Object.fromEntries(
          Object.entries(data.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined
  return fail(data.message, fields && Object.keys(fields).length ? fields : undefined)
}

class TooLarge extends Error {}

/**
 * The browser's multipart body with the statement code and kind prepended as parts of the same
 * multipart message, counted as it passes: over the limit, the stream fails and nothing more is read.
 * It is pulled one chunk at a time as the CMS takes the bytes, so the browser's socket is read no
 * faster than that.
 */
async function* forwardedBody(
  req: IncomingMessage,
  boundary: string,
  fields: Record<string, string>,
  state: { tooLarge: boolean },
): AsyncGenerator<Uint8Array> {
  const prefix = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')
  yield Buffer.from(prefix, 'utf8')
  let total = 0
  let sinceScavenge = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    total += chunk.length
    if (total > MAX_UPLOAD_BODY_BYTES) {
      state.tooLarge = true
      throw new TooLarge()
    }
    yield chunk
    sinceScavenge += chunk.length
    if (sinceScavenge >= SCAVENGE_EVERY_BYTES) {
      sinceScavenge = 0
      collectYoungGarbage()
    }
  }
}

/** Where one kind of upload goes and what must hold before its body is read. */
export type UploadTarget = {
  /** The CMS's multipart call. */
  path: UploadPath
  /** Text parts the route prepends to the browser's form (the statement code and kind of a scan). */
  fields: Record<string, string>
  /**
   * docs/architecture.md#4-session-and-security-rules: whose object the upload attaches to, checked here as well as in
   * the CMS.
   */
  owns?: (api: CityApi) => Promise<boolean>
  notFoundMessage: string
}

/**
 * `POST /api/uploads/{kind}?statement_code=…` (docs/architecture.md#4-session-and-security-rules "Uploads"): streams
 * the browser's multipart body (the `file` part) to `POST /v1/statement/resident-permits/file` with the bearer
 * token from the HttpOnly cookie, never holding the whole file.
 */
export function proxyScanUpload(req: IncomingMessage, res: ServerResponse, kindParam: unknown): Promise<void> {
  if (!isScanKind(kindParam)) return proxyUpload(req, res, null)
  const kind: ScanKind = kindParam
  const code = new URL(req.url ?? '/', 'http://site').searchParams.get('statement_code') ?? ''
  return proxyUpload(req, res, {
    path: '/v1/statement/resident-permits/file',
    fields: { statement_code: code, kind },
    // A code that is not ours cannot name a statement (it would also be written into a part header).
    owns: async (api) => STATEMENT_CODE.test(code) && (await api.statements()).some((s) => s.statement_code === code),
    notFoundMessage: STATEMENT_NOT_FOUND_MESSAGE,
  })
}

/**
 * `POST /api/uploads/appeal-photo`: one photo for a new appeal, streamed to
 * `POST /v1/appeals/photos`. The photo belongs to the resident the token names; it is unattached
 * until an appeal references it, so there is no object to check beforehand.
 */
export function proxyAppealPhotoUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return proxyUpload(req, res, { path: '/v1/appeals/photos', fields: {}, notFoundMessage: NOT_FOUND_MESSAGE })
}

/**
 * The streaming upload route for any target (`null`: the route names no kind of upload). Everything
 * a refusal can be decided on without the body (method, kind, origin, session, type, declared size,
 * whose object) is decided first; answers are the contract's JSON and never cached.
 */
export async function proxyUpload(
  req: IncomingMessage,
  res: ServerResponse,
  target: UploadTarget | null,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store')
  const requestId = beginRequest(req, res, '/api/uploads/[kind]')
  // Refused before the body is read: the connection closes rather than draining up to 10 MB.
  const refuse = (status: number, body: ErrorBody, headers: Record<string, string> = {}) =>
    send(res, status, body, { Connection: 'close', ...headers })

  if (req.method !== 'POST') return refuse(405, fail(UPLOAD_MESSAGES.method), { Allow: 'POST' })
  if (!target) return refuse(404, fail(NOT_FOUND_MESSAGE))
  if (!isSameOrigin(req)) return refuse(403, fail(UPLOAD_MESSAGES.foreignOrigin))
  const token = tokenFromRequest(req)
  if (!token) return refuse(401, fail(SIGN_IN_REQUIRED_MESSAGE))
  const boundary = boundaryOf(req.headers['content-type'])
  if (!boundary) return refuse(415, fail(UPLOAD_MESSAGES.multipart))
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BODY_BYTES) {
    return refuse(413, fail(SCAN_MESSAGES.tooLarge, { file: SCAN_MESSAGES.tooLarge }))
  }

  const api = new CityApi({
    baseUrl: serverEnv.apiBaseUrl,
    token,
    clientIp: clientIpFromRequest(req),
    idempotencyKey: idempotencyKeyFromRequest(req),
    requestId,
  })
  if (target.owns) {
    try {
      // docs/architecture.md#4-session-and-security-rules: ownership is checked here as well as in the CMS; a foreign
      // object is a 404.
      if (!(await target.owns(api))) return refuse(404, fail(target.notFoundMessage))
    } catch (error) {
      const status = (error as { extensions?: { status?: unknown } }).extensions?.status
      if (status === 401) return refuse(401, fail(SIGN_IN_REQUIRED_MESSAGE))
      return refuse(502, fail(UPSTREAM_UNAVAILABLE_MESSAGE))
    }
  }

  const state = { tooLarge: false }
  let answer: { status: number; payload: unknown }
  try {
    answer = await api.upload({
      path: target.path,
      body: forwardedBody(req, boundary, target.fields, state),
      contentType: `multipart/form-data; boundary=${boundary}`,
    })
  } catch {
    if (state.tooLarge) return refuse(413, fail(SCAN_MESSAGES.tooLarge, { file: SCAN_MESSAGES.tooLarge }))
    return refuse(502, fail(UPSTREAM_UNAVAILABLE_MESSAGE))
  }
  // The CMS may answer before reading everything (a refusal); what the browser still sends is not read.
  const extra: Record<string, string> = req.complete ? {} : { Connection: 'close' }
  if (answer.status === 200) {
    const data = (answer.payload as { data?: unknown } | null)?.data
    if (data && typeof data === 'object') return send(res, 200, { data }, extra)
    return send(res, 502, fail(UPSTREAM_UNAVAILABLE_MESSAGE), extra)
  }
  const refusal = answer.status < 500 ? contractError(answer.payload) : null
  if (refusal) return send(res, answer.status, refusal, extra)
  return send(res, 502, fail(UPSTREAM_UNAVAILABLE_MESSAGE), extra)
}
