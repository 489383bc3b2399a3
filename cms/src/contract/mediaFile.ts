import { stat } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/env'
import { fail } from './http'

const PREFIX = '/api/media/file/'
export const FILE_NOT_FOUND = 'Файл не найден'

/** Longest file name most file systems keep (255 bytes); anything longer cannot be on disk. */
const MAX_NAME_BYTES = 255

/**
 * The media file's name from a raw path, or null when it cannot name a file in the media folder:
 * a bad %-escape, a slash or backslash, `.`/`..`, a control character, an over-long name.
 */
export function mediaFileName(rawName: string): string | null {
  let name: string
  try {
    name = decodeURIComponent(rawName)
  } catch {
    return null
  }
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name)) return null
  if (/[\u0000-\u001f\u007f]/.test(name)) return null
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) return null
  return name
}

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

/**
 * GET /api/media/file/<name>: a missing or malformed name is a 404 in the
 * contract's envelope. Payload answers a file missing on disk with a 500, a `..` with a 403, and a
 * NUL or a name too long for the file system with an unhandled 500. Media are public pictures,
 * so saying a name does not exist gives nothing away. Everything else goes on to Payload.
 *
 * With the media in a bucket (docs/decisions/0038-media-on-s3.md) there is no disk to look at: the
 * storage plugin looks the object up itself, and its bare 404 gets the same envelope.
 */
export function guardMediaFile<C>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    const pathname = new URL(request.url).pathname
    if (!pathname.startsWith(PREFIX)) return handler(request, context)
    const name = mediaFileName(pathname.slice(PREFIX.length))
    if (name === null) return fail(404, FILE_NOT_FOUND)
    if (!env.s3) {
      if (!(await isFile(path.resolve(env.mediaDir, name)))) return fail(404, FILE_NOT_FOUND)
      return handler(request, context)
    }
    const answer = await handler(request, context)
    if (answer.status !== 404) return answer
    await answer.body?.cancel()
    return fail(404, FILE_NOT_FOUND)
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}
