import { readFileSync } from 'node:fs'
import path from 'node:path'

import nextConfig from '@/next.config'
import {
  CMS_API_CSP,
  CMS_NON_ADMIN_SOURCE,
  cmsAdminCsp,
  cmsSecurityHeaders,
  PREVIEW_COOKIE,
  siteCsp,
  siteDraftHeaders,
  siteSecurityHeaders,
  tileSource,
  analyticsSources,
} from '@anapa/shared/security/headers'
import { CONSENT_SCRIPT_SOURCE, SCRIPTS_AFTER_PAINT_SOURCE } from '@anapa/shared/security/inlineScripts'

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'

/** A policy as a map from directive to its sources, so tests read like the policy. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const header = (list: { key: string; value: string }[], key: string) => list.find((h) => h.key === key)?.value

describe('security headers of the site', () => {
  const production = directives(siteCsp({ siteUrl: 'https://anapa.example', dev: false, tileUrl: OSM }))

  it('runs scripts from the site itself only, plus the two hashed inline scripts; no eval in production', () => {
    expect(production['script-src']).toEqual(["'self'", CONSENT_SCRIPT_SOURCE, SCRIPTS_AFTER_PAINT_SOURCE])
    expect(production['default-src']).toEqual(["'self'"])
  })

  it('allows eval only to next dev', () => {
    const dev = directives(siteCsp({ siteUrl: 'http://localhost:3000', dev: true, tileUrl: OSM }))
    expect(dev['script-src']).toEqual(["'self'", CONSENT_SCRIPT_SOURCE, SCRIPTS_AFTER_PAINT_SOURCE, "'unsafe-eval'"])
  })

  it('locks down objects, base, forms and framing', () => {
    expect(production['object-src']).toEqual(["'none'"])
    expect(production['base-uri']).toEqual(["'self'"])
    expect(production['form-action']).toEqual(["'self'"])
    expect(production['frame-ancestors']).toEqual(["'none'"])
  })

  it('lets inline styles through (the Pages Router <style> on navigation, React and Leaflet attributes)', () => {
    expect(production['style-src']).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('allows images from the site, data:, blob: and the tile server only — never the CMS', () => {
    expect(production['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'])
  })

  it('lets camera streams play over https (hls.js fetches, MediaSource blobs)', () => {
    expect(production['connect-src']).toEqual(["'self'", 'https:'])
    expect(production['media-src']).toEqual(["'self'", 'blob:', 'https:'])
    const narrowed = directives(
      siteCsp({ siteUrl: 'https://a.example', dev: false, tileUrl: OSM, streamSources: ['https://cams.example'] }),
    )
    expect(narrowed['connect-src']).toEqual(["'self'", 'https://cams.example'])
  })

  it('sends nosniff, the referrer policy, geolocation for the site only, and no HSTS over http', () => {
    const headers = siteSecurityHeaders({ siteUrl: 'http://localhost:3000', dev: false, tileUrl: OSM })
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header(headers, 'Permissions-Policy')).toContain('geolocation=(self)')
    expect(header(headers, 'Permissions-Policy')).toContain('camera=()')
    expect(header(headers, 'X-Frame-Options')).toBe('DENY')
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined()
  })

  it('sends HSTS and upgrades requests when SITE_URL is https', () => {
    const headers = siteSecurityHeaders({ siteUrl: 'https://anapa.example', dev: false, tileUrl: OSM })
    expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(production).toHaveProperty('upgrade-insecure-requests')
  })

  it('is what next.config.ts sends on every path', async () => {
    const rules = await nextConfig.headers!()
    const all = rules.find((rule) => rule.source === '/:path*')
    expect(header(all?.headers ?? [], 'Content-Security-Policy')).toContain(
      `script-src 'self' ${CONSENT_SCRIPT_SOURCE} ${SCRIPTS_AFTER_PAINT_SOURCE};`,
    )
    expect(header(all?.headers ?? [], 'X-Content-Type-Options')).toBe('nosniff')
  })
})

describe('the analytics counter in the site CSP', () => {
  const withCounter = (scriptUrl?: string, streamSources?: string[]) =>
    directives(
      siteCsp({
        siteUrl: 'https://anapa.example',
        dev: false,
        tileUrl: OSM,
        streamSources,
        analytics: analyticsSources({ id: '98765432', scriptUrl }),
      }),
    )

  it('adds no host at all without a counter id', () => {
    expect(analyticsSources({ id: '' })).toEqual({ script: [], connect: [], img: [] })
    expect(analyticsSources({ id: undefined, scriptUrl: 'http://127.0.0.1:3297/metrika/tag.js' })).toEqual({
      script: [],
      connect: [],
      img: [],
    })
  })

  it('allows exactly Яндекс Метрика’s hosts when the id is set', () => {
    const csp = withCounter(undefined, ['https://cams.example'])
    expect(csp['script-src']).toEqual([
      "'self'",
      CONSENT_SCRIPT_SOURCE,
      SCRIPTS_AFTER_PAINT_SOURCE,
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ])
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://mc.yandex.ru',
    ])
    expect(csp['connect-src']).toEqual(["'self'", 'https://cams.example', 'https://mc.yandex.ru'])
    // No Webvisor, so no frames for it.
    expect(csp).not.toHaveProperty('frame-src')
  })

  it('does not repeat a host connect-src already allows through https:', () => {
    expect(withCounter()['connect-src']).toEqual(["'self'", 'https:'])
  })

  it('allows only the origin of a configured counter script (the e2e stand-in)', () => {
    const csp = withCounter('http://127.0.0.1:3297/metrika/tag.js')
    expect(csp['script-src']).toEqual([
      "'self'",
      CONSENT_SCRIPT_SOURCE,
      SCRIPTS_AFTER_PAINT_SOURCE,
      'http://127.0.0.1:3297',
    ])
    expect(csp['connect-src']).toEqual(["'self'", 'https:', 'http://127.0.0.1:3297'])
    expect(csp['img-src']).toContain('http://127.0.0.1:3297')
  })
})

describe('tileSource', () => {
  it.each([
    [OSM, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example/{z}/{x}/{y}.png', 'https://tiles.example'],
    ['http://127.0.0.1:8080/{z}/{x}/{y}.png', 'http://127.0.0.1:8080'],
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('%s → %s', (template, source) => expect(tileSource(template)).toBe(source))

  it('refuses a template CSP cannot express', () => {
    expect(() => tileSource('https://tiles.{s}.example/{z}/{x}/{y}.png')).toThrow(/placeholder/)
  })
})

describe('security headers of the CMS', () => {
  it('never allows geolocation and sends HSTS only when its public URL is https', () => {
    const local = cmsSecurityHeaders({ publicUrl: 'http://127.0.0.1:3001' })
    expect(header(local, 'Permissions-Policy')).toContain('geolocation=()')
    expect(header(local, 'Strict-Transport-Security')).toBeUndefined()
    expect(header(cmsSecurityHeaders({ publicUrl: 'https://cms.anapa.example' }), 'Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
    expect(header(local, 'X-Frame-Options')).toBe('DENY')
  })

  it('gives the admin a nonce for its inline scripts instead of unsafe-inline, and no framing', () => {
    const admin = directives(cmsAdminCsp({ nonce: 'abc123', dev: false }))
    expect(admin['script-src']).toEqual(["'self'", "'nonce-abc123'"])
    expect(admin['frame-ancestors']).toEqual(["'none'"])
    expect(admin['object-src']).toEqual(["'none'"])
  })

  it("lets the admin frame the site's origin for the live preview, and nothing else", () => {
    const admin = directives(cmsAdminCsp({ nonce: 'abc123', dev: false, siteUrl: 'https://anapa.example/' }))
    expect(admin['frame-src']).toEqual(['https://anapa.example'])
    expect(admin['frame-ancestors']).toEqual(["'none'"])
  })

  it('denies everything to the REST contract and media files', () => {
    expect(directives(CMS_API_CSP)['default-src']).toEqual(["'none'"])
    expect(directives(CMS_API_CSP)['frame-ancestors']).toEqual(["'none'"])
  })

  it('leaves only the admin out of the REST policy', () => {
    // Next's path-to-regexp: `/:path(<regex>)`; the regex part must match the path after the slash.
    const regex = new RegExp(`^${CMS_NON_ADMIN_SOURCE.replace('/:path(', '/(')}$`)
    for (const path of ['/v1/beaches', '/v2/search', '/api/media/file/a.jpg', '/', '/administrator'])
      expect(regex.test(path)).toBe(true)
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/collections/beaches'])
      expect(regex.test(path)).toBe(false)
  })
})

describe("an editor's draft preview may be framed by the CMS admin only", () => {
  const options = { siteUrl: 'https://anapa.example', dev: false, tileUrl: OSM }

  it('opens frame-ancestors to the CMS origin alone and changes nothing else', () => {
    const [csp, ...rest] = siteDraftHeaders({ ...options, cmsUrl: 'https://cms.anapa.example/admin' })
    expect(rest).toEqual([])
    expect(csp?.key).toBe('Content-Security-Policy')
    const draft = directives(csp!.value)
    const usual = directives(siteCsp(options))
    expect(draft['frame-ancestors']).toEqual(['https://cms.anapa.example'])
    expect({ ...draft, 'frame-ancestors': usual['frame-ancestors'] }).toEqual(usual)
  })

  it("sends it only to requests with Next's preview cookie; every other request keeps frame-ancestors 'none'", async () => {
    const rules = await nextConfig.headers!()
    const plain = rules.filter((rule) => !rule.has)
    const draft = rules.filter((rule) => rule.has)
    expect(draft).toEqual([
      expect.objectContaining({ source: '/:path*', has: [{ type: 'cookie', key: PREVIEW_COOKIE }] }),
    ])
    expect(PREVIEW_COOKIE).toBe('__prerender_bypass')
    for (const rule of plain) {
      expect(directives(header(rule.headers, 'Content-Security-Policy')!)['frame-ancestors']).toEqual(["'none'"])
    }
    // Later rules win in Next for the same header, so the draft rule must come after the general one.
    expect(rules.indexOf(draft[0]!)).toBeGreaterThan(rules.indexOf(plain[0]!))
  })
})

describe('docs/deploy: nginx passes the site headers on and adds the same ones only where the site sent none', () => {
  const deploy = (file: string) => readFileSync(path.join(__dirname, '../../docs/deploy', file), 'utf8')
  const snippet = deploy('security-headers.conf')
  const defaults = deploy('security-headers-defaults.conf')
  const nginx = deploy('nginx.conf')

  /** Each `map $upstream_http_<header> $var { "" "<value>"; default ""; }` of the defaults file. */
  const maps = [
    ...defaults.matchAll(/^map \$upstream_http_(\S+) \$(\S+) \{\n\s*"" "([^"]*)";\n\s*default "";\n\}$/gm),
  ].map(([, upstream, variable, value]) => ({ upstream: upstream!, variable: variable!, value: value! }))
  const added = [...snippet.matchAll(/^add_header (\S+) \$(\S+) always;$/gm)].map(([, key, variable]) => ({
    key: key!,
    variable: variable!,
  }))

  it('has, as its defaults, exactly the site headers of an https deploy with the analytics counter', () => {
    const expected = siteSecurityHeaders({
      siteUrl: 'https://anapa.example',
      dev: false,
      tileUrl: OSM,
      analytics: analyticsSources({ id: '98765432' }),
    })
    const defaultsByHeader = added.map(({ key, variable }) => ({
      key,
      value: maps.find((map) => map.variable === variable)?.value,
    }))
    expect(defaultsByHeader).toEqual(expected)
    // The counter's hosts are in the default CSP, as the deployed site's CSP has them.
    expect(directives(defaultsByHeader[0]!.value!)['script-src']).toContain('https://mc.yandex.ru')
  })

  it("adds each header only when the upstream's answer has none: the map reads the same header the add_header sets", () => {
    expect(added).toHaveLength(maps.length)
    for (const { key, variable } of added) {
      const map = maps.find((m) => m.variable === variable)
      expect(map?.upstream).toBe(key.toLowerCase().replace(/-/g, '_'))
    }
  })

  it('never hides the site headers, so a draft preview keeps its own frame-ancestors and no header is doubled', () => {
    expect(snippet + nginx + defaults).not.toMatch(/^\s*proxy_hide_header/m)
    expect(snippet).not.toMatch(/^add_header \S+ "/m)
  })

  it('includes the defaults once at the http level, and the snippet in the server and again in every location that has its own add_header', () => {
    const include = 'include /etc/nginx/snippets/anapa-security-headers.conf;'
    const [beforeServer = ''] = nginx.split(/\nserver \{/)
    expect(beforeServer).toContain('include /etc/nginx/snippets/anapa-security-headers-defaults.conf;')
    const locations = nginx.split(/\n\s*location /).slice(1)
    for (const location of locations) {
      if (/add_header/.test(location)) expect(location).toContain(include)
    }
    expect(nginx.split(/\n\s*location /)[0]).toContain(include)
  })
})
