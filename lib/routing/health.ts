/**
 * The health endpoints' public paths (docs/operations.md#health-endpoints) and the metrics'
 * (docs/operations.md#metrics), served by pages/api
 * through rewrites. They are for machines: robots.txt keeps crawlers off them, the sitemap never
 * lists them, the service worker keeps no copy and nginx caches neither (docs/deploy/nginx.conf).
 * next.config.ts loads this module, so it imports nothing.
 */
export const HEALTH_PATHS = ['/healthz', '/readyz', '/metrics'] as const

export const isHealthPath = (pathname: string) => (HEALTH_PATHS as readonly string[]).includes(pathname)

/** `/healthz` → `/api/healthz`, `/readyz` → `/api/readyz`, `/metrics` → `/api/metrics`. */
export const healthRewrites = () => HEALTH_PATHS.map((path) => ({ source: path, destination: `/api${path}` }))
