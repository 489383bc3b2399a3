// @ts-check
const { listRewrites } = require('./lib/routing/listRoutes.js')

const apiBase = new URL(process.env.API_BASE_URL || 'http://127.0.0.1:3001')
const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(apiBase.hostname)

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks both workspaces as its own step; doing it again inside each build
  // costs minutes on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  // e2e and bench build into their own folder, so they never clobber the build `npm start` uses.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  turbopack: { root: __dirname },
  // Canonical links, og:url and JSON-LD need the site's absolute origin in the browser bundle too,
  // or hydration would disagree with the server's HTML. The origin is public, not a secret, and the
  // build runs with the deploy's SITE_URL (e2e builds with its own), so it is inlined at build time.
  env: { NEXT_PUBLIC_SITE_URL: process.env.SITE_URL || 'http://localhost:3000' },
  outputFileTracingRoot: __dirname,
  images: {
    formats: ['image/webp'],
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [64, 128, 256],
    remotePatterns: [
      {
        protocol: /** @type {'http' | 'https'} */ (apiBase.protocol.replace(':', '')),
        hostname: apiBase.hostname,
        port: apiBase.port,
        pathname: '/api/media/file/**',
      },
    ],
    // Next refuses to optimise images from loopback addresses; locally the CMS is exactly that.
    dangerouslyAllowLocalIP: loopback,
  },
  async rewrites() {
    return { beforeFiles: listRewrites(), afterFiles: [], fallback: [] }
  },
}

module.exports = nextConfig
