import type { NextApiRequest, NextApiResponse } from 'next'

import { metricsRoute } from '@/lib/server/observability/metricsRoute'

export type ScrapedMetrics = { status?: number; body?: string; headers: Record<string, string> }

/**
 * The site's `/metrics` route (lib/server/observability/metricsRoute.ts) as a scraper gets it from
 * this process, with `authorization` as its header when given: the status, the text and the headers.
 */
export async function scrapeMetrics(authorization?: string): Promise<ScrapedMetrics> {
  const sent: ScrapedMetrics = { headers: {} }
  const res = {
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value
      return res
    },
    status(code: number) {
      sent.status = code
      return res
    },
    send(body: string) {
      sent.body = body
    },
    end() {},
    // Only the calls the route makes are answered; the cast stands for the rest of Node's response.
  } as unknown as NextApiResponse
  await metricsRoute({ headers: authorization ? { authorization } : {} } as NextApiRequest, res)
  return sent
}
