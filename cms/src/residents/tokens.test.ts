import { bearerToken, hashToken, newSessionToken } from './tokens'

describe('newSessionToken', () => {
  it('gives a 43-character base64url token (256 bits) and its SHA-256', () => {
    const { token, tokenHash } = newSessionToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(tokenHash).toBe(hashToken(token))
    expect(tokenHash).not.toContain(token)
  })

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newSessionToken().token))
    expect(tokens.size).toBe(1000)
  })
})

describe('bearerToken', () => {
  const token = 'q5Jx0m8cZ3o1VwYbqH2uN4kP7tR9sLdE6fGhAiBjCk0'

  it.each([
    [`Bearer ${token}`, token],
    [`bearer ${token}`, token],
    [`Bearer  ${token} `, token],
  ])('reads %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected)
  })

  it.each([
    ['no header', null],
    ['empty', ''],
    ['no scheme', token],
    ['JWT scheme', `JWT ${token}`],
    ['Basic scheme', `Basic ${token}`],
    ['an editor JWT', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl'],
    ['too short', `Bearer ${token.slice(1)}`],
    ['too long', `Bearer ${token}A`],
    ['padding', `Bearer ${token}=`],
    ['two tokens', `Bearer ${token} ${token}`],
    ['SQL', "Bearer ' OR 1=1 --"],
  ])('refuses %s', (_case, header) => {
    expect(bearerToken(header)).toBeNull()
  })
})
