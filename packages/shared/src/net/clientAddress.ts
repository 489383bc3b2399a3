/**
 * Which address a request came from, for per-client rate limits (docs/architecture.md#4-session-and-security-rules).
 *
 * The site and the CMS each carry this same module (lib/net/clientAddress.ts and
 * cms/src/net/clientAddress.ts): the site never imports CMS code and the CMS never imports the
 * site's, and a package of its own would be more machinery than these hundred lines.
 * lib/net/clientAddress.test.ts runs one table of hostile cases against both copies and fails
 * when they differ by a single byte, so edit one and copy it over the other.
 *
 * X-Forwarded-For is a chain: each proxy appends the address of the peer it received the
 * request from. Only entries appended by proxies we run can be believed; anything to the left
 * of the first untrusted hop is whatever that client chose to write. So the client is the
 * right-most address of (chain + the socket's peer) that is not a trusted proxy.
 */
import { isIP } from 'node:net'

type Family = 4 | 6

/** An address as a number, with its family: IPv4 in 32 bits, IPv6 in 128. */
type Parsed = { family: Family; value: bigint }

export type ProxyRange = { family: Family; base: bigint; prefix: number }

/** The trusted proxy hops, parsed from TRUST_PROXY. Empty: trust no forwarding header at all. */
export type TrustedProxies = readonly ProxyRange[]

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

function ipv6Groups(address: string): number[] {
  let text = address
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  if (tail === undefined) return left.map((group) => parseInt(group, 16))
  const right = tail ? tail.split(':') : []
  const zeros = new Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16))
}

function parse(raw: string): Parsed | null {
  // A zone (fe80::1%eth0) names a local interface, not a different host.
  const text = raw.trim().replace(/%[\w.-]+$/, '')
  const family = isIP(text)
  if (family === 4) {
    const value = text.split('.').reduce((sum, octet) => (sum << 8n) | BigInt(Number(octet)), 0n)
    return { family: 4, value }
  }
  if (family === 6) {
    const value = ipv6Groups(text.toLowerCase()).reduce((sum, group) => (sum << 16n) | BigInt(group), 0n)
    // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket: the same host as a.b.c.d.
    if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn }
    return { family: 6, value }
  }
  return null
}

function format({ family, value }: Parsed): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn))
  // RFC 5952: the longest run (≥ 2) of zero groups becomes "::", lower case, no leading zeros.
  let bestStart = -1
  let bestLength = 1
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) [bestStart, bestLength] = [i, j - i]
    i = j
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/** One canonical spelling per address (IPv4-mapped IPv6 becomes IPv4), or null for anything else. */
export function normaliseAddress(raw: string): string | null {
  const parsed = parse(raw)
  return parsed ? format(parsed) : null
}

/**
 * Parses TRUST_PROXY: comma-separated addresses, CIDR ranges and the names `loopback` and
 * `private`. Unset or empty trusts nobody. Anything unreadable stops the app, since a typo here
 * would silently put every visitor in one bucket or let them pick their own address.
 */
export function parseTrustedProxies(value: string | undefined, name = 'TRUST_PROXY'): TrustedProxies {
  const ranges: ProxyRange[] = []
  for (const item of (value ?? '').split(',')) {
    const entry = item.trim().toLowerCase()
    if (!entry) continue
    if (entry in NAMED_RANGES) {
      ranges.push(...parseTrustedProxies(NAMED_RANGES[entry]!.join(','), name))
      continue
    }
    const [address = '', prefixText, extra] = entry.split('/')
    const parsed = parse(address)
    const bits = parsed?.family === 4 ? 32 : 128
    const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN
    if (!parsed || extra !== undefined || !(prefix >= 0 && prefix <= bits)) {
      throw new Error(
        `${name}="${value}" is not understood at "${item.trim()}". ${name} lists the proxies allowed to set ` +
          'X-Forwarded-For: addresses, CIDR ranges, "loopback" or "private", separated by commas ' +
          '(e.g. loopback,10.0.0.0/24); leave it unset when nothing sits in front.',
      )
    }
    const hostBits = BigInt(bits - prefix)
    ranges.push({ family: parsed.family, base: (parsed.value >> hostBits) << hostBits, prefix })
  }
  return ranges
}

function isTrusted(address: Parsed, trusted: TrustedProxies): boolean {
  return trusted.some((range) => {
    if (range.family !== address.family) return false
    const hostBits = BigInt((range.family === 4 ? 32 : 128) - range.prefix)
    return (address.value >> hostBits) << hostBits === range.base
  })
}

export type ForwardedRequest = {
  /** The X-Forwarded-For header as received (several headers joined by commas), if any. */
  forwardedFor?: string | readonly string[] | null
  /** The socket's peer, when the server can see it; null when only headers are known. */
  peer?: string | null
  trusted: TrustedProxies
}

/**
 * The right-most address of X-Forwarded-For + peer that is not a trusted proxy; when every hop is
 * trusted, the left-most (the request started on a trusted host). Walking stops at an entry that is
 * not an address: what lies to its left was never vouched for, so the hop that passed it on is the
 * client. Null when nothing usable is known.
 */
export function clientAddress({ forwardedFor, peer, trusted }: ForwardedRequest): string | null {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : ((forwardedFor as string | null) ?? '')
  const chain = header ? header.split(',') : []
  if (peer) chain.push(peer)
  let nearest: Parsed | null = null
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = parse(chain[i]!)
    if (!hop) break
    nearest = hop
    if (!isTrusted(hop, trusted)) break
  }
  return nearest ? format(nearest) : null
}

/**
 * The key a per-IP limit counts under: an IPv4 address as is, an IPv6 address by its /64, since
 * one subscriber is routinely given a whole /64 and could otherwise rotate through 2^64 keys.
 */
export function rateLimitKey(address: string): string | null {
  const parsed = parse(address)
  if (!parsed) return null
  if (parsed.family === 4) return format(parsed)
  return `${format({ family: 6, value: (parsed.value >> 64n) << 64n })}/64`
}
