import type { NextApiRequest, NextApiResponse } from 'next'

import { proxyScanUpload } from '@/lib/uploads/scanProxy'

// The body is streamed to the CMS as it arrives (ARCHITECTURE §4): Next must not read it first.
export const config = { api: { bodyParser: false, responseLimit: false } }

export default function uploadScan(req: NextApiRequest, res: NextApiResponse) {
  return proxyScanUpload(req, res, req.query.kind)
}
