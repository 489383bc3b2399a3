import type { NextConfig } from 'next'

import { compileHintPlugin } from './lib/build/compileHints'
import { applyShortClassNames } from './lib/build/shortClassNames'
import { MAP_TILE_URL } from './lib/map/config'
import { healthRewrites } from './lib/routing/health'
import { indexNowKeyRewrites } from './lib/routing/indexNow'
import { listRewrites } from './lib/routing/listRoutes'
// Plain JavaScript in the shared package: the CMS's next.config.mjs loads it too.
import {
  analyticsSources,
  PREVIEW_COOKIE,
  siteDraftHeaders,
  siteSecurityHeaders,
  sourcesOf,
} from '@anapa/shared/security/headers'

// Headers are fixed at build time (like NEXT_PUBLIC_SITE_URL below), so the build runs with the
// deploy's SITE_URL, tile server and camera stream hosts.
const securityOptions = {
  siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  dev: process.env.NODE_ENV === 'development',
  tileUrl: MAP_TILE_URL,
  // Where camera streams (HLS) may load from; any https origin unless the deploy narrows it.
  streamSources: sourcesOf(process.env.CAMERA_STREAM_SOURCES || 'https:'),
  // The analytics counter's hosts, only when a counter id is built in.
  analytics: analyticsSources({
    id: process.env.NEXT_PUBLIC_ANALYTICS_ID,
    scriptUrl: process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL,
  }),
}
const securityHeaders = siteSecurityHeaders(securityOptions)
// An editor's draft preview may be framed by the CMS admin's live preview, and nothing else.
const draftHeaders = siteDraftHeaders({
  ...securityOptions,
  cmsUrl: process.env.API_BASE_URL || 'http://127.0.0.1:3001',
})

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The workspace package is TypeScript source, compiled with the site rather than loaded by Node.
  transpilePackages: ['@anapa/shared'],
  // `npm test` type-checks both workspaces as its own step; doing it again inside each build
  // costs minutes on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  // e2e and bench build into their own folder, so they never clobber the build `npm start` uses.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Several instances share their ISR cache through Redis (lib/server/cache/redisCacheHandler.mjs).
  // Read when the server starts, so one build runs either way; without REDIS_URL Next keeps its own
  // file-system cache and nothing of the handler is loaded.
  ...(process.env.REDIS_URL ? { cacheHandler: `${__dirname}/lib/server/cache/redisCacheHandler.mjs` } : {}),
  turbopack: { root: __dirname },
  // Canonical links, og:url and JSON-LD need the site's absolute origin in the browser bundle too,
  // or hydration would disagree with the server's HTML. The origin is public, not a secret, and the
  // build runs with the deploy's SITE_URL (e2e builds with its own), so it is inlined at build time.
  env: { NEXT_PUBLIC_SITE_URL: process.env.SITE_URL || 'http://localhost:3000' },
  outputFileTracingRoot: __dirname,
  // Development runs on Turbopack; production builds with webpack (scripts/lib/stack.mjs), because
  // Turbopack's chunks put every list page over the first-load JS budget
  // (docs/decisions/0039-framework-workarounds-measured.md). Turbopack's shared
  // runtime inlines each page's chunk list as an executable <script> in the HTML, which
  // `script-src 'self'` forbids and an ISR page cannot carry a nonce for. Off, each page's bootstrap
  // is an ordinary chunk file and the site needs no inline script.
  experimental: { turbopackSharedRuntime: false },
  images: {
    formats: ['image/webp'],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [64, 128, 256],
    // CMS pictures come through the site's own /media path (pages/api/media/[name].ts), so the
    // optimiser fetches them internally and the CMS's address never reaches a page.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    remotePatterns: [],
  },
  webpack(config, { dev, isServer, webpack }) {
    // V8 compiles the client's chunks while they download (lib/build/compileHints.ts).
    if (!dev && !isServer) config.plugins.push(compileHintPlugin(webpack))
    // Six-character CSS-module class names in production builds (lib/build/shortClassNames.ts), kept
    // while they hold the shared first-load JS budget (docs/decisions/0039-framework-workarounds-measured.md).
    if (!dev && applyShortClassNames(config.module.rules) === 0) {
      throw new Error(
        'No css-loader with CSS modules found: Next changed its webpack rules, see lib/build/shortClassNames.ts',
      )
    }
    return config
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Later rules win for the same header: the preview cookie swaps in the draft CSP.
      { source: '/:path*', has: [{ type: 'cookie', key: PREVIEW_COOKIE }], headers: draftHeaders },
    ]
  },
  async rewrites() {
    return {
      beforeFiles: listRewrites(),
      afterFiles: [
        { source: '/media/:name', destination: '/api/media/:name' },
        // Official alerts: the Atom feed and each alert's CAP 1.2 document (docs/architecture.md#10-open-standards-and-operations).
        { source: '/cap/:name', destination: '/api/cap/:name' },
        // /healthz and /readyz (docs/operations.md#health-endpoints).
        ...healthRewrites(),
        // IndexNow's key file, /{key}.txt (docs/operations.md#indexnow).
        ...indexNowKeyRewrites(),
      ],
      fallback: [],
    }
  },
}

export default nextConfig
