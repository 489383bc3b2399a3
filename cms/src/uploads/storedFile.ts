import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { createLocalReq, type Payload, type TypeWithID, type UploadCollectionSlug, type UploadConfig } from 'payload'

/** An upload's bytes as they are read, and their count when the store says it. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number | null }

/** The document of an upload whose file is read: its stored name, and the storage plugin's folder fields. */
export type StoredUpload = TypeWithID & { filename: string }

/**
 * Reads an upload's file from wherever its collection keeps it (docs/decisions/0038-media-on-s3.md),
 * or null when there is no such file. Call it only after the reader's access is checked: it reads
 * for anyone.
 *
 * A collection in a bucket has a storage handler (the storage plugin's, listed in its `upload.handlers`):
 * it is asked exactly as Payload's own file route asks it once that route has checked access,
 * with the document, so the object's key comes from the stored row and never from the request.
 * The handler fetches the object with the CMS's own signed request; no URL of the object is made.
 * Otherwise the file is on disk in the collection's folder, found by its stored name alone.
 */
export async function readStoredFile(
  payload: Payload,
  slug: UploadCollectionSlug,
  doc: StoredUpload,
  signal?: AbortSignal,
): Promise<StoredFile | null> {
  const upload = payload.collections[slug].config.upload
  if (upload.handlers?.length) return readThroughHandlers(payload, slug, doc, upload.handlers, signal)
  return readFromDisk(upload.staticDir ?? slug, doc.filename)
}

type Handlers = NonNullable<UploadConfig['handlers']>

async function readThroughHandlers(
  payload: Payload,
  slug: UploadCollectionSlug,
  doc: StoredUpload,
  handlers: Handlers,
  signal?: AbortSignal,
): Promise<StoredFile | null> {
  // A request of our own, without the caller's headers: no Range or If-None-Match reaches the store,
  // so the answer is the whole file. The signal stops the read when the caller goes away.
  const req = await createLocalReq({ req: signal ? { signal } : {} }, payload)
  for (const handler of handlers) {
    const answer = await handler(req, {
      doc,
      headers: new Headers(),
      params: { collection: slug, filename: doc.filename },
    })
    if (!(answer instanceof Response)) continue
    if (answer.status === 404) {
      await answer.body?.cancel()
      return null
    }
    if (answer.status !== 200 || !answer.body) {
      await answer.body?.cancel()
      throw new Error(`The file store answered ${answer.status} for ${slug} ${String(doc.id)}`)
    }
    const length = answer.headers.get('content-length')
    return { body: answer.body, size: length && /^\d+$/.test(length) ? Number(length) : null }
  }
  return null
}

/** The path is built from the stored name only after dropping any directory part. */
export async function readFromDisk(dir: string, filename: string): Promise<StoredFile | null> {
  const file = path.join(path.resolve(dir), path.basename(filename))
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size }
}
