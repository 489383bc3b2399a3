import { NextResponse, type NextRequest } from 'next/server'

import { cmsAdminCsp } from '@anapa/shared/security/headers'

/**
 * The admin's Content-Security-Policy, with a fresh nonce per request
 * (docs/architecture.md#4-session-and-security-rules "Headers"). Next reads the nonce from the request's CSP header and
 * puts it on the admin's inline RSC scripts, so the admin runs without 'unsafe-inline' scripts. Every other CMS header
 * comes from next.config.mjs.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  // The live preview frames the site: SITE_URL, read here as next.config.mjs reads the
  // CMS's build inputs, since the proxy must not load the whole env module on every admin request.
  const csp = cmsAdminCsp({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', csp)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = { matcher: ['/admin', '/admin/:path*'] }
