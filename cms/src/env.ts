/**
 * The CMS reads its environment here and nowhere else (STYLE rule 9).
 * Local runs get their secrets from `npm start` (var/secrets.json); a production deploy
 * (APP_ENV=production) refuses to start without real ones.
 */
const isProductionDeploy = process.env.APP_ENV === 'production'

function required(name: string, localFallback: string): string {
  const value = process.env[name]
  if (value) return value
  if (isProductionDeploy) {
    throw new Error(`${name} is not set. Set ${name} in the environment of the CMS before starting it.`)
  }
  return localFallback
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
} as const
