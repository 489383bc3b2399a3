import { metricsAccess, metricsTokenFrom } from './access'

const TOKEN = 'a'.repeat(40)

describe('metricsAccess', () => {
  it('is disabled while no token is configured, whatever the caller sends', () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, null)).toBe('disabled')
    expect(metricsAccess(undefined, null)).toBe('disabled')
  })

  it('allows the configured bearer token', () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe('allowed')
  })

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another token', `Bearer ${'b'.repeat(40)}`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 39)}`],
    ['the token and more', `Bearer ${TOKEN}x`],
    ['the bare token', TOKEN],
    ['Basic credentials', `Basic ${TOKEN}`],
    ['two words', `Bearer ${TOKEN} ${TOKEN}`],
  ])('refuses %s', (_name, header) => {
    expect(metricsAccess(header, TOKEN)).toBe('refused')
  })
})

describe('metricsTokenFrom', () => {
  it('is null when unset or blank', () => {
    expect(metricsTokenFrom(undefined)).toBeNull()
    expect(metricsTokenFrom('  ')).toBeNull()
  })

  it('keeps a long random token', () => {
    expect(metricsTokenFrom(TOKEN)).toBe(TOKEN)
  })

  it.each([
    ['too short', 'short-token'],
    ['with a space', `${TOKEN} x`],
    ['with a newline', `${TOKEN}\nx`],
  ])('refuses a token %s', (_name, raw) => {
    expect(() => metricsTokenFrom(raw)).toThrow(/METRICS_TOKEN/)
  })
})
