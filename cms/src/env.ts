/**
 * The CMS reads its environment here and nowhere else (STYLE rule 9).
 * Local runs get their secrets from `npm start` (var/secrets.json); a production deploy
 * (APP_ENV=production) refuses to start without real ones.
 */
import { OUTBOX_IN_PRODUCTION, type SmsConfig } from './sms/provider'

const isProductionDeploy = process.env.APP_ENV === 'production'

function required(name: string, localFallback: string): string {
  const value = process.env[name]
  if (value) return value
  if (isProductionDeploy) {
    throw new Error(`${name} is not set. Set ${name} in the environment of the CMS before starting it.`)
  }
  return localFallback
}

/** SMS_PROVIDER: `outbox` by default outside production; production must use a real gateway (ARCHITECTURE §4). */
function smsConfig(): SmsConfig {
  const provider = process.env.SMS_PROVIDER || (isProductionDeploy ? 'http' : 'outbox')
  if (provider === 'outbox') {
    if (isProductionDeploy) throw new Error(OUTBOX_IN_PRODUCTION)
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

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive integer, not "${raw}".`)
  return Number(raw)
}

export const env = {
  isProductionDeploy,
  payloadSecret: required('PAYLOAD_SECRET', 'local-development-payload-secret'),
  databaseUrl: process.env.DATABASE_URL || 'file:var/cms.db',
  mediaDir: process.env.MEDIA_DIR || 'var/media',
  /** Where the site lives: the revalidation hooks POST to `${siteUrl}/api/revalidate`. */
  siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  revalidateSecret: required('REVALIDATE_SECRET', 'local-development-revalidate-secret'),
  /** The public base of this API; media URLs in REST answers are absolute against it. */
  apiBaseUrl: (process.env.API_BASE_URL || 'http://127.0.0.1:3001').replace(/\/$/, ''),
  /** Password of the local editor the seed creates outside production (ARCHITECTURE §7). */
  seedEditorPassword: process.env.SEED_EDITOR_PASSWORD || 'editor-local-only',
  sms: smsConfig(),
  /** Code sends allowed per client IP per hour (ARCHITECTURE §4: 30 by default). */
  smsIpHourlyLimit: positiveInt('SMS_IP_HOURLY_LIMIT', 30),
  /**
   * TRUST_PROXY=true: the CMS is reached only through a proxy (or the site gateway) that sets
   * `x-forwarded-for` to the real client address; see residents/clientIp.ts for what happens otherwise.
   */
  trustProxy: process.env.TRUST_PROXY === 'true',
} as const
