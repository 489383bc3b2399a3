import type { NextApiRequest, NextApiResponse } from 'next'

/**
 * /healthz (a rewrite in next.config.ts): the process is alive and answers. It touches no dependency,
 * so a CMS or Redis outage never gets a live instance restarted (docs/operations.md#health-endpoints).
 */
export default function healthz(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({ status: 'ok' })
}
