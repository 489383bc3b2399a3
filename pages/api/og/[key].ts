import type { NextApiRequest, NextApiResponse } from 'next'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { coverText } from '@/lib/seo/covers'
import { coverImage } from '@/lib/server/og/coverImage'

/**
 * How long a cover may be kept: its words change only with a release, so a day in browsers and a
 * week in shared caches (nginx's micro-cache, a messenger's preview cache).
 */
const COVER_CACHE = 'public, max-age=86400, s-maxage=604800'

/** `GET /api/og/{key}`: a section's generated cover (lib/seo/covers.ts), a PNG; an unknown key is a 404. */
export default async function cover(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ data: { message: 'Метод не поддерживается' } })
    return
  }
  const text = typeof req.query.key === 'string' ? coverText(req.query.key) : null
  if (!text) {
    res.status(404).json({ data: { message: 'Страница не найдена' } })
    return
  }
  const image = await coverImage(text)
  res.statusCode = 200
  res.setHeader('Content-Type', 'image/png')
  res.setHeader('Cache-Control', COVER_CACHE)
  if (req.method === 'HEAD' || !image.body) {
    res.end()
    return
  }
  Readable.fromWeb(image.body as WebReadableStream<Uint8Array>).pipe(res)
}
