// @ts-check
import http from 'node:http'

/**
 * A local stand-in for Яндекс Метрика, so browser tests see the analytics tag work without
 * the internet: it serves a tag.js that speaks Метрика's `ym(id, method, …)` queue API and records
 * every page view the page sends. The e2e build points NEXT_PUBLIC_ANALYTICS_SCRIPT_URL here.
 *
 *   GET  /metrika/tag.js   the counter script
 *   POST /watch/<id>?page-url=…&page-ref=…   one page view (sent with navigator.sendBeacon)
 *   GET  /hits             what was recorded, oldest first;  DELETE /hits  forgets it
 */
export const ANALYTICS_STAND_IN_PORT = 3297
export const ANALYTICS_STAND_IN_ORIGIN = `http://127.0.0.1:${ANALYTICS_STAND_IN_PORT}`
export const ANALYTICS_STAND_IN_SCRIPT_URL = `${ANALYTICS_STAND_IN_ORIGIN}/metrika/tag.js`
/** Метрика counter ids are numbers. */
export const ANALYTICS_STAND_IN_COUNTER = '98765432'

// Like the real counter: `init` without `defer: true` counts the page at once, so a site that also
// sends its own first hit would be seen counting twice.
const TAG_JS = `(function () {
  var origin = new URL(document.currentScript.src).origin
  var queued = (window.ym && window.ym.a) || []
  function send(id, url, referrer) {
    var query = new URLSearchParams({ 'page-url': url, 'page-ref': referrer || '' })
    navigator.sendBeacon(origin + '/watch/' + id + '?' + query.toString())
  }
  function ym(id, method, a, b) {
    if (method === 'init' && !(a && a.defer)) send(id, location.href, document.referrer)
    if (method === 'hit') send(id, a, b && b.referer)
  }
  window.ym = ym
  for (var i = 0; i < queued.length; i++) ym.apply(null, queued[i])
})()
`

/** @typedef {{ counter: string | undefined, url: string | null, referrer: string | null }} Hit */

/**
 * @param {number} [port]
 * @returns {Promise<http.Server>}
 */
export function startAnalyticsStandIn(port = ANALYTICS_STAND_IN_PORT) {
  /** @type {Hit[]} */
  const hits = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', ANALYTICS_STAND_IN_ORIGIN)
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' }
    if (req.method === 'GET' && url.pathname === '/metrika/tag.js') {
      res.writeHead(200, { ...cors, 'content-type': 'text/javascript; charset=utf-8' })
      res.end(TAG_JS)
    } else if (req.method === 'POST' && /^\/watch\/\d+$/.test(url.pathname)) {
      hits.push({
        counter: url.pathname.split('/')[2],
        url: url.searchParams.get('page-url'),
        referrer: url.searchParams.get('page-ref') || null,
      })
      req.resume()
      res.writeHead(204, cors)
      res.end()
    } else if (url.pathname === '/hits' && (req.method === 'GET' || req.method === 'DELETE')) {
      if (req.method === 'DELETE') hits.length = 0
      res.writeHead(200, { ...cors, 'content-type': 'application/json' })
      res.end(JSON.stringify(hits))
    } else {
      res.writeHead(404, cors)
      res.end()
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
