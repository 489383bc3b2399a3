import { clientAddress, normaliseAddress, parseTrustedProxies, rateLimitKey } from './clientAddress'

// Per-client rate limits trust X-Forwarded-For only from listed hops. The site and the CMS both import this one module
// (packages/shared).
describe('clientAddress', () => {
  const loopback = parseTrustedProxies('loopback')
  const nginxHosts = parseTrustedProxies('10.0.0.2, 10.0.1.0/24')

  it.each([
    // [case, X-Forwarded-For, peer, trusted, expected client]
    ['no header: the peer', undefined, '198.51.100.9', '', '198.51.100.9'],
    ['untrusted peer: its spoofed header is ignored', '203.0.113.7', '198.51.100.9', '', '198.51.100.9'],
    ['untrusted peer with a spoofed chain', '1.1.1.1, 2.2.2.2', '198.51.100.9', 'loopback', '198.51.100.9'],
    ['behind nginx on loopback: the address nginx appended', '203.0.113.7', '127.0.0.1', 'loopback', '203.0.113.7'],
    [
      'spoofed left-most entries behind nginx: the right-most untrusted',
      '6.6.6.6, 7.7.7.7, 203.0.113.7',
      '127.0.0.1',
      'loopback',
      '203.0.113.7',
    ],
    [
      'two trusted hops: skipped right to left',
      '6.6.6.6, 203.0.113.7, 10.0.1.5',
      '10.0.0.2',
      '10.0.0.2, 10.0.1.0/24',
      '203.0.113.7',
    ],
    ['all-trusted chain: the left-most hop', '127.0.0.1', '::1', 'loopback', '127.0.0.1'],
    ['a header Next filled in repeats the peer', '198.51.100.9', '198.51.100.9', '', '198.51.100.9'],
    ['garbage next to the trusted peer: the peer', 'unknown', '127.0.0.1', 'loopback', '127.0.0.1'],
    [
      'garbage left of the real client is never reached',
      'evil.example, 203.0.113.7',
      '127.0.0.1',
      'loopback',
      '203.0.113.7',
    ],
    ['an address with a port is garbage', '203.0.113.7:5555', '127.0.0.1', 'loopback', '127.0.0.1'],
    ['a key-shaped value is garbage', 'phone:79181234567', '127.0.0.1', 'loopback', '127.0.0.1'],
    ['empty entries are garbage', ', ,', '127.0.0.1', 'loopback', '127.0.0.1'],
    ['IPv4-mapped peer becomes IPv4', undefined, '::ffff:198.51.100.9', '', '198.51.100.9'],
    ['IPv4-mapped loopback is trusted as loopback', '203.0.113.7', '::ffff:127.0.0.1', 'loopback', '203.0.113.7'],
    ['IPv6 in one canonical spelling', '2001:DB8:0:0:0:0:0:1', '::1', 'loopback', '2001:db8::1'],
    ['an IPv6 zone names an interface, not a host', undefined, 'fe80::1%eth0', '', 'fe80::1'],
    [
      'no header, only headers known (the CMS): the right-most untrusted',
      '203.0.113.7',
      null,
      'loopback',
      '203.0.113.7',
    ],
    ['only headers known and garbage: nothing', 'unknown', null, 'loopback', null],
    ['nothing known', undefined, null, '', null],
  ] as const)('%s', (_case, forwardedFor, peer, trustProxy, expected) => {
    expect(clientAddress({ forwardedFor, peer, trusted: parseTrustedProxies(trustProxy) })).toBe(expected)
  })

  it('reads several X-Forwarded-For headers as one chain', () => {
    expect(clientAddress({ forwardedFor: ['6.6.6.6', '203.0.113.7'], peer: '127.0.0.1', trusted: loopback })).toBe(
      '203.0.113.7',
    )
  })

  it('trusts listed hosts and ranges, and nothing else', () => {
    const chain = { forwardedFor: '203.0.113.7, 10.0.1.200', peer: '10.0.0.2' }
    expect(clientAddress({ ...chain, trusted: nginxHosts })).toBe('203.0.113.7')
    // 10.0.0.3 is not listed: a client next to nginx cannot pose as it.
    expect(clientAddress({ ...chain, peer: '10.0.0.3', trusted: nginxHosts })).toBe('10.0.0.3')
  })

  it.each([
    ['IPv4 as is', '203.0.113.7', '203.0.113.7'],
    ['IPv6 by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['another address of the same /64 shares the key', '2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['IPv4-mapped as IPv4', '::ffff:203.0.113.7', '203.0.113.7'],
    ['garbage has no key', 'unknown', null],
  ])('rate-limit key: %s', (_case, address, expected) => {
    expect(rateLimitKey(address)).toBe(expected)
  })

  it('keeps neighbouring /64s apart', () => {
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'))
  })

  it.each([
    ['IPv4', ' 203.0.113.7 ', '203.0.113.7'],
    ['compressed IPv6', '2001:0db8:0000:0000:0001:0000:0000:0001', '2001:db8::1:0:0:1'],
    ['embedded IPv4 in IPv6', '64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['the unspecified address', '::', '::'],
    ['a host name', 'localhost', null],
    ['bracketed IPv6', '[::1]', null],
    ['an out-of-range octet', '256.1.1.1', null],
  ])('normalises %s', (_case, raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected)
  })

  it('parses named ranges, single addresses and CIDRs from TRUST_PROXY', () => {
    const trusted = parseTrustedProxies('loopback, private, 198.51.100.1, 2001:db8::/32')
    const client = (peer: string) => clientAddress({ forwardedFor: '203.0.113.7', peer, trusted })
    for (const proxy of ['127.0.0.5', '::1', '10.1.2.3', '172.16.0.1', '192.168.1.1', 'fd00::1', '198.51.100.1']) {
      expect(client(proxy)).toBe('203.0.113.7')
    }
    for (const stranger of ['198.51.100.2', '172.32.0.1', '2001:db9::1']) expect(client(stranger)).toBe(stranger)
    expect(client('2001:db8:ffff::1')).toBe('203.0.113.7')
  })

  it('trusts nobody when TRUST_PROXY is unset or empty', () => {
    expect(parseTrustedProxies(undefined)).toEqual([])
    expect(parseTrustedProxies(' ')).toEqual([])
  })

  it.each(['true', '1', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'localhost', '10.0.0.0/abc'])(
    'refuses TRUST_PROXY=%s, naming the variable and the accepted forms',
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY=.*lists the proxies allowed to set X-Forwarded-For/)
    },
  )
})
