import type { NextApiRequest, NextApiResponse } from 'next'

import { metricsAccess } from '@anapa/shared/metrics/access'
import { serverEnv } from '@/lib/server/env'
import { siteMetrics } from './metrics'

/**
 * `/metrics` (a rewrite of `/api/metrics`): this process's metrics in Prometheus's text format, for
 * a scraper with `Authorization: Bearer <METRICS_TOKEN>`; 401 without it, and 404 while no token is
 * configured, so a deploy that never set one shows nothing (docs/decisions/0060-metrics-and-request-ids.md).
 * Each instance answers for itself: Prometheus scrapes every instance directly, as the orchestrator
 * probes /readyz.
 */
export async function metricsRoute(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store')
  const access = metricsAccess(req.headers.authorization, serverEnv.metricsToken)
  if (access === 'disabled') return void res.status(404).end()
  if (access === 'refused') {
    res.setHeader('WWW-Authenticate', 'Bearer')
    return void res.status(401).end()
  }
  const { registry } = siteMetrics()
  res.setHeader('Content-Type', registry.contentType)
  res.status(200).send(await registry.metrics())
}
