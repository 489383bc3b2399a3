import type { NextApiRequest, NextApiResponse } from 'next'

import { proxyAppealPhoto } from '@/lib/server/uploads/photoProxy'

// Streamed as the CMS sends it: Next must not buffer the answer.
export const config = { api: { responseLimit: false } }

export default function appealPhoto(req: NextApiRequest, res: NextApiResponse) {
  return proxyAppealPhoto(req, res, req.query.id)
}
