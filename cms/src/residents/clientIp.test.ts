import { clientIp, SHARED_CLIENT } from './clientIp'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientIp', () => {
  it('ignores forwarding headers unless the proxy is trusted', () => {
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }), false)).toBe(
      SHARED_CLIENT,
    )
  })

  it.each([
    ['one address', '203.0.113.7', '203.0.113.7'],
    ['the first of a chain', '203.0.113.7, 10.0.0.1, 10.0.0.2', '203.0.113.7'],
    ['spaces around', '  203.0.113.7 ,10.0.0.1', '203.0.113.7'],
    ['IPv6, in lower case', '2001:DB8::1', '2001:db8::1'],
  ])('behind a trusted proxy reads %s', (_case, header, expected) => {
    expect(clientIp(headers({ 'x-forwarded-for': header }), true)).toBe(expected)
  })

  it.each([
    ['no header', {}],
    ['empty', { 'x-forwarded-for': '' }],
    ['junk', { 'x-forwarded-for': 'unknown' }],
    ['a key-shaped value', { 'x-forwarded-for': 'phone:79181234567' }],
    ['an address with a port', { 'x-forwarded-for': '203.0.113.7:5555' }],
    ['a host name', { 'x-forwarded-for': 'evil.example' }],
  ])('behind a trusted proxy falls back to the shared bucket for %s', (_case, values) => {
    expect(clientIp(headers(values), true)).toBe(SHARED_CLIENT)
  })
})
