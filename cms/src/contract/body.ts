import { ContractError } from './http'

/** Resident forms are a few short strings; anything bigger is not a form. */
export const MAX_JSON_BODY_BYTES = 16 * 1024

const NOT_JSON = 'Тело запроса должно быть JSON-объектом'
const TOO_LARGE = 'Слишком большой запрос'

/**
 * Reads a JSON object body without trusting Content-Length: the stream is cut at the cap,
 * so a huge or endless body cannot pin memory. Unknown fields are left to the caller to ignore.
 */
export async function readJsonObject(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ContractError(413, TOO_LARGE)
  const text = await readCapped(request, maxBytes)
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ContractError(400, NOT_JSON)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ContractError(400, NOT_JSON)
  return parsed as Record<string, unknown>
}

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return ''
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
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}
