import type { ServerResponse } from 'node:http'
import { parseCookies } from 'nookies'

import { clearSessionCookie, setSessionCookie, TOKEN_MAX_AGE_SECONDS } from './session'

/**
 * The session cookies as the browser receives and sends them back, byte for byte. nookies reads
 * and writes them through the `cookie` package, which package.json's `overrides` lifts from the
 * 0.4 line nookies asks for to a version without its advisories (docs/security/README.md); these
 * strings were recorded with cookie 0.4.2, so a change of the library that changed them fails here.
 */
function headersOf(write: (res: ServerResponse) => void): string[] {
  const headers: Record<string, string[]> = {}
  const res = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value : [value]
    },
  } as unknown as ServerResponse
  write(res)
  return headers['set-cookie'] ?? []
}

const withSiteUrl = (url: string, run: () => void) => {
  const before = process.env.SITE_URL
  process.env.SITE_URL = url
  try {
    run()
  } finally {
    if (before === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = before
  }
}

describe('the session cookies on the wire', () => {
  it('sets the HttpOnly token and its readable hint, Secure on https', () => {
    withSiteUrl('https://anapa.example', () => {
      expect(headersOf((res) => setSessionCookie(res, 'tok_en-123'))).toEqual([
        `token=tok_en-123; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
        `signed_in=1; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Lax`,
      ])
    })
  })

  it('leaves Secure out on plain http (local runs)', () => {
    withSiteUrl('http://localhost:3000', () => {
      expect(headersOf((res) => setSessionCookie(res, 'abc'))).toEqual([
        `token=abc; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
        `signed_in=1; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
      ])
    })
  })

  it('clears the hint and the token together', () => {
    expect(headersOf((res) => clearSessionCookie(res))).toEqual([
      'signed_in=; Max-Age=-1; Path=/',
      'token=; Max-Age=-1; Path=/',
    ])
  })

  it.each([
    ['token=abc; signed_in=1', { token: 'abc', signed_in: '1' }],
    ['  token = abc ;signed_in=1', { token: 'abc', signed_in: '1' }],
    ['token="quoted"', { token: 'quoted' }],
    ['token=a%20b%3Dc', { token: 'a b=c' }],
    ['token=first; token=second', { token: 'first' }],
    ['token=%E0%A4%A', { token: '%E0%A4%A' }],
    ['novalue; token=abc', { token: 'abc' }],
    ['', {}],
  ])('reads %j as the gateway and the cabinet guard do', (header, expected) => {
    expect(parseCookies({ req: { headers: { cookie: header } } } as never)).toEqual(expected)
  })
})
