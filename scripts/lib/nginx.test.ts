import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { deriveNginxConfig } from './nginx.mjs'

const deployed = readFileSync(path.join(__dirname, '../../docs/deploy/nginx.conf'), 'utf8')
const locations = deployed.split(/\n\s*location /).slice(1)

// What `npm run start:scaled` and the resilience suite run is docs/deploy/nginx.conf itself.
describe('docs/deploy/nginx.conf', () => {
  it('strips x-middleware-subrequest (CVE-2025-29927) and passes the client address in every proxied location', () => {
    const proxied = locations.filter((location) => location.includes('proxy_pass'))
    expect(proxied.length).toBeGreaterThanOrEqual(3)
    for (const location of proxied) {
      expect(location).toContain('proxy_set_header x-middleware-subrequest "";')
      expect(location).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;')
      expect(location).toContain('proxy_set_header X-Real-IP $remote_addr;')
      // A cached location stores one copy per encoding, keyed by it; an uncached one gets identity
      // bodies, which nginx compresses (gzip on in the server).
      if (location.includes('proxy_cache micro;')) {
        expect(location).toContain('proxy_set_header Accept-Encoding $anapa_gzip;')
        expect(location).toMatch(/proxy_cache_key \S*\$anapa_gzip;/)
      } else {
        expect(location).toContain('proxy_set_header Accept-Encoding "";')
      }
    }
    expect(deployed).toMatch(/^\s*gzip on;$/m)
    expect(deployed).toMatch(/map \$http_accept_encoding \$anapa_gzip \{\n\s*~\*gzip gzip;\n\s*default "";\n\}/)
  })

  it("keeps a page for one second, never for the ISR header's s-maxage, and never stores a private answer", () => {
    // An editor's publish must show through nginx within seconds (the resilience suite's publish
    // scenario measures it through a micro-cache holding the old list).
    const [page] = locations.filter((location) => location.startsWith('/ {'))
    expect(page).toContain('proxy_ignore_headers Cache-Control Expires;')
    expect(page).toMatch(/proxy_cache_valid 200 301 302 404 1s;/)
    expect(page).toContain('proxy_no_cache $anapa_not_shared;')
    expect(deployed).toMatch(
      /map \$upstream_http_cache_control \$anapa_not_shared \{\n\s*~\*\(private\|no-store\|no-cache\) 1;\n\s*default "";\n\}/,
    )
  })

  it('passes /healthz and /readyz on uncached, so a 503 is never hidden by a stored or stale `ready`', () => {
    for (const path of ['/healthz', '/readyz']) {
      const [health] = locations.filter((location) => location.startsWith(`= ${path} {`))
      expect(health).toBeDefined()
      expect(health).toContain('proxy_pass http://anapa_site;')
      expect(health).toContain('proxy_cache off;')
      expect(health).not.toContain('proxy_cache_use_stale')
    }
  })

  it('retries an idempotent request on another instance after a transport failure only, never a POST', () => {
    // Not http_502/http_503: those are the site's own answers while the CMS is down (see the file's comment).
    expect(deployed).toContain('proxy_next_upstream error timeout;')
    expect(deployed.replace(/#.*$/gm, '')).not.toContain('non_idempotent')
    const servers = [...deployed.matchAll(/^\s*server (\S+) ([^;]*);$/gm)]
    expect(servers.length).toBeGreaterThanOrEqual(2)
    for (const [, , parameters] of servers) expect(parameters).toMatch(/max_fails=\d+ fail_timeout=\d+s/)
  })
})

describe('deriveNginxConfig', () => {
  const derived = deriveNginxConfig({
    dir: '/tmp/x',
    listen: ['127.0.0.1:8080'],
    upstreams: ['127.0.0.1:3110', '127.0.0.1:3111'],
  })

  it("listens on loopback over http and lists the given instances with the deploy's server parameters", () => {
    expect(derived).toContain('listen 127.0.0.1:8080;')
    expect(derived).not.toContain('listen 443')
    expect(derived).not.toContain('ssl_certificate')
    const servers = [...derived.matchAll(/^\s*server (\S+) ([^;]*);$/gm)].map(([, address, params]) => [
      address,
      params,
    ])
    expect(servers).toEqual([
      ['127.0.0.1:3110', 'max_fails=2 fail_timeout=10s'],
      ['127.0.0.1:3111', 'max_fails=2 fail_timeout=10s'],
    ])
  })

  it('keeps everything else of the deploy file: its locations, retries, cache and headers, with paths in the temp dir', () => {
    for (const location of locations)
      expect(derived).toContain(location.replace(/\/etc\/nginx\/snippets\/anapa-/g, '/tmp/x/'))
    expect(derived).toContain('proxy_cache_path /tmp/x/cache ')
    expect(derived).toContain('include /tmp/x/security-headers-defaults.conf;')
    expect(derived).toMatch(/^pid \/tmp\/x\/nginx.pid;$/m)
    const directives = derived.replace(/#.*$/gm, '')
    expect(directives).not.toContain('/etc/nginx')
    expect(directives).not.toContain('/var/cache')
  })

  it('fails loudly when the deploy file drifts from what the derivation expects', () => {
    const deployDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-nginx-'))
    try {
      writeFileSync(path.join(deployDir, 'nginx.conf'), deployed.replace('listen 443 ssl http2;', 'listen 443 ssl;'))
      expect(() => deriveNginxConfig({ dir: '/tmp/x', listen: ['127.0.0.1:1'], upstreams: ['a'], deployDir })).toThrow(
        /no longer has the https listen/,
      )
    } finally {
      rmSync(deployDir, { recursive: true, force: true })
    }
  })
})
