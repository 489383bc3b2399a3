/**
 * The site's server-side environment, read in this one module (STYLE rule 9). Nothing here is
 * NEXT_PUBLIC_*; a production deploy (APP_ENV=production) refuses to run without real secrets.
 */
const isProductionDeploy = process.env.APP_ENV === 'production'

function secret(name: string, localFallback: string): string {
  const value = process.env[name]
  if (value) return value
  if (isProductionDeploy) throw new Error(`${name} is not set. Set ${name} in the site's environment.`)
  return localFallback
}

export const serverEnv = {
  get isProductionDeploy() {
    return isProductionDeploy
  },
  /** The city REST API (spec §7 apiBaseUrl); our CMS locally. */
  get apiBaseUrl() {
    return (process.env.API_BASE_URL || 'http://127.0.0.1:3001').replace(/\/$/, '')
  },
  /** The site's own public origin: cookies get Secure on https, mutations must come from here. */
  get siteUrl() {
    return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
  },
  /** True only behind our own reverse proxy, which sets X-Forwarded-For. */
  get trustProxy() {
    return process.env.TRUST_PROXY === 'true'
  },
  get revalidateSecret() {
    return secret('REVALIDATE_SECRET', 'local-development-revalidate-secret')
  },
}
