import type { NextApiRequest, NextApiResponse } from 'next'

import { serverEnv } from '@/lib/server/env'

/**
 * `/{key}.txt` (a rewrite, lib/routing/indexNow.ts): IndexNow's key file, the key as plain text,
 * when the name is INDEXNOW_KEY; any other name, or no key configured, is a 404 like any missing page.
 */
export default function indexNowKey(req: NextApiRequest, res: NextApiResponse) {
  const key = serverEnv.indexNowKey
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD')
    return res.status(405).end()
  }
  if (!key || req.query.key !== key) {
    res.setHeader('Cache-Control', 'no-store')
    return res.status(404).setHeader('Content-Type', 'text/plain; charset=utf-8').send('Not found')
  }
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'public, max-age=3600')
  return res.status(200).send(key)
}
