import { FORBIDDEN_CHARACTERS_MESSAGE } from '@anapa/shared/text/forbiddenCharacters'

import { ContractError } from './http'
import { dirtyBodyField } from './text'

/** Resident forms are a few short strings; anything bigger is not a form. */
export const MAX_JSON_BODY_BYTES = 16 * 1024
/**
 * Scans of documents (docs/architecture.md#4-session-and-security-rules "Uploads"): at most 10 MB, plus the multipart
 * framing.
 */
export const MAX_MULTIPART_BODY_BYTES = 10 * 1024 * 1024 + 64 * 1024

const NOT_JSON = 'Тело запроса должно быть JSON-объектом'
const TOO_LARGE = 'Слишком большой запрос'
export const JSON_REQUIRED = 'Тело запроса должно быть в формате JSON (Content-Type: application/json)'
export const MULTIPART_REQUIRED = 'Файлы передаются в формате multipart/form-data'

/** `type/subtype` of a Content-Type, lower case, and its charset if it names one. */
export function mediaType(header: string | null): { type: string; charset: string | null } {
  const [essence = '', ...parameters] = (header ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('charset='))
  return {
    type: essence.trim().toLowerCase(),
    charset: charset ? charset.slice('charset='.length).replace(/^"|"$/g, '') : null,
  }
}

/**
 * Every JSON call requires `Content-Type: application/json`. Without it a
 * page on any site could make a visitor's browser POST a "simple" cross-site request
 * (text/plain, or no type at all) that needs no CORS preflight, and send SMS in their name.
 * A charset parameter is allowed, and must then be UTF-8: the only encoding JSON has (RFC 8259).
 */
export function requireJson(request: Request): void {
  const { type, charset } = mediaType(request.headers.get('content-type'))
  if (type !== 'application/json' || (charset !== null && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new ContractError(415, JSON_REQUIRED)
  }
}

/**
 * Reads a JSON object body without trusting Content-Length: the stream is cut at the cap,
 * so a huge or endless body cannot pin memory. Unknown fields are left to the caller to ignore.
 * The content type is checked first (415), then the size (413), then the JSON (400), then the
 * text of every string (400, contract/text.ts).
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<Record<string, unknown>> {
  requireJson(request)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ContractError(413, TOO_LARGE)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await readCapped(request, maxBytes))
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ContractError(400, NOT_JSON)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ContractError(400, NOT_JSON)
  const body = parsed as Record<string, unknown>
  const dirty = dirtyBodyField(body)
  if (dirty)
    throw new ContractError(400, FORBIDDEN_CHARACTERS_MESSAGE, { fields: { [dirty]: FORBIDDEN_CHARACTERS_MESSAGE } })
  return body
}

/**
 * The upload calls' reader (docs/architecture.md#4-session-and-security-rules "Uploads"): `multipart/form-data` only
 * (415 otherwise, the same cross-site reasoning as requireJson), capped like JSON bodies (413).
 * The caller checks each file's magic bytes and size.
 */
export async function readMultipart(request: Request, maxBytes = MAX_MULTIPART_BODY_BYTES): Promise<FormData> {
  const contentType = request.headers.get('content-type')
  const { type } = mediaType(contentType)
  if (type !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType ?? '')) {
    throw new ContractError(415, MULTIPART_REQUIRED)
  }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ContractError(413, TOO_LARGE)
  const bytes = await readCapped(request, maxBytes)
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType! } }).formData()
  } catch {
    throw new ContractError(400, 'Не удалось прочитать файлы запроса')
  }
}

/** The raw body, cut at `maxBytes` (413 as soon as more arrives): for calls that verify a signature over the bytes. */
export async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new ContractError(413, TOO_LARGE)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
