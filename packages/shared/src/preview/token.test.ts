import { expiresIn, signPreviewToken, verifyPreviewToken } from './token'

const SECRET = 'a'.repeat(64)
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0)
const enter = {
  aud: 'enter' as const,
  sub: 1,
  exp: expiresIn(600, NOW),
  target: { collection: 'magazines', key: 'shtorm', type: 'stati' },
}

describe('preview tokens', () => {
  it('verifies what it signed, for its audience, until it expires', () => {
    const token = signPreviewToken(SECRET, enter)
    expect(verifyPreviewToken(SECRET, token, 'enter', NOW)).toEqual(enter)
    expect(verifyPreviewToken(SECRET, token, 'enter', NOW + 599_000)).toEqual(enter)
    expect(verifyPreviewToken(SECRET, token, 'enter', NOW + 600_000)).toBeNull()
  })

  it('refuses a token signed with another secret', () => {
    const token = signPreviewToken('b'.repeat(64), enter)
    expect(verifyPreviewToken(SECRET, token, 'enter', NOW)).toBeNull()
  })

  it('refuses a link token as a read token and the other way round', () => {
    const read = signPreviewToken(SECRET, { aud: 'read', sub: 1, exp: expiresIn(600, NOW) })
    expect(verifyPreviewToken(SECRET, signPreviewToken(SECRET, enter), 'read', NOW)).toBeNull()
    expect(verifyPreviewToken(SECRET, read, 'enter', NOW)).toBeNull()
    expect(verifyPreviewToken(SECRET, read, 'read', NOW)).toMatchObject({ aud: 'read', sub: 1 })
  })

  it('refuses edited claims, garbage and an empty secret', () => {
    const [, signature] = signPreviewToken(SECRET, enter).split('.')
    const forged = Buffer.from(JSON.stringify({ ...enter, sub: 2 })).toString('base64url')
    expect(verifyPreviewToken(SECRET, `${forged}.${signature}`, 'enter', NOW)).toBeNull()
    for (const garbage of [undefined, null, 42, '', 'a.b', 'x'.repeat(3000)]) {
      expect(verifyPreviewToken(SECRET, garbage, 'enter', NOW)).toBeNull()
    }
    expect(verifyPreviewToken('', signPreviewToken(SECRET, enter), 'enter', NOW)).toBeNull()
    expect(() => signPreviewToken('', enter)).toThrow('PREVIEW_SECRET')
  })
})
