import type { IncomingMessage } from 'node:http'

import { clientIpFromRequest } from './context'

function request(forwardedFor: string | undefined, peer: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }
  return { headers, socket: { remoteAddress: peer } } as unknown as IncomingMessage
}

// The address the gateway forwards to the CMS, for its per-IP limits.
describe('clientIpFromRequest', () => {
  const saved = process.env.TRUST_PROXY
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY
    else process.env.TRUST_PROXY = saved
  })

  it('behind nginx (TRUST_PROXY=loopback) tells visitors apart by the address nginx appended', () => {
    process.env.TRUST_PROXY = 'loopback'
    // nginx: X-Forwarded-For $proxy_add_x_forwarded_for, i.e. what the visitor sent + $remote_addr.
    expect(clientIpFromRequest(request('203.0.113.7', '127.0.0.1'))).toBe('203.0.113.7')
    expect(clientIpFromRequest(request('198.51.100.9', '127.0.0.1'))).toBe('198.51.100.9')
    expect(clientIpFromRequest(request('6.6.6.6, 203.0.113.7', '127.0.0.1'))).toBe('203.0.113.7')
  })

  it('reached directly (TRUST_PROXY unset) uses the socket, whatever the visitor claims', () => {
    delete process.env.TRUST_PROXY
    expect(clientIpFromRequest(request('6.6.6.6', '203.0.113.7'))).toBe('203.0.113.7')
    expect(clientIpFromRequest(request(undefined, '::ffff:203.0.113.7'))).toBe('203.0.113.7')
  })

  it('does not let a visitor who reaches the site directly pose as a proxy client', () => {
    process.env.TRUST_PROXY = 'loopback'
    expect(clientIpFromRequest(request('6.6.6.6', '203.0.113.7'))).toBe('203.0.113.7')
  })
})
