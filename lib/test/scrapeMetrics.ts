import type { NextApiRequest } from 'next'

import { metricsRoute } from '@/lib/server/observability/metricsRoute'
import { recordingResponse, type SentAnswer } from './recordingResponse'

/**
 * The site's `/metrics` route (lib/server/observability/metricsRoute.ts) as a scraper gets it from
 * this process, with `authorization` as its header when given: the status, the text and the headers.
 */
export async function scrapeMetrics(authorization?: string): Promise<SentAnswer<string>> {
  const { res, sent } = recordingResponse<string>()
  await metricsRoute({ headers: authorization ? { authorization } : {} } as NextApiRequest, res)
  return sent
}
