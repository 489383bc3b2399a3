import type { NextApiRequest } from 'next'

import handler from '@/pages/api/indexnow-key/[key]'
import { recordingResponse } from '@/lib/test/recordingResponse'
import { indexNowKeyRewrites } from './indexNow'

const KEY = 'a1b2c3d4e5f6a7b8'

function exchange(method: string, key: string) {
  const { res, sent } = recordingResponse()
  handler({ method, query: { key } } as unknown as NextApiRequest, res)
  return sent
}

describe('the IndexNow key file', () => {
  const saved = process.env.INDEXNOW_KEY
  afterEach(() => {
    process.env.INDEXNOW_KEY = saved
  })

  it('answers the configured key as plain text', () => {
    process.env.INDEXNOW_KEY = KEY
    expect(exchange('GET', KEY)).toEqual({
      status: 200,
      body: KEY,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    })
  })

  it.each([
    ['another name', KEY, 'b1b2c3d4e5f6a7b8'],
    ['no key configured', undefined, KEY],
  ])('is a 404 for %s', (_, configured, asked) => {
    if (configured === undefined) delete process.env.INDEXNOW_KEY
    else process.env.INDEXNOW_KEY = configured
    expect(exchange('GET', asked!)).toMatchObject({ status: 404, body: 'Not found' })
  })

  it('refuses writes', () => {
    process.env.INDEXNOW_KEY = KEY
    expect(exchange('POST', KEY)).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } })
  })

  it('is reached through a rewrite of key-shaped names only', () => {
    const { source } = indexNowKeyRewrites()[0]!
    const pattern = new RegExp(`^${source.replace(':key', '').replace('.txt', '\\.txt')}$`)
    expect(pattern.test(`/${KEY}.txt`)).toBe(true)
    expect(pattern.test('/robots.txt')).toBe(false)
    expect(pattern.test('/a/b1b2c3d4e5f6a7b8.txt')).toBe(false)
  })
})
