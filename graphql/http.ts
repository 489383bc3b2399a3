import type { ApolloServer, BaseContext } from '@apollo/server'
import { startServerAndCreateNextHandler } from '@as-integrations/next'
import type { NextApiRequest, NextApiResponse } from 'next'

import { BODY_TOO_LARGE_MESSAGE, INVALID_JSON_MESSAGE } from './errorMessages'

/**
 * The largest request body the gateway reads. Our biggest operation is a few KB (limits.test.ts
 * checks every one against this); Next's default of 1 MB only buys parsing work for attackers.
 */
export const GRAPHQL_BODY_LIMIT_BYTES = 64 * 1024

class BodyTooLarge extends Error {}

function sendError(res: NextApiResponse, status: number, message: string) {
  res.statusCode = status
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }))
}

async function readBody(req: NextApiRequest, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += buffer.length
    // Chunked bodies carry no length up front; stop reading as soon as the limit is passed.
    if (size > limit) throw new BodyTooLarge()
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const mediaType = (req: NextApiRequest) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()

/**
 * The Next API route of the gateway. Next's own body parser answers a broken or
 * oversized body with English plain text ("Invalid JSON", "Body exceeded 1mb limit") before
 * Apollo sees it; so the route turns Next's parser off (`config.api.bodyParser: false`) and here both become `{ errors: [{ message, extensions: { code } }] }` in Russian,
 * 400 and 413. Everything else is Apollo's, through the official Next integration.
 */
export function createGraphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: NextApiRequest, res: NextApiResponse) => Promise<TContext>,
  { limit = GRAPHQL_BODY_LIMIT_BYTES }: { limit?: number } = {},
) {
  const apollo = startServerAndCreateNextHandler(server, { context })
  return async function graphqlHandler(req: NextApiRequest, res: NextApiResponse) {
    if (req.method === 'POST') {
      let raw: string
      try {
        raw = await readBody(req, limit)
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          // The rest of the body is not worth reading; the connection closes after the answer.
          res.setHeader('connection', 'close')
          return sendError(res, 413, BODY_TOO_LARGE_MESSAGE)
        }
        throw error
      }
      if (mediaType(req) === 'application/json') {
        try {
          req.body = raw === '' ? {} : JSON.parse(raw)
        } catch {
          return sendError(res, 400, INVALID_JSON_MESSAGE)
        }
      } else {
        // Apollo refuses other content types itself (csrfPrevention), in words formatError translates.
        req.body = raw
      }
    }
    await apollo(req, res)
  }
}
