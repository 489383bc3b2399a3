import { parseTrustedProxies } from '@anapa/shared/net/clientAddress'
import { clientIp, SHARED_CLIENT } from './clientIp'

const headers = (values: Record<string, string>) => new Headers(values)
const gateway = parseTrustedProxies('loopback')

// The CMS trusts X-Forwarded-For only from the hops TRUST_PROXY lists. The
// hostile cases of the address rule itself are in lib/net/clientAddress.test.ts.
describe('clientIp', () => {
  it('ignores forwarding headers when no proxy is trusted: one shared bucket', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }), [])).toBe(SHARED_CLIENT)
  })

  it.each([
    ['the address the gateway forwarded', '203.0.113.7', '203.0.113.7'],
    ['the right-most untrusted entry, not a spoofed first one', '6.6.6.6, 203.0.113.7, 127.0.0.1', '203.0.113.7'],
    ['IPv4-mapped IPv6 as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 client by its /64', '2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['a request that started on the gateway host itself', '127.0.0.1', '127.0.0.1'],
  ])('behind the trusted gateway keys on %s', (_case, header, expected) => {
    expect(clientIp(headers({ 'x-forwarded-for': header }), gateway)).toBe(expected)
  })

  it('puts every address of one IPv6 /64 in one bucket, and the next /64 in another', () => {
    const key = (address: string) => clientIp(headers({ 'x-forwarded-for': address }), gateway)
    expect(key('2001:db8:1:2::1')).toBe(key('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'))
  })

  it.each([
    ['no header', {}],
    ['empty', { 'x-forwarded-for': '' }],
    ['junk', { 'x-forwarded-for': 'unknown' }],
    ['a key-shaped value', { 'x-forwarded-for': 'phone:79181234567' }],
    ['an address with a port', { 'x-forwarded-for': '203.0.113.7:5555' }],
    ['a host name', { 'x-forwarded-for': 'evil.example' }],
  ])('behind a trusted proxy falls back to the shared bucket for %s', (_case, values) => {
    expect(clientIp(headers(values), gateway)).toBe(SHARED_CLIENT)
  })
})
