import type { NextApiRequest, NextApiResponse } from 'next'

import handler from '@/pages/api/revalidate'
import { serverEnv } from '@/lib/server/env'

/** A response that records what was sent and when each page was re-rendered, in order. */
function fakeExchange(body: unknown, secret: string | undefined) {
  const events: string[] = []
  const sent: { status?: number; body?: unknown } = {}
  const req = {
    method: 'POST',
    headers: secret === undefined ? {} : { 'x-revalidate-secret': secret },
    body,
  } as unknown as NextApiRequest
  const res = {
    setHeader: () => res,
    status(code: number) {
      sent.status = code
      return res
    },
    json(payload: unknown) {
      sent.body = payload
      events.push(`answer ${sent.status}`)
      return res
    },
    async revalidate(isrPath: string) {
      events.push(`render ${isrPath}`)
    },
  } as unknown as NextApiResponse
  return { req, res, events, sent }
}

describe('POST /api/revalidate', () => {
  it('answers 401 without the secret and renders nothing', async () => {
    const { req, res, events, sent } = fakeExchange({ paths: ['/'] }, 'wrong')
    await handler(req, res)
    expect(sent.status).toBe(401)
    expect(events).toEqual(['answer 401'])
  })

  it('answers 202 with the paths before it renders any page (the editor never waits)', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {})
    const { req, res, events, sent } = fakeExchange({ paths: ['/', '/plyazhi?page=2'] }, serverEnv.revalidateSecret)
    await handler(req, res)
    expect(sent).toEqual({ status: 202, body: { paths: ['/', '/plyazhi?page=2'] } })
    expect(events).toEqual(['answer 202', 'render /', 'render /plyazhi/spisok/vse/2'])
  })

  it('accepts a change from the CMS; a draft never published touches nothing', async () => {
    const change = { collection: 'tours', previous: null, current: { key: 'novyy', published: false } }
    const { req, res, events, sent } = fakeExchange(change, serverEnv.revalidateSecret)
    await handler(req, res)
    expect(sent).toEqual({ status: 202, body: { paths: [] } })
    expect(events).toEqual(['answer 202'])
  })

  it('refuses a body that is neither a change nor paths with 400', async () => {
    const { req, res, sent } = fakeExchange({ collection: 'tours', paths: 'x' }, serverEnv.revalidateSecret)
    await handler(req, res)
    expect(sent.status).toBe(400)
  })
})
