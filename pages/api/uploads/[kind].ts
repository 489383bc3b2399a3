import type { NextApiRequest, NextApiResponse } from 'next'

import { proxyAppealPhotoUpload, proxyScanUpload } from '@/lib/server/uploads/scanProxy'

/** The kind of the appeal photos' uploads; every other kind is a permit scan's (or not found). */
export const APPEAL_PHOTO_UPLOAD = 'appeal-photo'

// The body is streamed to the CMS as it arrives (docs/architecture.md#4-session-and-security-rules): Next must not read
// it first.
export const config = { api: { bodyParser: false, responseLimit: false } }

export default function upload(req: NextApiRequest, res: NextApiResponse) {
  if (req.query.kind === APPEAL_PHOTO_UPLOAD) return proxyAppealPhotoUpload(req, res)
  return proxyScanUpload(req, res, req.query.kind)
}
