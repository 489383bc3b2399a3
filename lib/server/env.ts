/**
 * The site's server-side environment, read in this one module, so one place says what to set. Nothing here is
 * NEXT_PUBLIC_*. No secret has a fallback and no behaviour depends on a variable being absent:
 * instrumentation.ts calls assertServerEnv() when the server starts, so a
 * site without its secrets refuses to start; local conveniences are switched on by the launchers
 * in scripts/lib/stack.mjs.
 */
import { logLevelFrom, type LogLevel } from '@anapa/shared/logging/level'
import { metricsTokenFrom } from '@anapa/shared/metrics/access'
import { errorReportingSettings, type ErrorReportingSettings } from '@anapa/shared/errors/settings'
import { parseTrustedProxies, type TrustedProxies } from '@anapa/shared/net/clientAddress'

function secret(name: string): string {
  const value = process.env[name]
  if (value) return value
  throw new Error(
    `The site cannot start: ${name} is not set. Set ${name} in the site's environment (the same value as the ` +
      "CMS's). `npm start` and the test launchers generate local values.",
  )
}

/** An explicit switch: `true` or `false`; unset is `false`, anything else is refused. */
function flag(name: string): boolean {
  const raw = process.env[name]
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  throw new Error(`${name} must be "true" or "false", not "${raw}".`)
}

let trustedCache: { raw: string | undefined; parsed: TrustedProxies } | undefined
let errorReportingCache: { raw: string; parsed: ErrorReportingSettings } | undefined

/** IndexNow's key: 8 to 128 letters, digits and dashes (its documentation, https://www.indexnow.org/documentation). */
const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/

export const serverEnv = {
  /** The city REST API (docs/spec.md#7-calls-the-product-makes apiBaseUrl); our CMS locally. */
  get apiBaseUrl() {
    return (process.env.API_BASE_URL || 'http://127.0.0.1:3001').replace(/\/$/, '')
  },
  /** The site's own public origin: cookies get Secure on https, mutations must come from here. */
  get siteUrl() {
    return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
  },
  /**
   * TRUST_PROXY: the proxies in front of the site allowed to set X-Forwarded-For (addresses,
   * CIDRs, `loopback`, `private`); unset trusts none and the socket's peer is the client.
   */
  get trustProxy(): TrustedProxies {
    const raw = process.env.TRUST_PROXY
    if (!trustedCache || trustedCache.raw !== raw) trustedCache = { raw, parsed: parseTrustedProxies(raw) }
    return trustedCache.parsed
  },
  /** GRAPHQL_INTROSPECTION=true lets GraphQL tooling read the schema; off unless a launcher asks. */
  get graphqlIntrospection() {
    return flag('GRAPHQL_INTROSPECTION')
  },
  get revalidateSecret() {
    return secret('REVALIDATE_SECRET')
  },
  /** Checks the CMS's draft-preview tokens and signs the editor's read token; the CMS's value. */
  get previewSecret() {
    return secret('PREVIEW_SECRET')
  },
  /**
   * GEOCODER (`nominatim` or `yandex`), GEOCODER_URL and, for Yandex, GEOCODER_API_KEY: the street
   * address of an appeal's point (graphql/geocoder). Unset: no address, the nearest object only.
   */
  get geocoder(): GeocoderSettings | null {
    const provider = process.env.GEOCODER
    if (!provider) return null
    if (provider !== 'nominatim' && provider !== 'yandex') {
      throw new Error(`GEOCODER must be "nominatim" or "yandex", not "${provider}".`)
    }
    const url = process.env.GEOCODER_URL
    if (!url) throw new Error('GEOCODER is set, so GEOCODER_URL must name its address.')
    const apiKey = process.env.GEOCODER_API_KEY ?? null
    if (provider === 'yandex' && !apiKey) throw new Error('GEOCODER=yandex needs GEOCODER_API_KEY.')
    return { provider, url: url.replace(/\/$/, ''), apiKey }
  },
  /**
   * REDIS_URL: the ISR cache the instances share (next.config.ts loads its handler when set, before
   * this module can be read); here for the readiness check, which pings it (lib/server/health).
   */
  get redisUrl(): string | null {
    return process.env.REDIS_URL || null
  },
  /**
   * YANDEX_VERIFICATION: the code Яндекс Вебмастер gives for the `<meta name="yandex-verification">`
   * tag; unset, no tag. Letters, digits, `-` and `_` only, so it can never break out of the attribute.
   */
  get yandexVerification(): string | null {
    const code = process.env.YANDEX_VERIFICATION?.trim()
    if (!code) return null
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(code)) {
      throw new Error('YANDEX_VERIFICATION must be the code from Яндекс Вебмастер: letters, digits, "-" and "_".')
    }
    return code
  },
  /**
   * INDEXNOW_KEY: the key the CMS announces publications with (docs/operations.md#indexnow), the
   * same value as the CMS's. The site serves it as `/{key}.txt` for the search engines to check;
   * unset, that file does not exist.
   */
  get indexNowKey(): string | null {
    const key = process.env.INDEXNOW_KEY?.trim()
    if (!key) return null
    if (!INDEXNOW_KEY_PATTERN.test(key)) throw new Error('INDEXNOW_KEY must be 8–128 letters, digits or dashes.')
    return key
  },
  /**
   * METRICS_TOKEN: the bearer token Prometheus scrapes `/metrics` with (docs/operations.md#metrics);
   * unset, `/metrics` answers 404.
   */
  get metricsToken(): string | null {
    return metricsTokenFrom(process.env.METRICS_TOKEN)
  },
  /** LOG_LEVEL: the least level the site's JSON log writes (docs/operations.md#request-ids); `info` unset. */
  get logLevel(): LogLevel {
    return logLevelFrom(process.env.LOG_LEVEL)
  },
  /**
   * SENTRY_DSN (with SENTRY_ENVIRONMENT, SENTRY_RELEASE): where server errors are reported, scrubbed of
   * personal data (docs/operations.md#error-reporting); unset, nothing is sent. A DSN that does not
   * parse stops the site at start.
   */
  get errorReporting(): ErrorReportingSettings {
    const raw = [
      process.env.SENTRY_DSN,
      process.env.SENTRY_ENVIRONMENT,
      process.env.SENTRY_RELEASE,
      process.env.NODE_ENV,
    ].join('\n')
    if (!errorReportingCache || errorReportingCache.raw !== raw) {
      errorReportingCache = { raw, parsed: errorReportingSettings(process.env) }
    }
    return errorReportingCache.parsed
  },
}

export type GeocoderSettings = { provider: 'nominatim' | 'yandex'; url: string; apiKey: string | null }

/** Reads every required setting once, so a misconfigured site stops at start with the reason. */
export function assertServerEnv(): void {
  void serverEnv.revalidateSecret
  void serverEnv.previewSecret
  void serverEnv.trustProxy
  void serverEnv.graphqlIntrospection
  void serverEnv.geocoder
  void serverEnv.yandexVerification
  void serverEnv.indexNowKey
  void serverEnv.metricsToken
  void serverEnv.logLevel
  void serverEnv.errorReporting
}
