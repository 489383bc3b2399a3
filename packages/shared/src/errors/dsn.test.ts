import { authHeader, parseDsn } from './dsn'
import { errorReportingSettings } from './settings'

describe('parseDsn', () => {
  it('is null, so nothing is sent, when SENTRY_DSN is unset or blank', () => {
    expect(parseDsn(undefined)).toBeNull()
    expect(parseDsn('')).toBeNull()
    expect(parseDsn('   ')).toBeNull()
  })

  it.each<[string, string, string, string]>([
    [
      'Sentry',
      'https://0a1b2c3d4e5f@o12345.ingest.sentry.io/4506',
      'https://o12345.ingest.sentry.io/api/4506/envelope/',
      '0a1b2c3d4e5f',
    ],
    [
      'GlitchTip',
      'https://f00dcafe@glitchtip.anapa.example/3',
      'https://glitchtip.anapa.example/api/3/envelope/',
      'f00dcafe',
    ],
    [
      'a port and a path prefix',
      'https://abc123@errors.example.ru:8443/sentry/7',
      'https://errors.example.ru:8443/sentry/api/7/envelope/',
      'abc123',
    ],
    [
      'the deprecated secret',
      'https://abc123:s3cr3t@errors.example.ru/7',
      'https://errors.example.ru/api/7/envelope/',
      'abc123',
    ],
    ['a stand-in on loopback', 'http://key1@127.0.0.1:3196/1', 'http://127.0.0.1:3196/api/1/envelope/', 'key1'],
  ])('reads %s', (_name, raw, envelopeUrl, publicKey) => {
    expect(parseDsn(raw)).toEqual({ envelopeUrl, publicKey, projectId: envelopeUrl.split('/api/')[1]!.split('/')[0] })
  })

  it.each<[string, string]>([
    ['not a URL', 'sentry please'],
    ['no key', 'https://errors.example.ru/7'],
    ['no project', 'https://abc123@errors.example.ru/'],
    ['a project that is not a number', 'https://abc123@errors.example.ru/anapa'],
    ['plain http off this machine', 'http://abc123@errors.example.ru/7'],
    ['another scheme', 'ftp://abc123@errors.example.ru/7'],
    ['a query', 'https://abc123@errors.example.ru/7?x=1'],
    ['a key with odd characters', 'https://a%2Fb@errors.example.ru/7'],
  ])('refuses %s, naming the variable and not its value', (_name, raw) => {
    expect(() => parseDsn(raw)).toThrow(/^SENTRY_DSN is not a usable DSN/)
    try {
      parseDsn(raw)
    } catch (error) {
      expect((error as Error).message).not.toContain('abc123')
    }
  })

  it('authenticates with the key and names our client', () => {
    const dsn = parseDsn('https://f00dcafe@glitchtip.anapa.example/3')!
    expect(authHeader(dsn, 'anapa/1')).toBe('Sentry sentry_version=7, sentry_key=f00dcafe, sentry_client=anapa/1')
  })
})

describe('errorReportingSettings', () => {
  it('labels events with SENTRY_ENVIRONMENT, else NODE_ENV, and SENTRY_RELEASE', () => {
    expect(errorReportingSettings({ NODE_ENV: 'production' })).toEqual({ dsn: null, environment: 'production' })
    expect(
      errorReportingSettings({
        SENTRY_DSN: 'https://f00dcafe@glitchtip.anapa.example/3',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'anapa@2026.11.29',
        NODE_ENV: 'production',
      }),
    ).toEqual({
      dsn: expect.objectContaining({ projectId: '3' }),
      environment: 'staging',
      release: 'anapa@2026.11.29',
    })
  })

  it('refuses a label with spaces and a DSN that does not parse', () => {
    expect(() => errorReportingSettings({ SENTRY_RELEASE: 'new build' })).toThrow(/SENTRY_RELEASE must be/)
    expect(() => errorReportingSettings({ SENTRY_DSN: 'glitchtip' })).toThrow(/SENTRY_DSN/)
  })
})
