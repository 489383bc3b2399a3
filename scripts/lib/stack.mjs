// @ts-check
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CMS_DIR, NEXT_BIN, ROOT, TSX_CLI } from './paths.mjs'
import { buildServiceWorker } from './serviceWorker.mjs'
import { run, startServer, waitForReady } from './processes.mjs'
import { ephemeralSecrets } from './secrets.mjs'

/** @typedef {import('./processes.mjs').Env} Env */

/**
 * The secrets both apps get: stackEnv refuses secrets without them.
 * @typedef {{ PAYLOAD_SECRET: string, REVALIDATE_SECRET: string, PREVIEW_SECRET: string }} AppSecrets
 */

/**
 * @typedef {object} StackEnv
 * @property {string} apiBaseUrl the CMS's origin
 * @property {string} siteUrl
 * @property {string} editorPassword
 * @property {string | null} residentPassword
 * @property {Record<string, string> & AppSecrets & { DATABASE_URL: string, SMS_OUTBOX_FILE: string, EMAIL_OUTBOX_FILE: string }} cms the CMS's environment
 * @property {Record<string, string> & AppSecrets & { NEXT_DIST_DIR: string }} site the site's environment
 */

/**
 * The whole product as processes: the CMS (Payload) and the site (Next), wired by env.
 * `npm start`, the integration tests, e2e and the benchmarks all start it through here,
 * each with its own ports and data directory.
 *
 * These are local stacks, so this is where the local conveniences are switched on, explicitly:
 * the apps themselves default to none of them. `secrets` holds
 * PAYLOAD_SECRET, REVALIDATE_SECRET, PREVIEW_SECRET and SEED_EDITOR_PASSWORD (scripts/lib/secrets.mjs).
 * `siteTrustProxy` is the site's TRUST_PROXY, for a stack with nginx in front of the site.
 * `secrets` may carry VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (web push; only the CMS gets them);
 * `pushExtraOrigins` (PUSH_EXTRA_ENDPOINT_ORIGINS) lets a test stack's CMS push to a stand-in
 * push service on loopback. `marineUrl` points the CMS's marine feed at a stand-in Open-Meteo (both
 * of its APIs at that origin: MARINE_PROVIDER=open-meteo, MARINE_API_URL, WEATHER_API_URL); without
 * it the feed follows the launching environment's MARINE_PROVIDER, `none` when unset, so no stack
 * needs the internet (`MARINE_PROVIDER=open-meteo npm start` reads the real one;
 * docs/decisions/0043-marine-feed.md).
 *
 * @param {{
 *   dataDir: string, cmsPort: number, sitePort: number, secrets: Record<string, string>, siteDistDir?: string,
 *   siteTrustProxy?: string, pushExtraOrigins?: string, marineUrl?: string,
 * }} options
 * @returns {StackEnv}
 */
export function stackEnv({
  dataDir,
  cmsPort,
  sitePort,
  secrets,
  siteDistDir = '.next',
  siteTrustProxy,
  pushExtraOrigins,
  marineUrl,
}) {
  const { SEED_EDITOR_PASSWORD, SEED_RESIDENT_PASSWORD, VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, ...appSecrets } = secrets
  if (
    !appSecrets.PAYLOAD_SECRET ||
    !appSecrets.REVALIDATE_SECRET ||
    !appSecrets.PREVIEW_SECRET ||
    !SEED_EDITOR_PASSWORD
  ) {
    throw new Error(
      'stackEnv needs PAYLOAD_SECRET, REVALIDATE_SECRET, PREVIEW_SECRET and SEED_EDITOR_PASSWORD in `secrets`',
    )
  }
  // Codes, secrets and the database live here: owner-only (docs/architecture.md#4-session-and-security-rules).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chmodSync(dataDir, 0o700)
  const apiBaseUrl = `http://127.0.0.1:${cmsPort}`
  const siteUrl = process.env.SITE_URL || `http://localhost:${sitePort}`
  const common = {
    NEXT_TELEMETRY_DISABLED: '1',
    API_BASE_URL: apiBaseUrl,
    SITE_URL: siteUrl,
    // Checked above: AppSecrets are there.
    .../** @type {Record<string, string> & AppSecrets} */ (appSecrets),
  }
  return {
    apiBaseUrl,
    siteUrl,
    editorPassword: SEED_EDITOR_PASSWORD,
    /** The demo resident's password, or null when the secrets carry none (then no demo resident is seeded). */
    residentPassword: SEED_RESIDENT_PASSWORD ?? null,
    cms: {
      ...common,
      DATABASE_URL: process.env.DATABASE_URL || `file:${path.join(dataDir, 'cms.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      // Residents' passport and vehicle scans: private, never under a served path.
      SCANS_DIR: path.join(dataDir, 'scans'),
      // Photos of appeals: private like the scans.
      APPEAL_PHOTOS_DIR: path.join(dataDir, 'appeal-photos'),
      // Bookings are paid with the local test provider; a production build refuses it without this.
      PAYMENT_PROVIDER: 'test',
      PAYMENT_TEST_ALLOWED: 'true',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: process.env.SMS_OUTBOX_FILE || path.join(dataDir, 'sms-outbox.jsonl'),
      // E-mail goes to a file beside it unless the launching environment names an SMTP server (SMTP_URL and
      // SMTP_FROM pass through); a production build refuses the file without the opt-in (docs/operations.md#e-mail).
      EMAIL_OUTBOX_FILE: process.env.EMAIL_OUTBOX_FILE || path.join(dataDir, 'email-outbox.jsonl'),
      EMAIL_OUTBOX_ALLOWED: 'true',
      SEED_LOCAL_EDITOR: 'true',
      SEED_EDITOR_PASSWORD,
      // A demo resident with cars and applications, so the cabinet is not empty.
      ...(SEED_RESIDENT_PASSWORD ? { SEED_DEMO_RESIDENT: 'true', SEED_RESIDENT_PASSWORD } : {}),
      // Web push: the CMS's key pair (the site reads the public key from the CMS at run
      // time, so neither key is in the site's env); a test stack adds its stand-in push service.
      ...(VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY
        ? { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'mailto:push@anapa.local' }
        : {}),
      ...(pushExtraOrigins ? { PUSH_EXTRA_ENDPOINT_ORIGINS: pushExtraOrigins } : {}),
      ...(marineUrl ? { MARINE_PROVIDER: 'open-meteo', MARINE_API_URL: marineUrl, WEATHER_API_URL: marineUrl } : {}),
      // The CMS listens on 127.0.0.1 and its only caller is the site's gateway on this machine,
      // which sends `X-Forwarded-For: <visitor>`; per-IP limits then count visitors.
      TRUST_PROXY: 'loopback',
    },
    site: {
      ...common,
      NEXT_DIST_DIR: siteDistDir,
      GRAPHQL_INTROSPECTION: 'true',
      // Visitors reach a local site directly: its socket's peer is the client, no header is believed.
      ...(siteTrustProxy ? { TRUST_PROXY: siteTrustProxy } : {}),
    },
  }
}

const SKIP = new Set(['node_modules', '.next', 'var', '.git', 'test-results', 'playwright-report', 'e2e', 'docs'])

/**
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.next')) continue
    const full = path.join(dir, entry.name)
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs
    if (time > newest) newest = time
  }
  return newest
}

/**
 * A CMS env for tools that load the Payload config and keep nothing of its settings: `next build`,
 * `payload generate:types`, `generate:importmap`. The config refuses to load without them (it
 * fails closed), so they get a throwaway local stack's; the environment's own values win where set
 * (e.g. a deploy's API_BASE_URL, which the admin's build bakes in).
 */
export function throwawayCmsEnv() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-cms-tool-'))
  const { cms } = stackEnv({ dataDir, cmsPort: 3001, sitePort: 3000, secrets: ephemeralSecrets() })
  return { ...cms, ...process.env }
}

/**
 * A build is reused while no source file under `sources` is newer than it.
 *
 * @param {string} distDir
 * @param {string[]} sources
 */
function needsBuild(distDir, sources) {
  const buildId = path.join(distDir, 'BUILD_ID')
  if (!existsSync(buildId)) return true
  const built = statSync(buildId).mtimeMs
  return sources.some((source) => newestMtime(source) > built)
}

/**
 * `env` is a stack's CMS env (stackEnv().cms): the build loads the config, which needs its settings.
 *
 * @param {Env} env
 * @param {{ force?: boolean }} [options]
 */
export async function buildCms(env, { force = false } = {}) {
  if (!force && !needsBuild(path.join(CMS_DIR, '.next'), [path.join(CMS_DIR, 'src')])) return false
  await run('cms build', process.execPath, [NEXT_BIN, 'build'], { cwd: CMS_DIR, env })
  return true
}

/**
 * Applies committed migrations, then the idempotent seed (demo content and the local editor).
 * Both run as tsx entry modules: `payload migrate` and `payload run` sometimes exit with status 0
 * before doing anything (seen here), which left integration tests with an empty database.
 *
 * @param {Env} env
 */
export async function migrateAndSeed(env) {
  await migrate(env)
  await run('cms seed', process.execPath, [TSX_CLI, 'src/seed/run.ts'], { cwd: CMS_DIR, env })
}

/**
 * Applies committed migrations only: an empty CMS, for a test that makes its own content.
 *
 * @param {Env} env
 */
export async function migrate(env) {
  await run('cms migrate', process.execPath, [TSX_CLI, 'src/scripts/migrate.ts'], { cwd: CMS_DIR, env })
}

/**
 * @param {Env} env
 * @param {number} port
 * @param {{ dev?: boolean }} [options]
 */
export async function startCms(env, port, { dev = false } = {}) {
  const args = [NEXT_BIN, dev ? 'dev' : 'start', '-p', String(port), '-H', '127.0.0.1']
  const child = startServer('cms', process.execPath, args, { cwd: CMS_DIR, env })
  await waitForReady(`http://127.0.0.1:${port}`, { label: 'CMS', timeoutMs: 180_000 })
  return child
}

/**
 * The site's production build uses webpack, not Turbopack (docs/decisions/0025-a-phones-first-load.md): with the
 * CSP's `script-src 'self'` Turbopack needs a runtime chunk per page (its shared runtime is an
 * inline script), and its chunks came out larger. Measured on the same code, Turbopack → webpack:
 * shared first-load JS 127.6 → 126.2 kB, /plyazhi 145.1 → 140.3 kB, and Lighthouse TBT on four
 * pages 71–173 → 28–65 ms. `npm run build` says the same; development keeps Turbopack's speed.
 */
const SITE_BUILD_ARGS = [NEXT_BIN, 'build', '--webpack']

/**
 * The site's build pre-renders pages from the CMS, so the CMS must be up first.
 *
 * @param {Env & { NEXT_DIST_DIR: string }} env a stack's site env (stackEnv().site)
 * @param {{ force?: boolean }} [options]
 */
export async function buildSite(env, { force = false } = {}) {
  // Not part of Next's build: public/sw.js is generated, and ignored by git (scripts/lib/serviceWorker.mjs).
  await buildServiceWorker()
  const distDir = path.join(ROOT, env.NEXT_DIST_DIR)
  const sources = ['pages', 'components', 'lib', 'graphql', 'public', 'styles'].map((d) => path.join(ROOT, d))
  if (!force && !needsBuild(distDir, sources.filter(existsSync))) return false
  await run('site build', process.execPath, SITE_BUILD_ARGS, { cwd: ROOT, env })
  return true
}

/**
 * Node's own options for every site process: `--expose-gc` lets the upload proxies ask for a
 * scavenge of the chunks they forwarded (lib/server/memory/youngGarbage.ts). A documented Node option, set
 * at start; deploys that start `next start` themselves pass it too.
 */
export const SITE_NODE_OPTIONS = ['--expose-gc']

/**
 * @param {Env} env
 * @param {number} port
 * @param {{ dev?: boolean, host?: string, label?: string }} [options]
 */
export async function startSite(env, port, { dev = false, host = '0.0.0.0', label = 'site' } = {}) {
  const args = [...SITE_NODE_OPTIONS, NEXT_BIN, dev ? 'dev' : 'start', '-p', String(port), '-H', host]
  const child = startServer(label, process.execPath, args, { cwd: ROOT, env })
  await waitForReady(`http://127.0.0.1:${port}`, { label: 'Site', timeoutMs: 180_000 })
  return child
}
