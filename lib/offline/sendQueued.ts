import { IDEMPOTENCY_KEY_HEADER } from '@anapa/shared/net/idempotency'
import { APPEAL_PHOTO_UPLOAD_URL } from '@/lib/appeals/photoRoutes'
import { callGateway } from '@/lib/net/gatewayCall'
import {
  dropQueued,
  queuedFor,
  updateQueued,
  type QueuedAppeal,
  type QueuedFavorite,
  type QueuedItem,
  type QueuedPhoto,
} from './outbox'

/**
 * Sends what the resident queued without a connection (./outbox.ts,
 * docs/decisions/0048-sending-offline.md), from a page or from the service worker, whichever runs
 * first once the network is back. Exactly once: one sender at a time on the device (a Web Lock),
 * and every call named so the CMS does it once however often it arrives (the appeal's request id;
 * an Idempotency-Key on each photo's upload).
 */

/** The Background Sync tag a queued item registers, and the lock every sender takes. */
export const OUTBOX_SYNC_TAG = 'anapa-outbox'

/** Validated against the gateway's schema by graphql/workerOperations.test.ts. */
export const OUTBOX_OWNER_QUERY = `query OutboxOwner {
  me { id }
}`
export const CREATE_QUEUED_APPEAL = `mutation CreateQueuedAppeal($input: AppealInput!) {
  createAppeal(input: $input) { id number }
}`
export const ADD_QUEUED_FAVORITE = `mutation AddQueuedFavorite($entity: FavoriteEntity!, $slug: String!) {
  addFavorite(entity: $entity, slug: $slug) { slug }
}`
export const REMOVE_QUEUED_FAVORITE = `mutation RemoveQueuedFavorite($entity: FavoriteEntity!, $slug: String!) {
  removeFavorite(entity: $entity, slug: $slug) { slug }
}`

type Step = 'sent' | 'refused' | 'unreachable'
type Upload = { kind: 'uploaded'; id: string } | { kind: 'refused'; message: string } | { kind: 'unreachable' }

/** Said when the upload route refused a photo without a message of its own. */
const PHOTO_REFUSED = 'Фотография не принята'

/**
 * A multipart body that is the same bytes every time for the same key: the CMS recognises a repeat
 * by the body's hash, and the boundary a browser draws for FormData would differ on each attempt.
 */
function sameEveryTime(file: Blob, name: string, boundary: string): Blob {
  const filename = name.replace(/["\r\n\\]/g, '_')
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`
  return new Blob([head, file, `\r\n--${boundary}--\r\n`])
}

async function uploadPhoto(fetchFn: typeof fetch, file: Blob, name: string, key: string): Promise<Upload> {
  const boundary = `anapa-${key.replace(/[^\w-]/g, '-')}`
  let response: Response
  try {
    response = await fetchFn(APPEAL_PHOTO_UPLOAD_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: sameEveryTime(file, name, boundary),
    })
  } catch {
    return { kind: 'unreachable' }
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { id?: unknown; message?: unknown; fields?: { file?: unknown } }
  } | null
  const data = body?.data
  if (response.ok && data?.id !== undefined) return { kind: 'uploaded', id: String(data.id) }
  // The server failing, a session to renew, a repeat still in progress: later.
  if (response.status >= 500 || response.status === 401 || response.status === 409 || response.status === 429) {
    return { kind: 'unreachable' }
  }
  const message = typeof data?.fields?.file === 'string' ? data.fields.file : data?.message
  return { kind: 'refused', message: typeof message === 'string' && message ? message : PHOTO_REFUSED }
}

/** One queued appeal: its photos not yet uploaded, then the appeal. What is done is kept as it goes. */
async function sendAppeal(fetchFn: typeof fetch, queued: QueuedAppeal): Promise<Step> {
  const photos: QueuedPhoto[] = [...queued.photos]
  for (const [index, photo] of photos.entries()) {
    if ('id' in photo) continue
    const upload = await uploadPhoto(fetchFn, photo.file, photo.name, `${queued.id}:photo:${index}`)
    if (upload.kind === 'unreachable') return 'unreachable'
    if (upload.kind === 'refused') {
      await updateQueued({ ...queued, photos, refusal: `${photo.name}: ${upload.message}` })
      return 'refused'
    }
    photos[index] = { id: upload.id, name: photo.name }
    await updateQueued({ ...queued, photos })
  }
  const photoIds = photos.flatMap((photo) => ('id' in photo ? [photo.id] : []))
  const created = await callGateway(fetchFn, 'CreateQueuedAppeal', CREATE_QUEUED_APPEAL, {
    input: { ...queued.input, photo_ids: photoIds },
  })
  if (created.kind === 'unreachable') return 'unreachable'
  if (created.kind === 'refused') {
    await updateQueued({ ...queued, photos, refusal: created.message })
    return 'refused'
  }
  await dropQueued(queued.id)
  return 'sent'
}

/**
 * One favourite change. Adding one already there answers it (the contract); removing one already
 * gone (on another device) is what the resident asked for.
 */
async function sendFavorite(fetchFn: typeof fetch, queued: QueuedFavorite): Promise<Step> {
  const add = queued.action === 'add'
  const outcome = await callGateway(
    fetchFn,
    add ? 'AddQueuedFavorite' : 'RemoveQueuedFavorite',
    add ? ADD_QUEUED_FAVORITE : REMOVE_QUEUED_FAVORITE,
    { entity: queued.entity, slug: queued.slug },
  )
  if (outcome.kind === 'unreachable') return 'unreachable'
  if (outcome.kind === 'refused' && !(outcome.code === 'NOT_FOUND' && !add)) {
    await updateQueued({ ...queued, refusal: outcome.message })
    return 'refused'
  }
  await dropQueued(queued.id)
  return 'sent'
}

const send = (fetchFn: typeof fetch, queued: QueuedItem) =>
  queued.kind === 'appeal' ? sendAppeal(fetchFn, queued) : sendFavorite(fetchFn, queued)

/** What a flush did: how many items went, and whether any still waits for the network. */
export type FlushResult = { sent: number; waiting: boolean }

async function sendAll(fetchFn: typeof fetch): Promise<FlushResult> {
  const who = await callGateway<{ me: { id: string } | null }>(fetchFn, 'OutboxOwner', OUTBOX_OWNER_QUERY, {})
  if (who.kind !== 'answer') return { sent: 0, waiting: true }
  // Only in the session of the resident who queued it: with nobody signed in it waits for them.
  if (!who.data.me) return { sent: 0, waiting: false }
  let sent = 0
  for (const queued of await queuedFor(who.data.me.id)) {
    if (queued.refusal !== null) continue
    const step = await send(fetchFn, queued)
    if (step === 'unreachable') return { sent, waiting: true }
    if (step === 'sent') sent += 1
  }
  return { sent, waiting: false }
}

/**
 * Sends every item the signed-in resident queued, oldest first, stopping at the first that cannot
 * go now. `locks` is the device's Web Locks where there are any: a second sender (another tab, the
 * worker) waits for the first and then finds the items it sent gone.
 */
export async function flushOutbox({
  fetch: fetchFn,
  locks,
}: {
  fetch: typeof fetch
  locks?: LockManager
}): Promise<FlushResult> {
  if (!locks) return sendAll(fetchFn)
  return locks.request(OUTBOX_SYNC_TAG, () => sendAll(fetchFn))
}
