// @ts-check
/**
 * Backups of the CMS's data: the database and the uploaded files, as one directory.
 *
 *   <out>/anapa-YYYYMMDD-HHMMSS/
 *     manifest.json          what it holds: the database kind, when, file counts, the dump's sha256
 *     database.sqlite        SQLite: `VACUUM INTO`, a consistent copy made while the CMS writes (WAL)
 *     database.pgdump        PostgreSQL: `pg_dump --format=custom`, one consistent snapshot
 *     media/ scans/ appeal-photos/   the uploads: public pictures, residents' scans, appeal photos
 *
 * The database is copied first and the files after it, so every file a copied row names is there
 * (a file uploaded meanwhile is an extra, harmless one). The directory is written under a
 * `.partial` name and renamed when complete: a backup cut short is never taken for one.
 * Secrets (PAYLOAD_SECRET, TICKET_SECRET…) are not in it: a backup travels, the secrets stay in the
 * deploy's secret store (locally var/secrets.json); restore onto a stack with the same secrets, or
 * residents' signed tickets and sessions no longer verify (their passwords do: they are hashed with
 * their own salts).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { findBinDir } from './postgres.mjs'

/** @typedef {import('./processes.mjs').Env} Env */

/**
 * What manifest.json says of a backup.
 *
 * @typedef {object} Manifest
 * @property {number} format
 * @property {string} createdAt ISO 8601
 * @property {{ kind: 'postgresql' | 'sqlite', file: string, sha256: string }} database
 * @property {Record<string, number>} files how many files each upload directory held
 */

const FORMAT = 1
/** The upload directories, named as in the CMS's env (scripts/lib/stack.mjs stackEnv). */
export const FILE_DIRS = [
  { name: 'media', env: 'MEDIA_DIR' },
  { name: 'scans', env: 'SCANS_DIR' },
  { name: 'appeal-photos', env: 'APPEAL_PHOTOS_DIR' },
]

/**
 * Where a stack keeps its data: DATABASE_URL and the upload directories, as stackEnv derives them.
 *
 * @param {string} dataDir
 * @param {Env} [env]
 */
export function dataLocations(dataDir, env = process.env) {
  const databaseUrl = env.DATABASE_URL || `file:${path.join(dataDir, 'cms.db')}`
  const dirs = Object.fromEntries(FILE_DIRS.map(({ name, env: key }) => [name, env[key] || path.join(dataDir, name)]))
  return { databaseUrl, dirs }
}

/** @param {string} url */
const isPostgres = (url) => /^postgres(ql)?:/.test(url)
/** @param {string} url */
const sqliteFile = (url) => url.replace(/^file:(\/\/)?/, '')

/**
 * The CMS's own SQLite client (its adapter's dependency), so the copy is made as the CMS reads.
 *
 * @returns {typeof import('@libsql/client')}
 */
function libsql() {
  const fromAdapter = createRequire(createRequire(import.meta.url).resolve('@payloadcms/db-sqlite'))
  return fromAdapter('@libsql/client')
}

/** @param {string} file */
function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex')
}

/**
 * @param {string} dir
 * @returns {number}
 */
function countFiles(dir) {
  if (!existsSync(dir)) return 0
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1),
    0,
  )
}

/**
 * DATABASE_URL without its password, which goes in PGPASSWORD: arguments are visible to every user in `ps`.
 *
 * @param {string} url
 */
function withoutPassword(url) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/**
 * Runs a PostgreSQL client tool; answers its output.
 *
 * @param {string} tool
 * @param {(url: string) => string[]} args the tool's arguments, given the URL without its password
 * @param {string} databaseUrl
 * @returns {string}
 */
function pgTool(tool, args, databaseUrl) {
  const binDir = findBinDir()
  if (!binDir) throw new Error(`${tool} is missing: install Debian's "postgresql-client" (or "postgresql") package.`)
  const { url, env } = withoutPassword(databaseUrl)
  const result = spawnSync(path.join(binDir, tool), args(url), { encoding: 'utf8', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout).trim()}`)
  }
  return result.stdout
}

/** @param {Date} date */
const stamp = (date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)

/**
 * Makes a backup of the stack whose data is at `dataDir` (and `env`), into `outDir`. Answers its path.
 *
 * @param {{ dataDir: string, outDir: string, env?: Env, now?: Date }} options
 * @returns {Promise<string>}
 */
export async function backup({ dataDir, outDir, env = process.env, now = new Date() }) {
  const { databaseUrl, dirs } = dataLocations(dataDir, env)
  mkdirSync(outDir, { recursive: true, mode: 0o700 })
  chmodSync(outDir, 0o700)
  const name = `anapa-${stamp(now)}`
  const target = path.join(outDir, name)
  if (existsSync(target)) throw new Error(`${target} already exists`)
  const partial = `${target}.partial`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { mode: 0o700 })
  try {
    /** @type {string} */
    let database
    if (isPostgres(databaseUrl)) {
      database = 'database.pgdump'
      pgTool(
        'pg_dump',
        (url) => ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(partial, database)}`, url],
        databaseUrl,
      )
    } else {
      const file = sqliteFile(databaseUrl)
      if (!existsSync(file)) throw new Error(`No database at ${file}: is DATABASE_URL or the data directory right?`)
      database = 'database.sqlite'
      const client = libsql().createClient({ url: `file:${file}` })
      try {
        // A writer holding the lock for a moment makes the copy wait rather than fail.
        await client.execute('PRAGMA busy_timeout = 10000')
        await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(partial, database)] })
      } finally {
        client.close()
      }
    }
    chmodSync(path.join(partial, database), 0o600)
    /** @type {Manifest['files']} */
    const files = {}
    for (const [dirName, dir] of Object.entries(dirs)) {
      const count = countFiles(dir)
      files[dirName] = count
      if (count > 0) cpSync(dir, path.join(partial, dirName), { recursive: true, preserveTimestamps: true })
    }
    /** @type {Manifest} */
    const manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      database: {
        kind: isPostgres(databaseUrl) ? 'postgresql' : 'sqlite',
        file: database,
        sha256: sha256(path.join(partial, database)),
      },
      files,
    }
    writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
    renameSync(partial, target)
    return target
  } catch (error) {
    rmSync(partial, { recursive: true, force: true })
    throw error
  }
}

/** @param {string} dir */
function isEmptyDir(dir) {
  return !existsSync(dir) || (statSync(dir).isDirectory() && readdirSync(dir).length === 0)
}

/**
 * Restores a backup into a fresh stack: the data directory (SQLite) or the empty database at
 * DATABASE_URL (PostgreSQL), and empty upload directories. Never overwrites: a target holding data
 * is refused, so a restore cannot destroy the data it was meant to save.
 *
 * @param {{ backupDir: string, dataDir: string, env?: Env }} options
 * @returns {Promise<Manifest>}
 */
export async function restore({ backupDir, dataDir, env = process.env }) {
  const manifestFile = path.join(backupDir, 'manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${backupDir} is not a backup (no manifest.json)`)
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  if (manifest.format !== FORMAT) throw new Error(`Unknown backup format ${manifest.format}`)
  const dump = path.join(backupDir, manifest.database.file)
  if (sha256(dump) !== manifest.database.sha256)
    throw new Error(`${dump} does not match its checksum: the backup is damaged`)

  const { databaseUrl, dirs } = dataLocations(dataDir, env)
  const toPostgres = isPostgres(databaseUrl)
  if (toPostgres !== (manifest.database.kind === 'postgresql')) {
    throw new Error(
      `The backup holds a ${manifest.database.kind} database, but DATABASE_URL points at ${toPostgres ? 'PostgreSQL' : 'SQLite'}.`,
    )
  }
  for (const [dirName, dir] of Object.entries(dirs)) {
    if (!isEmptyDir(dir)) throw new Error(`${dir} is not empty: restore into a fresh stack (${dirName})`)
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })

  if (toPostgres) {
    const tables = pgTool(
      'psql',
      (url) => [
        url,
        '--no-psqlrc',
        '-Atc',
        "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'",
      ],
      databaseUrl,
    ).trim()
    if (tables !== '0') throw new Error('The database at DATABASE_URL is not empty: restore into a fresh database')
    pgTool(
      'pg_restore',
      (url) => ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dump],
      databaseUrl,
    )
  } else {
    const file = sqliteFile(databaseUrl)
    for (const existing of [file, `${file}-wal`, `${file}-shm`]) {
      if (existsSync(existing)) throw new Error(`${existing} exists: restore into a fresh stack`)
    }
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    cpSync(dump, file)
    chmodSync(file, 0o600)
  }
  for (const [dirName, dir] of Object.entries(dirs)) {
    const saved = path.join(backupDir, dirName)
    if (existsSync(saved)) cpSync(saved, dir, { recursive: true, preserveTimestamps: true })
  }
  return manifest
}
