import type { NextApiRequest, NextApiResponse } from 'next'

import { CityApi } from '@/graphql/datasources/CityApi'
import { isNotFound } from '@/graphql/datasources/errors'
import { serverEnv } from '@/lib/server/env'

import { toBannerAlerts } from '@/lib/alerts/banner'
import { atomFeed } from './atom'
import { capXml } from './capXml'

/**
 * `/cap/alerts.atom` and `/cap/{identifier}.xml` (next.config.ts rewrites them to /api/cap/{name}):
 * the official alerts as an Atom feed and as CAP 1.2 documents, and `/cap/alerts.json` for the
 * site-wide banner
 * (docs/architecture.md#10-open-standards-and-operations), read from the contract on every request.
 * Caches may keep an answer for 10 s: an alert's banner has a 10 s budget (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests),
 * and the feed should be no slower.
 */

export const FEED_NAME = 'alerts.atom'
/** The site-wide banner's compact JSON (lib/alerts/banner.ts), cached as the feed is. */
export const BANNER_NAME = 'alerts.json'
export const CAP_CACHE_CONTROL = 'public, max-age=10'

export const ALERT_NOT_FOUND_TEXT = 'Оповещение не найдено'
export const CMS_DOWN_TEXT = 'Сервис оповещений временно недоступен. Попробуйте позже'
export const METHOD_TEXT = 'Метод не поддерживается'

/** What the route needs besides the request, so tests can give it a CMS of their own. */
export type CapDeps = { api: Pick<CityApi, 'alerts' | 'alert'>; siteUrl: string; now: () => Date }

const defaultDeps = (): CapDeps => ({
  api: new CityApi({ baseUrl: serverEnv.apiBaseUrl }),
  siteUrl: serverEnv.siteUrl,
  now: () => new Date(),
})

function answer(res: NextApiResponse, status: number, type: string, body: string, cache: string) {
  res.setHeader('Content-Type', type)
  res.setHeader('Cache-Control', cache)
  res.status(status).send(body)
}

const text = (res: NextApiResponse, status: number, message: string) =>
  answer(res, status, 'text/plain; charset=utf-8', `${message}\n`, 'no-store')

/**
 * The CMS gave no usable answer: 503 when it could not be reached in time (it is down or
 * restarting, so a retry helps), 502 when it answered with an error of its own.
 */
function upstreamFailure(res: NextApiResponse, error: unknown) {
  const extensions = (error as { extensions?: { status?: unknown } } | null)?.extensions
  const answered = typeof extensions?.status === 'number' && extensions.status >= 500
  if (!answered) res.setHeader('Retry-After', '10')
  text(res, answered ? 502 : 503, CMS_DOWN_TEXT)
}

/** `{identifier}.xml` → the identifier; anything else names no document. */
function identifierOf(name: string): string | null {
  if (!name.endsWith('.xml')) return null
  const identifier = name.slice(0, -'.xml'.length)
  return identifier === '' ? null : identifier
}

export function capHandler(deps: () => CapDeps = defaultDeps) {
  return async function cap(req: NextApiRequest, res: NextApiResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD')
      return text(res, 405, METHOD_TEXT)
    }
    const name = typeof req.query.name === 'string' ? req.query.name : ''
    const identifier = name === FEED_NAME || name === BANNER_NAME ? null : identifierOf(name)
    if (name !== FEED_NAME && name !== BANNER_NAME && identifier === null) return text(res, 404, ALERT_NOT_FOUND_TEXT)
    const { api, siteUrl, now } = deps()
    try {
      if (name === BANNER_NAME) {
        const body = JSON.stringify({ alerts: toBannerAlerts(await api.alerts()) })
        return answer(res, 200, 'application/json; charset=utf-8', body, CAP_CACHE_CONTROL)
      }
      if (identifier === null) {
        const alerts = await api.alerts()
        const feed = atomFeed(alerts, { siteUrl, now: now() })
        return answer(res, 200, 'application/atom+xml; charset=utf-8', feed, CAP_CACHE_CONTROL)
      }
      const alert = await api.alert(identifier)
      return answer(
        res,
        200,
        'application/cap+xml; charset=utf-8',
        capXml(alert, { web: `${siteUrl}/` }),
        CAP_CACHE_CONTROL,
      )
    } catch (error) {
      if (isNotFound(error)) return text(res, 404, ALERT_NOT_FOUND_TEXT)
      return upstreamFailure(res, error)
    }
  }
}
