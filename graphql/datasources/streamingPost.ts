import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** The CMS answers an upload with a small JSON document; anything longer is not one. */
const MAX_ANSWER_BYTES = 1024 * 1024

export type StreamedAnswer = { status: number; body: string }

/** Thrown when the whole exchange outlasts its time (named as AbortSignal.timeout names it). */
class TimeoutError extends Error {
  override name = 'TimeoutError'
}

function readAnswer(response: IncomingMessage): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let length = 0
    response.on('data', (chunk: Buffer) => {
      length += chunk.length
      if (length > MAX_ANSWER_BYTES) response.destroy(new Error('The upstream answer is too long'))
      else chunks.push(chunk)
    })
    response.on('end', () =>
      resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
    )
    response.on('error', reject)
    response.on('close', () => {
      if (!response.complete) reject(new Error('The upstream answer was cut short'))
    })
  })
}

/**
 * POSTs a body that is still arriving (an upload passing through the site) with Node's own HTTP
 * client, reading the source only as fast as the upstream takes it. Node's fetch would do the same
 * job, but it keeps every chunk it has sent until the response comes (a 10 MB scan grew the
 * site by 10 MB), while here a chunk is garbage as soon as the socket has written it.
 *
 * Resolves with the upstream's status and body, also when it answers before taking everything
 * (a refusal); the rest of the source is then left unread. Rejects when the source fails, the
 * connection does, or `timeoutMs` passes (a TimeoutError).
 */
export function streamingPost(
  url: string,
  { headers, body, timeoutMs }: { headers: Record<string, string>; body: AsyncIterable<Uint8Array>; timeoutMs: number },
): Promise<StreamedAnswer> {
  const target = new URL(url)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = send(target, { method: 'POST', headers })
    const source = Readable.from(body, { objectMode: false })
    let settled = false
    let answered = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    const timer = setTimeout(() => {
      const error = new TimeoutError(`No answer within ${timeoutMs} ms`)
      outgoing.destroy(error)
      finish(() => reject(error))
    }, timeoutMs)

    // Also after the pipeline has let go of it: destroying a request before its answer emits a hang-up.
    // After the answer, a failed send is the upstream refusing early; the answer decides.
    outgoing.on('error', (error) => {
      if (!answered) finish(() => reject(error))
    })
    outgoing.on('response', (response) => {
      answered = true
      readAnswer(response).then(
        (answer) => {
          // An early answer leaves the source unread: stop sending, the connection is not reused.
          if (!source.readableEnded) {
            source.destroy()
            outgoing.destroy()
          }
          finish(() => resolve(answer))
        },
        (error: unknown) => finish(() => reject(error)),
      )
    })
    pipeline(source, outgoing).catch((error: unknown) => {
      // Once the upstream answers, a send cut short is expected (it refused early); before, the upload failed.
      if (!answered) {
        outgoing.destroy()
        finish(() => reject(error))
      }
    })
  })
}
