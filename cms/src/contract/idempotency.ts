import { createHash } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { IDEMPOTENCY_KEY_HEADER } from '@anapa/shared/net/idempotency'

import type { IdempotencyKey as Stored } from '@/payload-types'
import { findSession } from '@/residents/sessions'
import { bearerToken } from '@/residents/tokens'
import { MAX_MULTIPART_BODY_BYTES, readCapped } from './body'
import { ContractError } from './http'

/**
 * `Idempotency-Key` on residents' writes (docs/architecture.md#10-open-standards-and-operations,
 * the IETF httpapi draft's header): a client that may send a write twice (a queue replaying it
 * when the connection returns, a retry after a timeout) names it with a key; the CMS does the write
 * once and answers a repeat with the first answer, for 24 hours. The same key with another body is
 * refused, and a repeat while the first is still running is told to wait. Keys are the resident's
 * own, so one resident's key never meets another's, and they go with the account. Calls without
 * the header, without a live resident session or by GET are not touched.
 */
export const REPLAYED_HEADER = 'idempotent-replayed'
export const KEY_TTL_MS = 24 * 60 * 60 * 1000
/** A first request that has not finished by then died with its process: a repeat may run again. */
export const ABANDONED_AFTER_MS = 60 * 1000

export const INVALID_KEY = 'Заголовок Idempotency-Key должен содержать от 1 до 255 печатных символов'
export const KEY_IN_PROGRESS = 'Запрос с этим ключом ещё выполняется, повторите его позже'
export const KEY_REUSED = 'Этот ключ уже использован для другого запроса'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Printable ASCII, as the draft's sf-string allows; a UUID is the usual key. */
const KEY_SHAPE = /^[\x20-\x7e]{1,255}$/

const COLLECTION = 'idempotency-keys'

/** Whether this call takes part: a write with the header, by a resident's token. */
function takesPart(request: Request): boolean {
  return (
    WRITES.has(request.method) &&
    request.headers.has(IDEMPOTENCY_KEY_HEADER) &&
    bearerToken(request.headers.get('authorization')) !== null
  )
}

function replay(stored: Stored): Response {
  return new Response(stored.response ?? '', {
    status: stored.status!,
    headers: {
      'content-type': stored.contentType ?? 'application/json',
      'cache-control': 'no-store',
      [REPLAYED_HEADER]: 'true',
    },
  })
}

async function find(payload: Payload, customer: number, key: string, endpoint: string): Promise<Stored | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [{ customer: { equals: customer } }, { key: { equals: key } }, { endpoint: { equals: endpoint } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * Runs `handle` at most once per (resident, key, endpoint) within 24 hours; other calls go straight
 * to it. `handle` answers every outcome it decided as a Response (a refusal too) and throws only
 * what it could not decide. It gets the request with its body already read (the fingerprint needs
 * it), as a fresh Request.
 */
export async function idempotent(request: Request, handle: (request: Request) => Promise<Response>, now = Date.now()) {
  if (!takesPart(request)) return handle(request)
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER)!
  if (!KEY_SHAPE.test(key)) throw new ContractError(400, INVALID_KEY)
  const url = new URL(request.url)
  const endpoint = `${request.method} ${url.pathname}${url.search}`
  const body = await readCapped(request, MAX_MULTIPART_BODY_BYTES)
  const fingerprint = createHash('sha256')
    .update(request.headers.get('content-type') ?? '')
    .update('\n')
    .update(body)
    .digest('hex')
  const fresh = () =>
    new Request(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(body) })

  const payload = await getPayload({ config })
  const resident = await findSession(payload, bearerToken(request.headers.get('authorization'))!)
  // No live session: the handler refuses it (401), and there is nobody to keep an answer for.
  if (!resident) return handle(fresh())
  const customer = resident.customer.id
  const earlier = await find(payload, customer, key, endpoint)
  if (earlier) {
    const age = now - Date.parse(earlier.createdAt)
    const abandoned = earlier.status == null && now - Date.parse(earlier.updatedAt) > ABANDONED_AFTER_MS
    if (age > KEY_TTL_MS || abandoned) {
      await payload.delete({ collection: COLLECTION, id: earlier.id, overrideAccess: true })
    } else if (earlier.fingerprint !== fingerprint) {
      throw new ContractError(422, KEY_REUSED)
    } else if (earlier.status == null) {
      throw new ContractError(409, KEY_IN_PROGRESS)
    } else {
      return replay(earlier)
    }
  }

  let claim: Stored
  try {
    claim = await payload.create({
      collection: COLLECTION,
      data: { customer, key, endpoint, fingerprint },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // A twin sent at the same moment took the key first (the unique index).
    const twin = await find(payload, customer, key, endpoint)
    if (!twin) throw error
    throw twin.fingerprint === fingerprint
      ? new ContractError(409, KEY_IN_PROGRESS)
      : new ContractError(422, KEY_REUSED)
  }

  // By a where, not an id: a write that deleted the account has taken its keys already.
  const release = () =>
    payload.delete({ collection: COLLECTION, where: { id: { equals: claim.id } }, overrideAccess: true })
  let response: Response
  try {
    response = await handle(fresh())
  } catch (error) {
    await release()
    throw error
  }
  if (response.status >= 500) {
    // Nothing was decided: the client may try again with the same key.
    await release()
    return response
  }
  const text = await response.clone().text()
  // A write that deleted the account took its keys with it (Customers' deleteResidentTraces): nothing to keep.
  await payload.update({
    collection: COLLECTION,
    where: { id: { equals: claim.id } },
    data: { status: response.status, contentType: response.headers.get('content-type'), response: text },
    depth: 0,
    overrideAccess: true,
  })
  // Keys past their day go as new ones arrive (an indexed range that is usually empty).
  await payload.delete({
    collection: COLLECTION,
    where: { createdAt: { less_than: new Date(now - KEY_TTL_MS).toISOString() } },
    overrideAccess: true,
  })
  return response
}
