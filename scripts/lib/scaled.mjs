// @ts-check
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startNginx } from './nginx.mjs'
import { CMS_DIR, ROOT } from './paths.mjs'
import { signalServer, stopServer, waitForHttp } from './processes.mjs'
import { buildCms, buildSite, migrateAndSeed, stackEnv, startCms, startSite } from './stack.mjs'

/**
 * PostgreSQL, as docs/architecture.md#1-two-deployables-one-repository has it, once the CMS has PostgreSQL migrations;
 * SQLite before that (or with SCALED_DATABASE=sqlite), since the CMS cannot start on an empty PostgreSQL database.
 */
export function defaultDatabase() {
  if (process.env.SCALED_DATABASE === 'sqlite') return 'sqlite'
  return existsSync(path.join(CMS_DIR, 'src', 'migrations-postgres', 'index.ts')) ? 'postgres' : 'sqlite'
}

/**
 * A fresh data folder for one scaled stack under `parent`, removed when this process exits. Its
 * secrets, codes and database are owner-only (docs/architecture.md#4-session-and-security-rules): the umask covers what
 * the servers write there too.
 *
 * @param {string} parent
 * @param {string} prefix
 */
export function temporaryDataDir(parent, prefix) {
  process.umask(0o077)
  mkdirSync(parent, { recursive: true, mode: 0o700 })
  const dir = mkdtempSync(path.join(parent, prefix))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/**
 * Copies the site build in `from` to `to` (folders relative to the repository) for a stack whose ISR
 * writes must stay out of the original. The timestamps are kept, so startScaledStack's `build`
 * still rebuilds a copy older than the sources; webpack's cache is left behind (`next start` never
 * reads it). False, with nothing left at `to`, when `from` holds no build.
 *
 * @param {string} from
 * @param {string} to
 */
export function copySiteBuild(from, to) {
  const target = path.resolve(ROOT, to)
  rmSync(target, { recursive: true, force: true })
  const source = path.resolve(ROOT, from)
  if (!existsSync(path.join(source, 'BUILD_ID'))) return false
  cpSync(source, target, {
    recursive: true,
    preserveTimestamps: true,
    filter: (file) => path.relative(source, file) !== 'cache',
  })
  return true
}

/**
 * The multi-machine layout of docs/architecture.md#1-two-deployables-one-repository on one machine: PostgreSQL, Redis,
 * the CMS, two `next start` instances of one build and nginx running docs/deploy/nginx.conf in front of
 * them. `npm run start:scaled`, the resilience suite and the bench's scaled run start it through
 * here. The CMS is built first when its sources changed (its production build bakes in its public
 * URL, as `npm start` builds it).
 *
 * Returns handles the resilience suite uses to take parts down and bring them back; every process
 * is also stopped with the others on exit or Ctrl-C (scripts/lib/processes.mjs, and the PostgreSQL
 * and Redis helpers' own exit hooks).
 *
 * @param {{
 *   dataDir: string, cmsPort: number, sitePorts: number[], nginxPort: number, secrets: Record<string, string>,
 *   distDir: string, siteUrl: string, build?: boolean, database?: 'postgres' | 'sqlite', redis?: boolean,
 *   siteEnv?: Record<string, string>,
 * }} options `build`: build the site into distDir when its sources changed (false: use distDir as it is).
 */
export async function startScaledStack({
  dataDir,
  cmsPort,
  sitePorts,
  nginxPort,
  secrets,
  distDir,
  siteUrl,
  build = true,
  database = defaultDatabase(),
  redis: withRedis = true,
  siteEnv = {},
}) {
  const env = stackEnv({
    dataDir,
    cmsPort,
    sitePort: nginxPort,
    secrets,
    siteDistDir: distDir,
    // nginx on this machine fronts every instance (docs/deploy/nginx.conf's header comment).
    siteTrustProxy: 'loopback',
  })
  // Before SITE_URL below points at nginx: the CMS's build gets the env its callers always built it with.
  await buildCms(env.cms)
  // Visitors, canonical links, revalidation and preview links all go through nginx.
  env.siteUrl = siteUrl
  env.site.SITE_URL = siteUrl
  env.cms.SITE_URL = siteUrl
  Object.assign(env.site, siteEnv)

  /** @type {Awaited<ReturnType<typeof import('./postgres.mjs').startThrowawayPostgres>> | null} */
  let postgres = null
  if (database === 'postgres') {
    const { startThrowawayPostgres } = await import('./postgres.mjs')
    // Under the system temp dir directly: the server runs as the postgres OS user, which must reach it.
    postgres = await startThrowawayPostgres({ dir: path.join(os.tmpdir(), `anapa-scaled-pg-${process.pid}`) })
    env.cms.DATABASE_URL = postgres.url
  }

  /** @type {Awaited<ReturnType<typeof import('./redis.mjs').startThrowawayRedis>> | null} */
  let redis = null
  if (withRedis) {
    const { startThrowawayRedis } = await import('./redis.mjs')
    redis = await startThrowawayRedis({ dir: path.join(dataDir, 'redis') })
    env.site.REDIS_URL = redis.url
  }

  await migrateAndSeed(env.cms)
  const cms = {
    url: env.apiBaseUrl,
    child: await startCms(env.cms, cmsPort),
    /** Stops the CMS (SIGTERM) and waits for it to exit. */
    async stop() {
      await signalServer(cms.child, 'SIGTERM')
    },
    /** Starts it again on the same port and database. */
    async start() {
      cms.child = await startCms(env.cms, cmsPort)
    },
    /** SIGSTOP: the CMS keeps its sockets but answers nothing, like a hung process. */
    pause: () => signalServer(cms.child, 'SIGSTOP'),
    resume: () => signalServer(cms.child, 'SIGCONT'),
  }

  if (build) await buildSite(env.site)
  else if (!existsSync(path.join(ROOT, distDir, 'BUILD_ID'))) throw new Error(`No site build in ${distDir}`)

  const instances = sitePorts.map((port, i) => {
    const instance = {
      port,
      url: `http://127.0.0.1:${port}`,
      /** @type {import('./processes.mjs').Server | null} */
      child: null,
      async start() {
        instance.child = await startSite(env.site, port, { host: '127.0.0.1', label: `site ${i + 1}` })
      },
      /**
       * Ends the instance with `signal` (SIGKILL: a machine that dies) and waits for it to exit. Only
       * after start(), which every instance had below before the stack is returned.
       *
       * @param {NodeJS.Signals} [signal]
       */
      kill: (signal = 'SIGKILL') =>
        signalServer(/** @type {import('./processes.mjs').Server} */ (instance.child), signal),
    }
    return instance
  })
  // One after the other: two Next servers compiling their first requests at once on two cores are slow.
  for (const instance of instances) await instance.start()

  const nginxDir = path.join(dataDir, 'nginx')
  mkdirSync(nginxDir, { recursive: true })
  const nginx = await startNginx({
    dir: nginxDir,
    listen: [`127.0.0.1:${nginxPort}`],
    upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
  })
  const nginxUrl = `http://127.0.0.1:${nginxPort}`
  await waitForHttp(`${nginxUrl}/`, { label: 'the home page through nginx', timeoutMs: 120_000 })

  return {
    env,
    siteUrl,
    nginxUrl,
    nginxDir,
    cms,
    instances,
    nginx,
    postgres,
    redis,
    /** Stops everything this stack started, the CMS and instances included. */
    async stop() {
      // A paused (SIGSTOPped) CMS would not act on SIGTERM.
      cms.child?.kill('SIGCONT')
      for (const child of [nginx.child, ...instances.map((instance) => instance.child), cms.child]) {
        if (child && child.exitCode === null && child.signalCode === null) await stopServer(child)
      }
      await redis?.stop()
      await postgres?.stop()
    },
  }
}
