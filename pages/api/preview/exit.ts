import type { NextApiRequest, NextApiResponse } from 'next'

import { exitTarget } from '@/lib/server/preview/enter'
import { partitionPreviewCookies } from '@/lib/server/preview/partitioned'

/**
 * GET /api/preview/exit?path=…: the draft bar's way out. Clears Next's preview cookies
 * and returns to the page as visitors see it. A link, so it needs no secret: leaving draft mode
 * harms nobody.
 */
export default function exitPreview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).json({ message: 'Метод не поддерживается' })
  }
  res.clearPreviewData()
  partitionPreviewCookies(res)
  res.redirect(307, exitTarget(req.query.path))
}
