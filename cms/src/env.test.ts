import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { env as Env } from './env'

/** The CMS's env module, imported afresh under exactly these variables. */
function loadEnv(vars: Record<string, string | undefined>): typeof Env {
  const saved = process.env
  process.env = { ...vars } as NodeJS.ProcessEnv
  try {
    let loaded: typeof Env | undefined
    jest.isolateModules(() => {
      loaded = (require('./env') as { env: typeof Env }).env
    })
    return loaded!
  } finally {
    process.env = saved
  }
}

const complete = {
  PAYLOAD_SECRET: 'p'.repeat(64),
  REVALIDATE_SECRET: 'r'.repeat(64),
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example/send',
  SMS_HTTP_TOKEN: 't',
}
const without = (name: keyof typeof complete) => ({ ...complete, [name]: undefined })

// The CMS fails closed (docs/architecture.md#4-session-and-security-rules). Nothing hinges on APP_ENV, nothing secret
// has a fallback.
describe('CMS env', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))

  it('starts with its secrets and an SMS gateway, and switches on no local convenience', () => {
    const env = loadEnv(complete)
    expect(env.payloadSecret).toBe(complete.PAYLOAD_SECRET)
    expect(env.sms).toEqual({ provider: 'http', url: complete.SMS_HTTP_URL, token: 't' })
    expect(env.seedEditor).toBeNull()
    expect(env.trustProxy).toEqual([])
  })

  it.each(['PAYLOAD_SECRET', 'REVALIDATE_SECRET'] as const)(
    'refuses to load without %s, naming the variable to set',
    (name) => {
      expect(() => loadEnv(without(name))).toThrow(new RegExp(`The CMS cannot start: ${name} is not set\\. Set it`))
    },
  )

  it('refuses the draft-preview secret only where it is read: the start check and the preview links', () => {
    expect(() => loadEnv(complete).previewSecret).toThrow(/The CMS cannot start: PREVIEW_SECRET is not set/)
    expect(loadEnv({ ...complete, PREVIEW_SECRET: 'v'.repeat(64) }).previewSecret).toBe('v'.repeat(64))
  })

  it('names every missing secret at once', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'outbox' })).toThrow(/PAYLOAD_SECRET, REVALIDATE_SECRET are not set/)
  })

  it('refuses to start without SMS_PROVIDER instead of falling back to the outbox', () => {
    expect(() => loadEnv(without('SMS_PROVIDER'))).toThrow(/SMS_PROVIDER is not set\. Set SMS_PROVIDER=http/)
  })

  it('ignores APP_ENV: its absence switches nothing on', () => {
    expect(() => loadEnv({ ...without('SMS_PROVIDER'), APP_ENV: undefined })).toThrow(/SMS_PROVIDER is not set/)
    expect(loadEnv({ ...complete, APP_ENV: undefined }).seedEditor).toBeNull()
  })

  it('uses the outbox only when the launcher asks for it', () => {
    expect(loadEnv({ ...complete, SMS_PROVIDER: 'outbox', SMS_OUTBOX_FILE: '/tmp/o.jsonl' }).sms).toEqual({
      provider: 'outbox',
      outboxFile: '/tmp/o.jsonl',
    })
  })

  it('seeds the local editor only with SEED_LOCAL_EDITOR=true, and never with a default password', () => {
    expect(loadEnv({ ...complete, SEED_EDITOR_PASSWORD: 'x' }).seedEditor).toBeNull()
    expect(loadEnv({ ...complete, SEED_LOCAL_EDITOR: 'true', SEED_EDITOR_PASSWORD: 'chosen' }).seedEditor).toEqual({
      password: 'chosen',
    })
    expect(() => loadEnv({ ...complete, SEED_LOCAL_EDITOR: 'true' })).toThrow(
      /SEED_LOCAL_EDITOR=true needs SEED_EDITOR_PASSWORD/,
    )
    expect(() => loadEnv({ ...complete, SEED_LOCAL_EDITOR: 'yes' })).toThrow(
      /SEED_LOCAL_EDITOR must be "true" or "false"/,
    )
  })

  it('reads TRUST_PROXY as the list of trusted hops and refuses the old true/false form', () => {
    expect(loadEnv({ ...complete, TRUST_PROXY: 'loopback' }).trustProxy).toHaveLength(2)
    expect(() => loadEnv({ ...complete, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY="true" is not understood/)
  })

  it('makes every file the CMS creates afterwards readable by its owner only', () => {
    process.umask(0o022)
    loadEnv(complete)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-umask-'))
    try {
      const file = path.join(dir, 'cms.db')
      writeFileSync(file, 'data')
      expect(statSync(file).mode & 0o777).toBe(0o600)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

// Payments go through a provider like SMS; the test provider never takes money.
describe('CMS env: PAYMENT_PROVIDER and TICKET_SECRET', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))

  it('defaults to the test provider outside production', () => {
    expect(loadEnv({ ...complete, NODE_ENV: 'development' }).payment).toBe('test')
  })

  it('refuses the test provider in production unless the local launcher opts in', () => {
    expect(() => loadEnv({ ...complete, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(
      /PAYMENT_PROVIDER=test marks bookings paid without money and is refused in production/,
    )
    expect(() => loadEnv({ ...complete, NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER is not set/)
    expect(
      loadEnv({
        ...complete,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        PAYMENT_TEST_ALLOWED: 'true',
        EMAIL_OUTBOX_ALLOWED: 'true',
      }).payment,
    ).toBe('test')
  })

  it('refuses an unknown provider', () => {
    expect(() => loadEnv({ ...complete, PAYMENT_PROVIDER: 'yookassa' })).toThrow(/PAYMENT_PROVIDER must be "test"/)
  })

  it('reads TICKET_SECRET when a ticket is signed, naming it when it is missing', () => {
    expect(loadEnv({ ...complete, TICKET_SECRET: 's'.repeat(64) }).ticketSecret).toBe('s'.repeat(64))
    const env = loadEnv(complete)
    expect(() => env.ticketSecret).toThrow(/TICKET_SECRET is not set/)
  })

  it('holds unpaid bookings for BOOKING_HOLD_MINUTES, 15 by default', () => {
    expect(loadEnv(complete).bookingHoldMinutes).toBe(15)
    expect(loadEnv({ ...complete, BOOKING_HOLD_MINUTES: '5' }).bookingHoldMinutes).toBe(5)
    expect(() => loadEnv({ ...complete, BOOKING_HOLD_MINUTES: '0' })).toThrow(
      /BOOKING_HOLD_MINUTES must be a positive integer/,
    )
  })
})

// Web push keys fail closed in production like the other secrets.
describe('CMS env: VAPID keys and push endpoints', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))
  const vapid = {
    VAPID_PUBLIC_KEY: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 2).toString('base64url'),
    VAPID_SUBJECT: 'mailto:push@anapa.example',
  }
  const production = {
    ...complete,
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'test',
    PAYMENT_TEST_ALLOWED: 'true',
    EMAIL_OUTBOX_ALLOWED: 'true',
  }

  it('refuses to start in production without them, naming every missing variable', () => {
    const env = loadEnv(production)
    expect(() => env.vapid).toThrow(
      /The CMS cannot start: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT are not set/,
    )
    expect(() => loadEnv({ ...production, ...vapid, VAPID_SUBJECT: undefined }).vapid).toThrow(
      /VAPID_SUBJECT is not set/,
    )
  })

  it('reads a whole, well-formed set', () => {
    expect(loadEnv({ ...production, ...vapid }).vapid).toEqual({
      publicKey: vapid.VAPID_PUBLIC_KEY,
      privateKey: vapid.VAPID_PRIVATE_KEY,
      subject: vapid.VAPID_SUBJECT,
    })
  })

  it('refuses malformed keys and subjects, and half a set outside production too', () => {
    expect(() => loadEnv({ ...complete, ...vapid, VAPID_PUBLIC_KEY: 'abc' }).vapid).toThrow(/65-byte P-256 public key/)
    expect(() => loadEnv({ ...complete, ...vapid, VAPID_PRIVATE_KEY: 'abc' }).vapid).toThrow(/32-byte P-256 private/)
    expect(() => loadEnv({ ...complete, ...vapid, VAPID_SUBJECT: 'push@anapa' }).vapid).toThrow(/mailto: or https:/)
    expect(() => loadEnv({ ...complete, VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY }).vapid).toThrow(
      /is not set|are not set/,
    )
  })

  it('sends no push outside production when none is set', () => {
    expect(loadEnv(complete).vapid).toBeNull()
  })

  it('reads PUSH_EXTRA_ENDPOINT_ORIGINS as origins only', () => {
    expect(loadEnv(complete).pushExtraOrigins).toEqual([])
    expect(
      loadEnv({ ...complete, PUSH_EXTRA_ENDPOINT_ORIGINS: 'http://127.0.0.1:3198, https://push.test' })
        .pushExtraOrigins,
    ).toEqual(['http://127.0.0.1:3198', 'https://push.test'])
    expect(() => loadEnv({ ...complete, PUSH_EXTRA_ENDPOINT_ORIGINS: 'http://127.0.0.1:3198/path' })).toThrow(
      /PUSH_EXTRA_ENDPOINT_ORIGINS must list origins/,
    )
    expect(() => loadEnv({ ...complete, PUSH_EXTRA_ENDPOINT_ORIGINS: 'localhost' })).toThrow(/must list origins/)
  })
})

// Uploads go to a bucket only with the whole S3 set (docs/decisions/0038-media-on-s3.md).
describe('CMS env: S3 storage', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))
  const s3 = {
    S3_BUCKET: 'anapa-uploads',
    S3_ENDPOINT: 'https://storage.yandexcloud.net',
    S3_REGION: 'ru-central1',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  }

  it('keeps uploads on local disk when no S3_* is set', () => {
    expect(loadEnv(complete).s3).toBeNull()
  })

  it('reads a whole set, path style off unless switched on', () => {
    expect(loadEnv({ ...complete, ...s3 }).s3).toEqual({
      bucket: 'anapa-uploads',
      endpoint: 'https://storage.yandexcloud.net',
      region: 'ru-central1',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      forcePathStyle: false,
    })
    expect(loadEnv({ ...complete, ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true)
    expect(() => loadEnv({ ...complete, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE must be "true" or "false"/,
    )
  })

  it('refuses to start on a partial set, naming every missing variable and both ways out', () => {
    expect(() => loadEnv({ ...complete, S3_BUCKET: 'anapa-uploads' })).toThrow(
      /The CMS cannot start: S3 storage is only partly configured, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set\. Set all of .* or none of them to keep them on local disk/,
    )
    expect(() => loadEnv({ ...complete, ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /only partly configured, S3_SECRET_ACCESS_KEY is not set/,
    )
    expect(() => loadEnv({ ...complete, S3_FORCE_PATH_STYLE: 'true' })).toThrow(/only partly configured/)
  })

  it('refuses a malformed bucket name or endpoint, never echoing credentials', () => {
    expect(() => loadEnv({ ...complete, ...s3, S3_BUCKET: 'Anapa_Uploads' })).toThrow(/S3_BUCKET must be a bucket name/)
    expect(() => loadEnv({ ...complete, ...s3, S3_ENDPOINT: 'storage.yandexcloud.net' })).toThrow(
      /S3_ENDPOINT must be the storage's origin/,
    )
    expect(() => loadEnv({ ...complete, ...s3, S3_ENDPOINT: 'https://storage.example/bucket' })).toThrow(
      /S3_ENDPOINT must be the storage's origin/,
    )
    const withCredentials = () => loadEnv({ ...complete, ...s3, S3_ENDPOINT: 'https://id:hunter2@storage.example' })
    expect(withCredentials).toThrow(/S3_ENDPOINT must not carry credentials/)
    expect(withCredentials).not.toThrow(/hunter2/)
  })

  it('sends residents’ files in clear only to a server on this machine', () => {
    expect(() => loadEnv({ ...complete, ...s3, S3_ENDPOINT: 'http://10.0.0.40:9000' })).toThrow(
      /S3_ENDPOINT must use https/,
    )
    expect(loadEnv({ ...complete, ...s3, S3_ENDPOINT: 'http://127.0.0.1:4568' }).s3?.endpoint).toBe(
      'http://127.0.0.1:4568',
    )
  })
})

describe('CMS env: the sender of official alerts', () => {
  it('is alerts@anapa.local unless ALERTS_SENDER names another', () => {
    expect(loadEnv(complete).alertsSender).toBe('alerts@anapa.local')
    expect(loadEnv({ ...complete, ALERTS_SENDER: 'mchs@anapa.gov.ru' }).alertsSender).toBe('mchs@anapa.gov.ru')
  })

  it.each([['two words'], ['a,b'], ['a<b'], ['a&b']])('refuses ALERTS_SENDER=%j (CAP forbids it)', (value) => {
    expect(() => loadEnv({ ...complete, ALERTS_SENDER: value })).toThrow(/ALERTS_SENDER must have no spaces/)
  })
})

describe('CMS env: the marine feed', () => {
  it('fetches nothing unless MARINE_PROVIDER names a provider (dev and CI run without internet)', () => {
    expect(loadEnv(complete).marine).toEqual({ provider: 'none', refreshSeconds: 3600 })
    expect(loadEnv({ ...complete, MARINE_PROVIDER: 'none' }).marine.provider).toBe('none')
  })

  it('reads Open-Meteo with its public addresses by default, or the ones given, hourly unless told', () => {
    expect(loadEnv({ ...complete, MARINE_PROVIDER: 'open-meteo' }).marine).toEqual({
      provider: 'open-meteo',
      marineApiUrl: 'https://marine-api.open-meteo.com',
      weatherApiUrl: 'https://api.open-meteo.com',
      refreshSeconds: 3600,
    })
    expect(
      loadEnv({
        ...complete,
        MARINE_PROVIDER: 'open-meteo',
        MARINE_API_URL: 'http://127.0.0.1:3197/',
        WEATHER_API_URL: 'https://meteo.example.ru/open-meteo',
        MARINE_REFRESH_SECONDS: '2',
      }).marine,
    ).toEqual({
      provider: 'open-meteo',
      marineApiUrl: 'http://127.0.0.1:3197',
      weatherApiUrl: 'https://meteo.example.ru/open-meteo',
      refreshSeconds: 2,
    })
  })

  it('refuses an unknown provider, naming both it knows', () => {
    expect(() => loadEnv({ ...complete, MARINE_PROVIDER: 'openmeteo' })).toThrow(
      'MARINE_PROVIDER must be "none" or "open-meteo", not "openmeteo".',
    )
  })

  it.each([['7'], ['90'], ['0'], ['hourly']])('refuses MARINE_REFRESH_SECONDS=%j', (value) => {
    expect(() => loadEnv({ ...complete, MARINE_REFRESH_SECONDS: value })).toThrow(/MARINE_REFRESH_SECONDS must/)
  })

  it.each([
    ['MARINE_API_URL', 'marine-api.open-meteo.com', /must be an http\(s\) address/],
    ['MARINE_API_URL', 'ftp://marine.example.ru', /must be an http\(s\) address/],
    ['WEATHER_API_URL', 'https://api.example.ru/?apikey=1', /must be an http\(s\) address without a query/],
    ['WEATHER_API_URL', 'http://api.open-meteo.com', /must use https; plain http only on loopback/],
  ])('refuses %s=%j', (name, value, message) => {
    expect(() => loadEnv({ ...complete, [name]: value })).toThrow(message)
  })

  it('refuses an address with credentials without echoing them', () => {
    expect(() => loadEnv({ ...complete, MARINE_API_URL: 'https://user:secret@marine.example.ru' })).toThrow(
      /^MARINE_API_URL must not carry credentials\.$/,
    )
  })
})

describe('CMS env: e-mail', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))

  it('writes to the outbox file outside production when no SMTP server is set', () => {
    expect(loadEnv({ ...complete, NODE_ENV: 'development' }).email).toEqual({
      transport: 'outbox',
      outboxFile: 'var/email-outbox.jsonl',
      from: { address: 'noreply@anapa.local', name: 'Портал Анапы' },
    })
    expect(loadEnv({ ...complete, EMAIL_OUTBOX_FILE: '/tmp/mail.jsonl' }).email).toMatchObject({
      outboxFile: '/tmp/mail.jsonl',
    })
  })

  it('refuses the outbox in production unless the local launcher opts in', () => {
    const production = { ...complete, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', PAYMENT_TEST_ALLOWED: 'true' }
    expect(() => loadEnv(production)).toThrow(/SMTP_URL is not set/)
    expect(loadEnv({ ...production, EMAIL_OUTBOX_ALLOWED: 'true' }).email.transport).toBe('outbox')
  })

  it('sends through SMTP_URL from SMTP_FROM, in production too', () => {
    const smtp = { SMTP_URL: 'smtps://mailer:secret@smtp.example.ru:465', SMTP_FROM: 'noreply@anapa.ru' }
    const production = { ...complete, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', PAYMENT_TEST_ALLOWED: 'true' }
    expect(loadEnv({ ...production, ...smtp }).email).toEqual({
      transport: 'smtp',
      url: smtp.SMTP_URL,
      from: { address: 'noreply@anapa.ru', name: 'Портал Анапы' },
    })
  })

  it.each([
    [{ SMTP_URL: 'smtps://smtp.example.ru' }, /SMTP_URL needs SMTP_FROM/],
    [{ SMTP_URL: 'https://smtp.example.ru', SMTP_FROM: 'a@b.ru' }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\//],
    [{ SMTP_URL: 'not a url', SMTP_FROM: 'a@b.ru' }, /SMTP_URL must be/],
    [{ SMTP_FROM: 'Портал <a@b.ru>' }, /SMTP_FROM must be a bare e-mail address/],
  ])('refuses %j', (vars, message) => {
    expect(() => loadEnv({ ...complete, ...vars }).email).toThrow(message)
  })

  it('never repeats the SMTP password in a refusal', () => {
    expect(() => loadEnv({ ...complete, SMTP_URL: 'ftp://u:hunter2@x' }).email).toThrow(/^(?!.*hunter2)/)
  })
})

describe('CMS env: IndexNow', () => {
  const umask = process.umask()
  afterEach(() => process.umask(umask))

  it('announces nothing when neither is set', () => {
    expect(loadEnv(complete).indexNow).toBeNull()
  })

  it('reads the key and the endpoint together', () => {
    const set = { INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', INDEXNOW_ENDPOINT: 'https://yandex.com/indexnow' }
    expect(loadEnv({ ...complete, ...set }).indexNow).toEqual({
      key: set.INDEXNOW_KEY,
      endpoint: 'https://yandex.com/indexnow',
      keyLocation: null,
    })
    expect(
      loadEnv({ ...complete, ...set, INDEXNOW_KEY_LOCATION: 'https://anapa.ru/k.txt' }).indexNow?.keyLocation,
    ).toBe('https://anapa.ru/k.txt')
  })

  it.each([
    [{ INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8' }, /IndexNow is only partly configured, INDEXNOW_ENDPOINT is not set/],
    [{ INDEXNOW_ENDPOINT: 'https://yandex.com/indexnow' }, /INDEXNOW_KEY is not set/],
    [{ INDEXNOW_KEY: 'short', INDEXNOW_ENDPOINT: 'https://yandex.com/indexnow' }, /INDEXNOW_KEY must be/],
    [{ INDEXNOW_KEY: 'a1b2c3d4/../x', INDEXNOW_ENDPOINT: 'https://yandex.com/indexnow' }, /INDEXNOW_KEY must be/],
    [{ INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', INDEXNOW_ENDPOINT: 'http://yandex.com/indexnow' }, /must use https/],
    [{ INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', INDEXNOW_ENDPOINT: 'yandex.com' }, /INDEXNOW_ENDPOINT must be/],
  ])('refuses %j', (vars, message) => {
    expect(() => loadEnv({ ...complete, ...vars })).toThrow(message)
  })

  it('allows plain http on loopback, for a stand-in', () => {
    const set = { INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', INDEXNOW_ENDPOINT: 'http://127.0.0.1:4000/indexnow' }
    expect(loadEnv({ ...complete, ...set }).indexNow?.endpoint).toBe('http://127.0.0.1:4000/indexnow')
  })
})

describe('CMS env: error reporting (docs/operations.md#error-reporting)', () => {
  it('sends nothing without SENTRY_DSN', () => {
    expect(loadEnv(complete).errorReporting.dsn).toBeNull()
  })

  it('reads the DSN and labels', () => {
    const env = loadEnv({
      ...complete,
      SENTRY_DSN: 'https://f00dcafe@glitchtip.anapa.example/3',
      SENTRY_ENVIRONMENT: 'production',
    })
    expect(env.errorReporting).toEqual({
      dsn: { envelopeUrl: 'https://glitchtip.anapa.example/api/3/envelope/', publicKey: 'f00dcafe', projectId: '3' },
      environment: 'production',
    })
  })

  it('refuses to start with a DSN that does not parse, without repeating it', () => {
    expect(() => loadEnv({ ...complete, SENTRY_DSN: 'http://f00dcafe@glitchtip.anapa.example/3' })).toThrow(
      /^SENTRY_DSN is not a usable DSN \(plain http only to loopback\)/,
    )
  })
})
