import type { NextApiRequest, NextApiResponse } from 'next'

import { serverEnv } from '../../lib/env'
import { parsePaths, revalidatePaths, secretMatches } from '../../lib/revalidation/revalidatePaths'

/** On-demand ISR for the CMS hooks (ARCHITECTURE §3): POST {paths} with x-revalidate-secret. */
export default async function revalidate(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST')
    return res.status(405).json({ message: 'Метод не поддерживается' })
  }
  if (!secretMatches(req.headers['x-revalidate-secret'], serverEnv.revalidateSecret)) {
    return res.status(401).json({ message: 'Неверный ключ ревалидации' })
  }
  const paths = parsePaths(req.body)
  if (!paths) return res.status(400).json({ message: 'Ожидается {"paths": ["/путь", …]}' })
  const results = await revalidatePaths(paths, (isrPath) => res.revalidate(isrPath))
  return res.status(200).json({ results })
}
