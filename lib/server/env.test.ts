import { assertServerEnv, serverEnv } from './env'

/** Runs `check` with exactly these variables in the environment. */
function withEnv(vars: Record<string, string | undefined>, check: () => void) {
  const saved = process.env
  process.env = { ...vars } as NodeJS.ProcessEnv
  try {
    check()
  } finally {
    process.env = saved
  }
}

const complete = { REVALIDATE_SECRET: 'r'.repeat(64), PREVIEW_SECRET: 'v'.repeat(64) }

// The site fails closed; instrumentation.ts runs assertServerEnv() at start.
describe('site env', () => {
  it('refuses to start without REVALIDATE_SECRET, naming the variable to set', () => {
    withEnv({}, () => {
      expect(() => assertServerEnv()).toThrow(
        /The site cannot start: REVALIDATE_SECRET is not set\. Set REVALIDATE_SECRET/,
      )
      expect(() => serverEnv.revalidateSecret).toThrow(/REVALIDATE_SECRET is not set/)
    })
  })

  it('refuses to start without PREVIEW_SECRET, the draft-preview secret it shares with the CMS', () => {
    withEnv({ REVALIDATE_SECRET: 'r'.repeat(64) }, () => {
      expect(() => assertServerEnv()).toThrow(/The site cannot start: PREVIEW_SECRET is not set/)
    })
  })

  it('starts with its secret and switches on no local convenience', () => {
    withEnv(complete, () => {
      expect(() => assertServerEnv()).not.toThrow()
      expect(serverEnv.graphqlIntrospection).toBe(false)
      expect(serverEnv.trustProxy).toEqual([])
    })
  })

  it('turns GraphQL introspection on only with GRAPHQL_INTROSPECTION=true', () => {
    withEnv({ ...complete, GRAPHQL_INTROSPECTION: 'true' }, () => expect(serverEnv.graphqlIntrospection).toBe(true))
    withEnv({ ...complete, GRAPHQL_INTROSPECTION: 'false' }, () => expect(serverEnv.graphqlIntrospection).toBe(false))
    withEnv({ ...complete, GRAPHQL_INTROSPECTION: 'on' }, () =>
      expect(() => assertServerEnv()).toThrow(/GRAPHQL_INTROSPECTION must be "true" or "false"/),
    )
  })

  it('refuses an unreadable TRUST_PROXY at start, including the old TRUST_PROXY=true', () => {
    withEnv({ ...complete, TRUST_PROXY: 'true' }, () => expect(() => assertServerEnv()).toThrow(/TRUST_PROXY="true"/))
    withEnv({ ...complete, TRUST_PROXY: 'loopback' }, () => expect(serverEnv.trustProxy).toHaveLength(2))
  })

  it('reads the Яндекс Вебмастер code from YANDEX_VERIFICATION, none when unset, refusing markup', () => {
    withEnv(complete, () => expect(serverEnv.yandexVerification).toBeNull())
    withEnv({ ...complete, YANDEX_VERIFICATION: ' 0a1b2c3d4e5f6789 ' }, () =>
      expect(serverEnv.yandexVerification).toBe('0a1b2c3d4e5f6789'),
    )
    withEnv({ ...complete, YANDEX_VERIFICATION: '"><script>' }, () =>
      expect(() => assertServerEnv()).toThrow(/YANDEX_VERIFICATION must be the code from Яндекс Вебмастер/),
    )
  })

  it('reports errors only with SENTRY_DSN, and refuses to start with one that does not parse', () => {
    withEnv(complete, () => expect(serverEnv.errorReporting.dsn).toBeNull())
    withEnv({ ...complete, SENTRY_DSN: 'https://f00dcafe@glitchtip.anapa.example/3' }, () =>
      expect(serverEnv.errorReporting.dsn?.envelopeUrl).toBe('https://glitchtip.anapa.example/api/3/envelope/'),
    )
    withEnv({ ...complete, SENTRY_DSN: 'glitchtip.anapa.example' }, () =>
      expect(() => assertServerEnv()).toThrow(/SENTRY_DSN is not a usable DSN/),
    )
  })
})

describe('METRICS_TOKEN', () => {
  it('is off (null) unless set, and a malformed one stops the site at start', () => {
    withEnv(complete, () => expect(serverEnv.metricsToken).toBeNull())
    withEnv({ ...complete, METRICS_TOKEN: 'm'.repeat(40) }, () => expect(serverEnv.metricsToken).toBe('m'.repeat(40)))
    withEnv({ ...complete, METRICS_TOKEN: 'short' }, () => expect(() => assertServerEnv()).toThrow(/METRICS_TOKEN/))
  })
})
