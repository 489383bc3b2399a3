// @ts-check
/**
 * Security headers of the site and the CMS (docs/architecture.md#4-session-and-security-rules "Headers"), built in one
 * place so the site's next.config.ts, the CMS's next.config.mjs, the CMS admin's proxy and the tests agree.
 * Plain JavaScript because the CMS's next.config.mjs loads it as it is (no TypeScript step there);
 * docs/deploy/nginx.conf repeats the values.
 *
 * Why the policies look as they do:
 * - Scripts: 'self', plus the hash of the one inline script of ./inlineScripts.js (the cookie banner's
 *   acceptance, read before first paint). Otherwise the Pages Router's production HTML has no
 *   executable inline script: `__NEXT_DATA__` (application/json) and JSON-LD (application/ld+json)
 *   are data blocks CSP does not govern. ISR pages are rendered once for everyone, so they could not
 *   carry a per-request nonce.
 *   `next dev` evaluates modules with eval(), so 'unsafe-eval' is added in development only.
 * - Styles need 'unsafe-inline': the Pages Router's client puts each page's CSS into <style> elements
 *   as it navigates (and `next dev` injects every CSS module so), React `style={…}` props and Leaflet
 *   position every tile and marker with style attributes, which nonces and hashes cannot cover. Styles
 *   run no code; scripts stay 'self'.
 * - Camera streams (HLS) live on hosts the editors name in the CMS, which change without a deploy, so
 *   connect-src and media-src allow any https origin by default (CAMERA_STREAM_SOURCES narrows it).
 *   That lets nothing run: scripts still come from 'self' only. hls.js plays through MediaSource
 *   (blob: media) and may start a worker from a blob: URL.
 */

const { CONSENT_SCRIPT_SOURCE, SCRIPTS_AFTER_PAINT_SOURCE } = require('./inlineScripts')

const SELF = "'self'"
const NONE = "'none'"

/** Two years, the usual HSTS preload-list minimum; subdomains are ours too. Not `preload`: that is a deploy decision. */
const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Powerful features nobody here uses are switched off; only features every Chromium recognises are
 * named, because an unknown feature name logs a console error on every page.
 */
const PERMISSIONS_OFF = ['accelerometer', 'camera', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']

/** @param {Record<string, string[]>} directives */
function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/**
 * The CSP source of a Leaflet tile template: `https://tile.openstreetmap.org/{z}/{x}/{y}.png` gives
 * `https://tile.openstreetmap.org`, and a subdomain placeholder (`https://{s}.tiles.example/…`) a wildcard. A site-relative template needs nothing beyond 'self'.
 * @param {string} template
 * @returns {string | null}
 */
function tileSource(template) {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template)
  const scheme = match?.[1]
  const host = match?.[2]
  if (!scheme || !host) return null
  // Leaflet's placeholders ({s}, {r}…) stand for subdomains; a CSP host allows one leading `*.` wildcard.
  const wildcarded = host.replace(/^\{[a-z]+\}\./i, '*.')
  if (/[{}]/.test(wildcarded)) throw new Error(`The map tile URL ${template} has a placeholder CSP cannot express.`)
  return `${scheme.toLowerCase()}://${wildcarded.toLowerCase()}`
}

/** Where Яндекс Метрика's counter script lives; NEXT_PUBLIC_ANALYTICS_SCRIPT_URL may name a stand-in. */
const METRIKA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js'

/**
 * The hosts the analytics counter needs, per directive; none without a counter id, so a site without
 * analytics keeps `script-src 'self'`. Метрика's own hosts are those Yandex documents for
 * a CSP without Webvisor (which we do not switch on): the tag and its hits on mc.yandex.ru, the tag's
 * modules on yastatic.net. A configured script URL (a test's local stand-in) is its own origin only.
 * @param {{ id?: string, scriptUrl?: string }} options
 * @returns {{ script: string[], connect: string[], img: string[] }}
 */
function analyticsSources({ id, scriptUrl }) {
  if (!id) return { script: [], connect: [], img: [] }
  if (!scriptUrl || scriptUrl === METRIKA_SCRIPT_URL) {
    return {
      script: ['https://mc.yandex.ru', 'https://yastatic.net'],
      connect: ['https://mc.yandex.ru'],
      img: ['https://mc.yandex.ru'],
    }
  }
  const origin = new URL(scriptUrl).origin
  return { script: [origin], connect: [origin], img: [origin] }
}

/** @param {string | undefined} list space- or comma-separated CSP sources */
const sourcesOf = (list) => (list ?? '').split(/[\s,]+/).filter(Boolean)

/**
 * @typedef {{ script: string[], connect: string[], img: string[] }} AnalyticsSources
 * @param {{ siteUrl: string, dev: boolean, tileUrl: string, streamSources?: string[], analytics?: AnalyticsSources, framedBy?: string }} options
 * @returns {string}
 */
function siteCsp({ siteUrl, dev, tileUrl, streamSources = ['https:'], analytics, framedBy }) {
  const tiles = tileSource(tileUrl)
  const counter = analytics ?? { script: [], connect: [], img: [] }
  // A host already allowed by a wider source (connect-src's `https:`) is not repeated.
  const connect = [...streamSources, ...counter.connect.filter((host) => !covers(streamSources, host))]
  return serialize({
    'default-src': [SELF],
    'script-src': [
      SELF,
      CONSENT_SCRIPT_SOURCE,
      SCRIPTS_AFTER_PAINT_SOURCE,
      ...counter.script,
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': [SELF, "'unsafe-inline'"],
    // Media come through the site's own /media path; data: and blob: are Leaflet's and the previews' of uploads.
    'img-src': [SELF, 'data:', 'blob:', ...(tiles ? [tiles] : []), ...counter.img],
    'font-src': [SELF, 'data:'],
    // Development's hot reload talks over a WebSocket to the same host.
    'connect-src': [SELF, ...connect, ...(dev ? ['ws:', 'wss:'] : [])],
    'media-src': [SELF, 'blob:', ...streamSources],
    'worker-src': [SELF, 'blob:'],
    'manifest-src': [SELF],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    // Only an editor's draft preview may be framed, by the CMS admin's live preview
    // (siteDraftHeaders); everything else never. Browsers ignore X-Frame-Options under frame-ancestors.
    'frame-ancestors': framedBy ? [new URL(framedBy).origin] : [NONE],
    ...(isHttps(siteUrl) ? { 'upgrade-insecure-requests': [] } : {}),
  })
}

/**
 * The CMS admin (Payload's App Router UI). Its inline scripts are the React Server Components payload
 * (`self.__next_f.push(…)`), which Next marks with the nonce it finds in the request's CSP; the admin
 * is rendered per request, so a nonce works there and 'unsafe-inline' is not needed for scripts.
 * Styles need 'unsafe-inline': react-select (Emotion) inserts <style> elements at run time and the
 * UI sets style attributes everywhere.
 * @param {{ nonce: string, dev: boolean, siteUrl?: string }} options
 */
function cmsAdminCsp({ nonce, dev, siteUrl }) {
  return serialize({
    'default-src': [SELF],
    'script-src': [SELF, `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:'],
    'font-src': [SELF, 'data:'],
    'connect-src': [SELF, ...(dev ? ['ws:', 'wss:'] : [])],
    'media-src': [SELF, 'blob:'],
    'worker-src': [SELF, 'blob:'],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
    // The live preview frames the site's draft pages, and nothing else. The admin itself
    // is never framed.
    ...(siteUrl ? { 'frame-src': [new URL(siteUrl).origin] } : {}),
    'frame-ancestors': [NONE],
  })
}

/**
 * The CMS's REST contract, media files and everything else that is not the admin: nothing there is
 * a document that loads anything, so the policy denies all (an uploaded SVG opened directly runs no script).
 */
const CMS_API_CSP = serialize({
  'default-src': [NONE],
  'base-uri': [NONE],
  'form-action': [NONE],
  'frame-ancestors': [NONE],
})

/**
 * @param {string[]} sources
 * @param {string} host an origin such as https://mc.yandex.ru
 */
function covers(sources, host) {
  const scheme = /^([a-z]+:)/i.exec(host)?.[1]?.toLowerCase()
  return sources.includes(host) || (scheme !== undefined && sources.includes(scheme))
}

/** @param {string} url */
function isHttps(url) {
  return /^https:\/\//i.test(url)
}

/**
 * @param {{ https: boolean, geolocation: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
function commonHeaders({ https, geolocation }) {
  const permissions = [
    ...PERMISSIONS_OFF.map((feature) => `${feature}=()`),
    `geolocation=${geolocation ? '(self)' : '()'}`,
  ]
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissions.sort().join(', ') },
    // For browsers without CSP frame-ancestors.
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(https ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ]
}

/**
 * The site's headers for every path. SITE_URL decides HSTS: the site is served over https exactly
 * when its public origin is https.
 * @param {{ siteUrl: string, dev: boolean, tileUrl: string, streamSources?: string[], analytics?: AnalyticsSources }} options
 */
function siteSecurityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: siteCsp(options) },
    ...commonHeaders({ https: isHttps(options.siteUrl), geolocation: true }),
  ]
}

/**
 * The site's CSP for an editor's draft preview: next.config.ts sends it instead of the
 * usual one when the request carries Next's preview cookie, so the CMS admin's live preview (and
 * only it) may frame the draft. Next answers such requests `private, no-store`; nothing is cached.
 * @param {{ siteUrl: string, dev: boolean, tileUrl: string, streamSources?: string[], analytics?: AnalyticsSources, cmsUrl: string }} options
 * @returns {{ key: string, value: string }[]}
 */
function siteDraftHeaders({ cmsUrl, ...options }) {
  return [{ key: 'Content-Security-Policy', value: siteCsp({ ...options, framedBy: cmsUrl }) }]
}

/** The cookie Next's preview (draft) mode sets; its presence picks siteDraftHeaders. */
const PREVIEW_COOKIE = '__prerender_bypass'

/**
 * The CMS's headers except the admin's CSP, which cms/src/proxy.ts adds with a per-request nonce.
 * The CMS's public base URL (API_BASE_URL, the origin its absolute media URLs use) decides HSTS.
 * @param {{ publicUrl: string }} options
 */
function cmsSecurityHeaders({ publicUrl }) {
  return commonHeaders({ https: isHttps(publicUrl), geolocation: false })
}

/** Paths of the CMS that get CMS_API_CSP: all but the admin. */
const CMS_NON_ADMIN_SOURCE = '/:path((?!admin(?:/|$)).*)'

module.exports = {
  siteCsp,
  siteSecurityHeaders,
  siteDraftHeaders,
  PREVIEW_COOKIE,
  cmsAdminCsp,
  cmsSecurityHeaders,
  CMS_API_CSP,
  CMS_NON_ADMIN_SOURCE,
  tileSource,
  sourcesOf,
  analyticsSources,
  METRIKA_SCRIPT_URL,
}
