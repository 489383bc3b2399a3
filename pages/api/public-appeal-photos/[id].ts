import type { NextApiRequest, NextApiResponse } from 'next'

import { proxyPublicAppealPhoto } from '@/lib/server/uploads/photoProxy'

// Streamed as the CMS sends it: Next must not buffer the answer.
export const config = { api: { responseLimit: false } }

export default function publicAppealPhoto(req: NextApiRequest, res: NextApiResponse) {
  return proxyPublicAppealPhoto(req, res, req.query.id)
}
