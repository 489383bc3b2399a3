import { READ_TOKEN_SECONDS } from '@anapa/shared/preview/token'
import type { NextApiRequest, NextApiResponse } from 'next'

import { serverEnv } from '@/lib/server/env'
import { enterPreview } from '@/lib/server/preview/enter'
import { partitionPreviewCookies } from '@/lib/server/preview/partitioned'

/**
 * GET /api/preview?token=…: the admin's Preview button and live preview open this.
 * A valid link from the CMS puts the browser into Next's preview (draft) mode for an hour and
 * redirects to the document's page, which then renders its latest draft for this browser only:
 * never cached (Next answers `private, no-store` and writes no ISR entry), marked noindex, with the
 * draft bar. Anything else is refused without touching cookies.
 */
export default function preview(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET')
    return res.status(405).json({ message: 'Метод не поддерживается' })
  }
  const entry = enterPreview(serverEnv.previewSecret, req.query.token)
  if (!entry.ok) return res.status(entry.status).json({ message: entry.message })
  res.setPreviewData(entry.previewData, { maxAge: READ_TOKEN_SECONDS })
  partitionPreviewCookies(res)
  res.redirect(307, entry.path)
}
