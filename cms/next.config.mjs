import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import securityHeaders from '@anapa/shared/security/headers'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  // One lock file lives at the repository root (npm workspaces); tell Turbopack so it does not guess.
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  poweredByHeader: false,
  // The workspace package is TypeScript source, compiled with the CMS rather than loaded by Node.
  transpilePackages: ['@anapa/shared'],
  // `npm test` type-checks both workspaces as its own step; doing it again inside each build
  // costs minutes on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    // API_BASE_URL is the CMS's public base (its absolute media URLs use it): https there means the
    // CMS is served over https, so it sends HSTS. The admin's CSP carries a nonce: src/proxy.ts.
    const publicUrl = process.env.API_BASE_URL || 'http://127.0.0.1:3001'
    return [
      { source: '/:path*', headers: securityHeaders.cmsSecurityHeaders({ publicUrl }) },
      {
        source: securityHeaders.CMS_NON_ADMIN_SOURCE,
        headers: [{ key: 'Content-Security-Policy', value: securityHeaders.CMS_API_CSP }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
