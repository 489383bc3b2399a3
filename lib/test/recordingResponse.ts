import type { NextApiResponse } from 'next'

/** What an API route sent through a recordingResponse: its status, body and headers (names lowercased). */
export type SentAnswer<B = unknown> = { status?: number; body?: B; headers: Record<string, string> }

/**
 * A stand-in for Next's API response that records what a handler sends, for calling a route
 * in-process: `setHeader`, `status`, `send`, `json` and `end`, each chainable as Next's are.
 */
export function recordingResponse<B = unknown>(): { res: NextApiResponse; sent: SentAnswer<B> } {
  const sent: SentAnswer<B> = { headers: {} }
  const res = {
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value
      return res
    },
    status(code: number) {
      sent.status = code
      return res
    },
    send(body: B) {
      sent.body = body
      return res
    },
    json(body: B) {
      sent.body = body
      return res
    },
    end() {
      return res
    },
    // Only the calls above are answered; the cast stands for the rest of Node's response.
  } as unknown as NextApiResponse
  return { res, sent }
}
