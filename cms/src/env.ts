/**
 * The CMS reads its environment here and nowhere else, so one place says what to set. It is imported at start
 * (payload.config, and instrumentation.ts before the first request), so a missing secret or an
 * unreadable setting stops the CMS with a message that names what to set.
 *
 * Nothing has a committed fallback that matters for safety, and nothing depends on a variable
 * being absent: local conveniences (the SMS outbox, the seeded editor,
 * trusting the gateway's X-Forwarded-For) are switched on by the local launchers in
 * scripts/lib/stack.mjs, and `npm start` generates the local secrets into var/secrets.json.
 */
import { isMainThread } from 'node:worker_threads'

import { logLevelFrom } from '@anapa/shared/logging/level'
import { metricsTokenFrom } from '@anapa/shared/metrics/access'
import { errorReportingSettings } from '@anapa/shared/errors/settings'
import { parseTrustedProxies } from '@anapa/shared/net/clientAddress'
import { DEFAULT_SENDER } from './alerts/cap'
import { MARINE_PROVIDERS, type MarineConfig } from './marine/provider'
import { refreshCron } from './marine/schedule'
import type { SmsConfig } from './sms/provider'

// Every file the CMS creates (the SQLite database and its -wal/-shm, uploads, the SMS outbox)
// holds residents' data or codes: readable by this user only. Worker threads share the process
// umask and may not set it.
if (isMainThread) process.umask(0o077)

const LOCAL_HINT = '`npm start` and the test launchers generate local values.'

function missing(names: readonly string[]): Error {
  return new Error(
    `The CMS cannot start: ${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} not set. ` +
      `Set ${names.length > 1 ? 'them' : 'it'} in the CMS's environment (long random strings). ${LOCAL_HINT}`,
  )
}

function secrets<const N extends string>(names: readonly N[]): Record<N, string> {
  const absent = names.filter((name) => !process.env[name])
  if (absent.length > 0) throw missing(absent)
  return Object.fromEntries(names.map((name) => [name, process.env[name]!])) as Record<N, string>
}

/** An explicit switch: `true` or `false`; unset is `false`, anything else is refused. */
export function flag(name: string): boolean {
  const raw = process.env[name]
  if (raw === undefined || raw === '' || raw === 'false') return false
  if (raw === 'true') return true
  throw new Error(`${name} must be "true" or "false", not "${raw}".`)
}

export const SMS_PROVIDER_MISSING =
  'The CMS cannot start: SMS_PROVIDER is not set. Set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_HTTP_TOKEN ' +
  '(the SMS gateway). SMS_PROVIDER=outbox writes one-time codes to a local file in clear: local runs and tests only.'

/**
 * SMS_PROVIDER has no default: the outbox is a local convenience the launchers choose
 * (docs/architecture.md#4-session-and-security-rules).
 */
function smsConfig(): SmsConfig {
  const provider = process.env.SMS_PROVIDER
  if (!provider) throw new Error(SMS_PROVIDER_MISSING)
  if (provider === 'outbox') {
    return { provider, outboxFile: process.env.SMS_OUTBOX_FILE || 'var/sms-outbox.jsonl' }
  }
  if (provider === 'http') {
    const url = process.env.SMS_HTTP_URL
    const token = process.env.SMS_HTTP_TOKEN
    if (!url || !token) {
      throw new Error(
        'SMS_PROVIDER=http needs SMS_HTTP_URL (the gateway endpoint) and SMS_HTTP_TOKEN (its bearer token).',
      )
    }
    return { provider, url, token }
  }
  throw new Error(`SMS_PROVIDER must be "outbox" or "http", not "${provider}".`)
}

/** SEED_LOCAL_EDITOR=true makes the seed create editor@anapa.local with SEED_EDITOR_PASSWORD. */
function seedEditor(): { password: string } | null {
  if (!flag('SEED_LOCAL_EDITOR')) return null
  const password = process.env.SEED_EDITOR_PASSWORD
  if (!password) {
    throw new Error(
      "SEED_LOCAL_EDITOR=true needs SEED_EDITOR_PASSWORD, the local editor's password. `npm start` generates one " +
        'into var/secrets.json.',
    )
  }
  return { password }
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive integer, not "${raw}".`)
  return Number(raw)
}

const { PAYLOAD_SECRET, REVALIDATE_SECRET } = secrets(['PAYLOAD_SECRET', 'REVALIDATE_SECRET'])

/**
 * ALERTS_SENDER: CAP's `sender` of the official alerts (docs/architecture.md#10-open-standards-and-operations),
 * an address without spaces, commas, `<` or `&`; DEFAULT_SENDER when unset.
 */
function alertsSender(): string {
  const raw = process.env.ALERTS_SENDER
  if (!raw) return DEFAULT_SENDER
  if (!/^[^\s,<&]+$/.test(raw)) throw new Error(`ALERTS_SENDER must have no spaces, commas, < or &, not "${raw}".`)
  return raw
}

// Read at load like TICKET_SECRET and required where used; a running CMS reads it at start
// (instrumentation.node.ts), so a CMS without it refuses to start rather than build dead preview links.
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? ''

/** SEED_DEMO_RESIDENT=true makes the seed create the demo resident with SEED_RESIDENT_PASSWORD. */
function seedResident(): { password: string } | null {
  if (!flag('SEED_DEMO_RESIDENT')) return null
  const password = process.env.SEED_RESIDENT_PASSWORD
  if (!password) {
    throw new Error(
      "SEED_DEMO_RESIDENT=true needs SEED_RESIDENT_PASSWORD, the demo resident's password. `npm start` generates one " +
        'into var/secrets.json.',
    )
  }
  return { password }
}

export type PaymentProviderName = 'test'

export const PAYMENT_TEST_IN_PRODUCTION =
  'The CMS cannot start: PAYMENT_PROVIDER=test marks bookings paid without money and is refused in production. ' +
  'Plug in a real acquirer (docs/decisions/0019-appeals-and-bookings-in-the-cms.md, "Payments"); local stacks running a production build opt in with ' +
  'PAYMENT_TEST_ALLOWED=true.'

/**
 * PAYMENT_PROVIDER, like SMS_PROVIDER: `test` confirms payments through
 * POST /v1/bookings/{id}/pay. It is the default outside production; a production process refuses it
 * unless PAYMENT_TEST_ALLOWED=true, which only the local launchers (scripts/lib/stack.mjs) set, as
 * their stacks run production builds. A real acquirer plugs into bookings/payments.ts.
 */
function paymentProvider(): PaymentProviderName {
  const production = process.env.NODE_ENV === 'production'
  const provider = process.env.PAYMENT_PROVIDER || (production ? '' : 'test')
  if (!provider) {
    throw new Error(
      'The CMS cannot start: PAYMENT_PROVIDER is not set. Only "test" exists so far (docs/decisions/0019-appeals-and-bookings-in-the-cms.md).',
    )
  }
  if (provider !== 'test') throw new Error(`PAYMENT_PROVIDER must be "test", not "${provider}".`)
  if (production && !flag('PAYMENT_TEST_ALLOWED')) throw new Error(PAYMENT_TEST_IN_PRODUCTION)
  return provider
}

export type VapidConfig = { publicKey: string; privateKey: string; subject: string }

const VAPID_NAMES = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const

/** base64url of exactly `bytes` bytes (the VAPID key formats: 65-byte public point, 32-byte private scalar). */
const isKey = (value: string, bytes: number) =>
  /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes

/**
 * Web push: the VAPID key pair and subject. A production CMS refuses to start without
 * them (instrumentation.node.ts reads this at start), like the other secrets; outside production a
 * CMS without them simply sends no push messages. `npm start` and the test launchers generate a
 * local pair into var/secrets.json.
 */
function vapidConfig(): VapidConfig | null {
  const absent = VAPID_NAMES.filter((name) => !process.env[name])
  if (absent.length === VAPID_NAMES.length && process.env.NODE_ENV !== 'production') return null
  if (absent.length > 0) {
    throw new Error(
      `The CMS cannot start: ${absent.join(', ')} ${absent.length > 1 ? 'are' : 'is'} not set. Web push needs ` +
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (a P-256 pair, base64url, e.g. from `npx web-push generate-vapid-keys`) ' +
        `and VAPID_SUBJECT (mailto:… or https://…). ${LOCAL_HINT}`,
    )
  }
  const publicKey = process.env.VAPID_PUBLIC_KEY!
  const privateKey = process.env.VAPID_PRIVATE_KEY!
  const subject = process.env.VAPID_SUBJECT!
  if (!isKey(publicKey, 65)) throw new Error('VAPID_PUBLIC_KEY must be a 65-byte P-256 public key in base64url.')
  if (!isKey(privateKey, 32)) throw new Error('VAPID_PRIVATE_KEY must be a 32-byte P-256 private key in base64url.')
  if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, not "${subject}".`)
  }
  return { publicKey, privateKey, subject }
}

export type S3Config = {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const S3_NAMES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** S3's bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/**
 * S3-compatible storage for the uploads (media, permit scans, appeal photos;
 * docs/decisions/0038-media-on-s3.md): all five S3_* settings, or none (then the files stay on local
 * disk under MEDIA_DIR, SCANS_DIR and APPEAL_PHOTOS_DIR). Some but not all is a mistake that would
 * otherwise split residents' files between a bucket and one host's disk, so it stops the CMS.
 * S3_FORCE_PATH_STYLE=true addresses the bucket as <endpoint>/<bucket> (most S3-compatible servers).
 */
function s3Config(): S3Config | null {
  const absent = S3_NAMES.filter((name) => !process.env[name])
  const pathStyleSet = Boolean(process.env.S3_FORCE_PATH_STYLE)
  if (absent.length === S3_NAMES.length && !pathStyleSet) return null
  if (absent.length > 0) {
    throw new Error(
      `The CMS cannot start: S3 storage is only partly configured, ${absent.join(', ')} ` +
        `${absent.length > 1 ? 'are' : 'is'} not set. Set all of ${S3_NAMES.join(', ')} (and S3_FORCE_PATH_STYLE=true ` +
        'for a server that wants path-style addresses) to keep uploads in S3-compatible storage, or none of them to keep ' +
        'them on local disk (MEDIA_DIR, SCANS_DIR, APPEAL_PHOTOS_DIR).',
    )
  }
  const bucket = process.env.S3_BUCKET!
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(`S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, hyphens), not "${bucket}".`)
  }
  const endpoint = process.env.S3_ENDPOINT!
  let url: URL | null = null
  try {
    url = new URL(endpoint)
  } catch {
    url = null
  }
  // The keys go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, never in the address (not echoed back here).
  if (url && (url.username || url.password)) {
    throw new Error('S3_ENDPOINT must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead.')
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== endpoint.replace(/\/$/, '')) {
    throw new Error(`S3_ENDPOINT must be the storage's origin, such as https://storage.example.ru, not "${endpoint}".`)
  }
  // Passport scans travel to it: in clear only to a server on this machine (the tests' stand-in).
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      `S3_ENDPOINT must use https (residents' scans travel to it); plain http only on loopback, not "${endpoint}".`,
    )
  }
  return {
    bucket,
    endpoint: url.origin,
    region: process.env.S3_REGION!,
    accessKeyId: process.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE'),
  }
}

/**
 * PUSH_EXTRA_ENDPOINT_ORIGINS: origins (scheme, host and port) a push subscription's endpoint may
 * have besides the known push services, comma-separated. Only the test and e2e launchers set it,
 * for a stand-in push service on loopback; the CMS POSTs to no other address (SSRF).
 */
function origins(name: string): string[] {
  const raw = process.env[name]
  if (!raw) return []
  return raw.split(',').map((part) => {
    const value = part.trim()
    let origin = ''
    try {
      origin = new URL(value).origin
    } catch {
      origin = ''
    }
    if (!origin || origin === 'null' || origin !== value.replace(/\/$/, '')) {
      throw new Error(`${name} must list origins such as http://127.0.0.1:3198, not "${value}".`)
    }
    return origin
  })
}

/**
 * A base address of a marine feed API (MARINE_API_URL, WEATHER_API_URL): http(s), no credentials,
 * query or fragment; plain http only on loopback (the tests' stand-in), as bathers act on what it says.
 */
function apiBase(name: string, fallback: string): string {
  const raw = process.env[name]
  if (!raw) return fallback
  let url: URL | null = null
  try {
    url = new URL(raw)
  } catch {
    url = null
  }
  if (url && (url.username || url.password)) throw new Error(`${name} must not carry credentials.`)
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) address without a query, such as ${fallback}, not "${raw}".`)
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`${name} must use https; plain http only on loopback, not "${raw}".`)
  }
  return url.href.replace(/\/+$/, '')
}

/**
 * The marine feed (docs/decisions/0043-marine-feed.md): MARINE_PROVIDER `none` (the default, so
 * dev and CI without internet fetch nothing) or `open-meteo`; the two APIs' bases; and
 * MARINE_REFRESH_SECONDS, hourly by default (the integration tests' CMS refreshes every 2 s).
 */
function marineConfig(): MarineConfig {
  const refreshSeconds = positiveInt('MARINE_REFRESH_SECONDS', 3600)
  if (!refreshCron(refreshSeconds)) {
    throw new Error(
      `MARINE_REFRESH_SECONDS must divide a minute, an hour or a day evenly (2, 60, 900, 3600…), not "${refreshSeconds}".`,
    )
  }
  const marineApiUrl = apiBase('MARINE_API_URL', 'https://marine-api.open-meteo.com')
  const weatherApiUrl = apiBase('WEATHER_API_URL', 'https://api.open-meteo.com')
  const provider = process.env.MARINE_PROVIDER || 'none'
  if (provider === 'none') return { provider, refreshSeconds }
  if (provider === 'open-meteo') return { provider, marineApiUrl, weatherApiUrl, refreshSeconds }
  throw new Error(`MARINE_PROVIDER must be ${MARINE_PROVIDERS.map((p) => `"${p}"`).join(' or ')}, not "${provider}".`)
}

export type EmailConfig = { from: { address: string; name: string } } & (
  { transport: 'smtp'; url: string } | { transport: 'outbox'; outboxFile: string }
)

/** The name residents and editors see as the sender. */
export const EMAIL_FROM_NAME = 'Портал Анапы'

export const EMAIL_OUTBOX_IN_PRODUCTION =
  "The CMS cannot start: SMTP_URL is not set, so e-mail (editors' password resets, residents' tickets) would be " +
  'written to a local file in clear. Set SMTP_URL (smtp:// or smtps://, e.g. smtps://user:password@smtp.example.ru:465) ' +
  'and SMTP_FROM; local stacks running a production build opt in to the file with EMAIL_OUTBOX_ALLOWED=true.'

/** A bare address: something@host, no spaces, commas or angle brackets (the display name is EMAIL_FROM_NAME). */
const BARE_ADDRESS = /^[^\s@<>,"]+@[^\s@<>,"]+$/

/**
 * E-mail (docs/operations.md#e-mail): SMTP_URL, a nodemailer connection URL, sends through that
 * server, from SMTP_FROM. Without it messages go to the outbox file (EMAIL_OUTBOX_FILE), like
 * PAYMENT_PROVIDER's `test`: the default outside production, refused by a production process unless
 * EMAIL_OUTBOX_ALLOWED=true, which only the local launchers set (scripts/lib/stack.mjs).
 * The URL carries the server's password, so no message here repeats it.
 */
function emailConfig(): EmailConfig {
  const fromRaw = process.env.SMTP_FROM
  if (fromRaw && !BARE_ADDRESS.test(fromRaw)) {
    throw new Error(`SMTP_FROM must be a bare e-mail address such as noreply@anapa.ru, not "${fromRaw}".`)
  }
  const url = process.env.SMTP_URL
  if (url) {
    let parsed: URL | null = null
    try {
      parsed = new URL(url)
    } catch {
      parsed = null
    }
    if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) {
      throw new Error('SMTP_URL must be an smtp:// or smtps:// address of the mail server (its value is not shown).')
    }
    if (!fromRaw) throw new Error("SMTP_URL needs SMTP_FROM, the sender's address (e.g. noreply@anapa.ru).")
    return { transport: 'smtp', url, from: { address: fromRaw, name: EMAIL_FROM_NAME } }
  }
  if (process.env.NODE_ENV === 'production' && !flag('EMAIL_OUTBOX_ALLOWED'))
    throw new Error(EMAIL_OUTBOX_IN_PRODUCTION)
  return {
    transport: 'outbox',
    outboxFile: process.env.EMAIL_OUTBOX_FILE || 'var/email-outbox.jsonl',
    from: { address: fromRaw || 'noreply@anapa.local', name: EMAIL_FROM_NAME },
  }
}

export type IndexNowConfig = { endpoint: string; key: string; keyLocation: string | null }

/** IndexNow's key: 8 to 128 letters, digits and dashes (https://www.indexnow.org/documentation). */
const INDEXNOW_KEY = /^[A-Za-z0-9-]{8,128}$/

/**
 * IndexNow (docs/operations.md#indexnow): INDEXNOW_KEY and INDEXNOW_ENDPOINT together, or neither
 * (then nothing is sent). INDEXNOW_KEY_LOCATION, optional, is where the site serves the key file
 * when not at `/{key}.txt`. The endpoint is https, plain http only on loopback (the tests' stand-in).
 */
function indexNowConfig(): IndexNowConfig | null {
  const key = process.env.INDEXNOW_KEY
  const endpoint = process.env.INDEXNOW_ENDPOINT
  if (!key && !endpoint) return null
  if (!key || !endpoint) {
    throw new Error(
      `The CMS cannot start: IndexNow is only partly configured, ${key ? 'INDEXNOW_ENDPOINT' : 'INDEXNOW_KEY'} is not ` +
        'set. Set both (e.g. INDEXNOW_ENDPOINT=https://yandex.com/indexnow), or neither to send nothing.',
    )
  }
  if (!INDEXNOW_KEY.test(key)) throw new Error('INDEXNOW_KEY must be 8–128 letters, digits or dashes.')
  let url: URL | null = null
  try {
    url = new URL(endpoint)
  } catch {
    url = null
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Error(
      `INDEXNOW_ENDPOINT must be an https address such as https://yandex.com/indexnow, not "${endpoint}".`,
    )
  }
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(`INDEXNOW_ENDPOINT must use https; plain http only on loopback, not "${endpoint}".`)
  }
  const keyLocation = process.env.INDEXNOW_KEY_LOCATION || null
  if (keyLocation && !/^https?:\/\/\S+$/.test(keyLocation)) {
    throw new Error(`INDEXNOW_KEY_LOCATION must be the key file's full address, not "${keyLocation}".`)
  }
  return { endpoint: url.href, key, keyLocation }
}

// Read at load like the other secrets, but required only where a ticket is signed: tools that load
// the config (types, migrations) need none.
const TICKET_SECRET = process.env.TICKET_SECRET ?? ''

let sms: SmsConfig | undefined
let payment: PaymentProviderName | undefined
let email: EmailConfig | undefined
// Read at load (the environment of the start), refused when used: tools that only load the config
// need no keys, and a running CMS reads `env.vapid` at start (instrumentation.node.ts).
const VAPID: VapidConfig | null | Error = (() => {
  try {
    return vapidConfig()
  } catch (error) {
    return error as Error
  }
})()

export const env = {
  payloadSecret: PAYLOAD_SECRET,
  /**
   * METRICS_TOKEN: the bearer token Prometheus scrapes `/metrics` with (docs/operations.md#metrics);
   * unset, `/metrics` answers 404.
   */
  metricsToken: metricsTokenFrom(process.env.METRICS_TOKEN),
  /** LOG_LEVEL: the least level the CMS's JSON log writes (docs/operations.md#request-ids); `info` unset. */
  logLevel: logLevelFrom(process.env.LOG_LEVEL),
  databaseUrl: process.env.DATABASE_URL || 'file:var/cms.db',
  mediaDir: process.env.MEDIA_DIR || 'var/media',
  /** Residents' document scans: private files, read only through access-checked calls. */
  scansDir: process.env.SCANS_DIR || 'var/scans',
  /**
   * A resident permit runs this many months from the approval day (docs/decisions/0017-cars-and-permits-in-the-cms.md).
   */
  residentPermitMonths: positiveInt('RESIDENT_PERMIT_MONTHS', 12),
  /** Photos of appeals to the care service: private files like the scans. */
  appealPhotosDir: process.env.APPEAL_PHOTOS_DIR || 'var/appeal-photos',
  /**
   * The public copies of approved appeal photos, blurred where an editor asked and without metadata
   * (docs/decisions/0056-photo-blur.md): private too, served only by GET /v1/public/appeals/photos/{id}.
   * A cache of this CMS host's own, always on local disk (made again from the original when missing),
   * so it is not backed up; next to APPEAL_PHOTOS_DIR unless APPEAL_PHOTOS_BLURRED_DIR says otherwise.
   */
  appealPhotosBlurredDir:
    process.env.APPEAL_PHOTOS_BLURRED_DIR || `${process.env.APPEAL_PHOTOS_DIR || 'var/appeal-photos'}-blurred`,
  /**
   * S3-compatible storage for every upload collection, or null for local disk (the directories above);
   * docs/decisions/0038-media-on-s3.md.
   */
  s3: s3Config(),
  /** Minutes an unpaid booking holds its seats (docs/decisions/0019-appeals-and-bookings-in-the-cms.md). */
  bookingHoldMinutes: positiveInt('BOOKING_HOLD_MINUTES', 15),
  get payment(): PaymentProviderName {
    payment ??= paymentProvider()
    return payment
  },
  /** Signs tickets (HMAC-SHA256); generated per install like the other local secrets. Read when a ticket is signed. */
  get ticketSecret(): string {
    if (!TICKET_SECRET) throw missing(['TICKET_SECRET'])
    return TICKET_SECRET
  },
  /**
   * Signs the editors' draft-preview tokens (packages/shared/src/preview/token.ts); the
   * site holds the same value. Checked at start by instrumentation.node.ts.
   */
  get previewSecret(): string {
    if (!PREVIEW_SECRET) throw missing(['PREVIEW_SECRET'])
    return PREVIEW_SECRET
  },
  /** VAPID keys for web push, or null outside production when none are set (then nothing is pushed). */
  get vapid(): VapidConfig | null {
    if (VAPID instanceof Error) throw VAPID
    return VAPID
  },
  /** Origins allowed for push endpoints besides the known push services (tests' stand-in service). */
  pushExtraOrigins: origins('PUSH_EXTRA_ENDPOINT_ORIGINS'),
  /**
   * Seconds between sweeps for scheduled push deliveries
   * (docs/decisions/0020-favourites-notifications-push-in-the-cms.md).
   */
  pushSweepSeconds: positiveInt('PUSH_SWEEP_SECONDS', 60),
  /**
   * Seconds between sweeps of expired drafts (docs/decisions/0035-drafts-on-the-server-and-confirmation.md): hourly.
   */
  draftSweepSeconds: positiveInt('DRAFT_SWEEP_SECONDS', 3600),
  /** The `sender` an alert gets when its editor leaves it empty. */
  alertsSender: alertsSender(),
  /**
   * Hours a beach's bathing status stands without the desk confirming it; after that it reads
   * «Статус не подтверждён» (docs/decisions/0042-beach-conditions.md).
   */
  conditionsStaleHours: positiveInt('CONDITIONS_STALE_HOURS', 24),
  /** Where the site lives: the revalidation hooks POST to `${siteUrl}/api/revalidate`. */
  siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  revalidateSecret: REVALIDATE_SECRET,
  /** The public base of this API; media URLs in REST answers are absolute against it. */
  apiBaseUrl: (process.env.API_BASE_URL || 'http://127.0.0.1:3001').replace(/\/$/, ''),
  /**
   * The local editor the seed creates (docs/architecture.md#7-runtime-conventions-commands-ports-data), only when
   * SEED_LOCAL_EDITOR=true.
   */
  seedEditor: seedEditor(),
  /** The demo resident the seed creates, only when SEED_DEMO_RESIDENT=true. */
  seedResident: seedResident(),
  get sms(): SmsConfig {
    sms ??= smsConfig()
    return sms
  },
  /** SMTP, or the outbox file where no server is set (refused in production without EMAIL_OUTBOX_ALLOWED). */
  get email(): EmailConfig {
    email ??= emailConfig()
    return email
  },
  /** Where editors' publications are announced to search engines, or null to announce nothing. */
  indexNow: indexNowConfig(),
  /** Code sends allowed per client IP per hour (docs/architecture.md#4-session-and-security-rules: 30 by default). */
  smsIpHourlyLimit: positiveInt('SMS_IP_HOURLY_LIMIT', 30),
  /**
   * TRUST_PROXY: the hops allowed to call the CMS with `x-forwarded-for` (addresses, CIDRs,
   * `loopback`, `private`); unset trusts none. See residents/clientIp.ts.
   */
  trustProxy: parseTrustedProxies(process.env.TRUST_PROXY),
  /** Where the sea's temperature, waves, wind and UV per beach come from, and how often. */
  marine: marineConfig(),
  /**
   * SENTRY_DSN (with SENTRY_ENVIRONMENT, SENTRY_RELEASE): where server errors are reported, scrubbed of
   * personal data (docs/operations.md#error-reporting); unset, nothing is sent. Read at load, so a DSN
   * that does not parse stops the CMS at start.
   */
  errorReporting: errorReportingSettings(process.env),
}

// A running CMS refuses a missing or unknown SMS or payment provider, or e-mail it may not send, at once.
void env.sms
void env.payment
void env.email
