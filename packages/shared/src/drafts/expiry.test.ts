import { draftExpiresAt, draftExpiryCutoff, DRAFT_LIFETIME_DAYS, isDraftExpired } from './expiry'

const DAY = 86_400_000

describe('draft expiry: 30 days after the last save', () => {
  const saved = new Date('2026-11-01T10:00:00Z')

  it.each([
    ['the same day', 0, false],
    ['29 days later', 29, false],
    ['exactly 30 days later', 30, false],
    ['30 days and a second later', 30 + 1 / 86_400, true],
    ['31 days later', 31, true],
  ])('%s', (_case, days, expired) => {
    expect(isDraftExpired(saved, new Date(saved.getTime() + days * DAY))).toBe(expired)
  })

  it('names the deletion time and the sweep cutoff consistently', () => {
    expect(DRAFT_LIFETIME_DAYS).toBe(30)
    expect(draftExpiresAt(saved)).toBe('2026-12-01T10:00:00.000Z')
    expect(draftExpiryCutoff(new Date('2026-12-01T10:00:00Z')).toISOString()).toBe(saved.toISOString())
  })

  it('reads ISO strings as the CMS stores them', () => {
    expect(isDraftExpired('2026-10-01T00:00:00.000Z', new Date('2026-11-01T00:00:01Z'))).toBe(true)
  })
})
