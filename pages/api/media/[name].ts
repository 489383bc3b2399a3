import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { NextApiRequest, NextApiResponse } from 'next'

import { serverEnv } from '@/lib/server/env'
import { isMediaName } from '@/lib/media/mediaPath'

/**
 * `/media/<name>` (rewritten here by next.config.ts): the CMS's public pictures, streamed through the
 * site's own origin so pages never name the CMS's internal address. Only the
 * picture types the CMS's media collection accepts are passed on; anything else, a malformed name or
 * a CMS error is a 404, never a 500.
 */

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp'])
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'] as const
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const
const TIMEOUT_MS = 10_000

export const config = { api: { bodyParser: false, responseLimit: false } }

function notFound(res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.status(404).json({ message: 'Файл не найден' })
}

export default async function media(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ message: 'Метод не поддерживается' })
    return
  }
  const name = typeof req.query.name === 'string' ? req.query.name : ''
  if (!isMediaName(name)) return notFound(res)

  const headers = new Headers()
  for (const header of CONDITIONAL_HEADERS) {
    const value = req.headers[header]
    if (typeof value === 'string') headers.set(header, value)
  }
  let upstream: Response
  try {
    upstream = await fetch(`${serverEnv.apiBaseUrl}/api/media/file/${encodeURIComponent(name)}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    res.setHeader('Cache-Control', 'no-store')
    res.status(502).json({ message: 'Сервис временно недоступен' })
    return
  }

  const type = (upstream.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const fresh = upstream.status === 304
  if (!fresh && (upstream.status !== 200 || !PICTURE_TYPES.has(type) || !upstream.body)) {
    await upstream.body?.cancel()
    return notFound(res)
  }
  for (const header of PASSED_HEADERS) {
    const value = upstream.headers.get(header)
    if (value) res.setHeader(header, value)
  }
  // A replaced picture gets a new file name in Payload, so a day's caching is safe; ETags revalidate.
  res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800')
  if (fresh || req.method === 'HEAD' || !upstream.body) {
    await upstream.body?.cancel()
    res.status(fresh ? 304 : 200).end()
    return
  }
  res.status(200)
  Readable.fromWeb(upstream.body as unknown as NodeReadableStream<Uint8Array>)
    .on('error', () => res.destroy())
    .pipe(res)
}
