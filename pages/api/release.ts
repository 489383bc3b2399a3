import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { NextApiRequest, NextApiResponse } from 'next'

/**
 * The running build's id, read once: the release check compares it with the page's
 * (docs/spec.md#4-states-and-transitions).
 */
const buildId = (() => {
  try {
    return readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
})()

export default function release(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  res.status(200).json({ buildId })
}
