// @ts-check
/**
 * A throwaway PostgreSQL cluster for tests and local scaled stacks: Debian's server
 * binaries, a fresh initdb in `dir`, listening on 127.0.0.1 only, on a free port, with no unix
 * socket, one database and one password-protected role. `stop()` shuts it down (fast) and
 * removes `dir`; so does this process's exit, Ctrl-C or SIGTERM. The machine's own cluster
 * (if any) is never started or touched.
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { installDebianPackages } from './apt.mjs'
import { canConnect, freePort } from './ports.mjs'

const PG_ROOT = '/usr/lib/postgresql'
const DATABASE = 'anapa'
const ROLE = 'anapa'
const START_TIMEOUT_MS = 30_000

/** The newest installed major version's bin directory (psql, pg_dump, …), or null. */
export function findBinDir() {
  if (!existsSync(PG_ROOT)) return null
  const versions = readdirSync(PG_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(path.join(PG_ROOT, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] !== undefined ? path.join(PG_ROOT, versions[0], 'bin') : null
}

/**
 * A fresh CI machine may lack the server: Debian's package brings it (as .ci/run does for Chromium).
 * The package creates its own cluster on disk; it is never started (apt.mjs) nor used here.
 */
function ensureBinDir() {
  const found = findBinDir()
  if (found) return found
  installDebianPackages(['postgresql'], {
    hint: 'PostgreSQL server binaries are missing: install Debian\'s "postgresql" package (apt-get install postgresql).',
  })
  const installed = findBinDir()
  if (!installed) throw new Error(`apt-get installed postgresql but no server binaries are under ${PG_ROOT}`)
  return installed
}

/**
 * PostgreSQL refuses to run as root. As root, the server and its tools run as the `postgres` OS
 * user (the Debian package creates it) through setpriv, which execs in place: the child's PID is
 * the server's, so its signals (SIGINT = fast shutdown) reach it directly, with no su-style
 * supervisor in between. Any other user runs them as itself.
 *
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args]
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]]
}

function serverUserIds() {
  if (process.getuid?.() !== 0) return null
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'))
  if (!line) throw new Error('Running as root, but there is no "postgres" OS user to run PostgreSQL as.')
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/**
 * @param {string} binDir
 * @param {string} tool
 * @param {string[]} args
 * @param {{ env?: Record<string, string> }} [options]
 */
function runSync(binDir, tool, args, { env } = {}) {
  const [command, argv] = asServerUser(path.join(binDir, tool), args)
  const result = spawnSync(command, argv, { env: { ...process.env, ...env }, encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout).trim()}`)
  }
}

/** @typedef {{ dir: string, dataDir: string, binDir: string, running: () => boolean }} Cluster */

/** @type {Set<Cluster>} */
const live = new Set()

/** @param {Cluster} cluster */
function stopSync(cluster) {
  if (!live.delete(cluster)) return
  if (cluster.running()) {
    const [command, argv] = asServerUser(path.join(cluster.binDir, 'pg_ctl'), [
      'stop',
      '-D',
      cluster.dataDir,
      '-m',
      'fast',
      '-w',
      '-t',
      '20',
    ])
    spawnSync(command, argv, { stdio: 'ignore' })
  }
  rmSync(cluster.dir, { recursive: true, force: true })
}

let hooked = false
function hookExit() {
  if (hooked) return
  hooked = true
  process.on('exit', () => {
    for (const cluster of [...live]) stopSync(cluster)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const cluster of [...live]) stopSync(cluster)
      // Another handler (scripts/lib/processes.mjs) may be stopping the rest and will exit; alone, exit here.
      if (process.listenerCount(signal) === 1) process.exit(signal === 'SIGINT' ? 130 : 143)
    })
  }
}

/**
 * `dir` is created (or emptied) and given to the server's OS user; it is removed on stop.
 *
 * @param {{ dir: string }} options
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ dir }) {
  const binDir = ensureBinDir()
  const owner = serverUserIds()
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (owner) {
    chownSync(dir, owner.uid, owner.gid)
    const [command, argv] = asServerUser('test', ['-w', dir])
    if (spawnSync(command, argv).status !== 0) {
      rmSync(dir, { recursive: true, force: true })
      throw new Error(
        `${dir} is not reachable by the "postgres" OS user (a parent directory is private, e.g. made by mkdtemp): ` +
          'pass a directory whose parents others may enter, such as one directly under the system temp directory.',
      )
    }
  }

  const dataDir = path.join(dir, 'data')
  const password = randomBytes(18).toString('base64url')
  const pwFile = path.join(dir, 'pwfile')
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 })
  if (owner) chownSync(pwFile, owner.uid, owner.gid)
  runSync(binDir, 'initdb', [
    '-D',
    dataDir,
    '-U',
    ROLE,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-instructions',
  ])
  rmSync(pwFile)

  const logFile = path.join(dir, 'postgres.log')
  let lastError = ''
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort()
    const log = openSync(logFile, 'a')
    const [command, argv] = asServerUser(path.join(binDir, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket in /var/run/postgresql (the system cluster's place) or anywhere else.
      '-c',
      'unix_socket_directories=',
      // A throwaway cluster: losing its last commits in an OS crash does not matter, test speed does.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ])
    const child = spawn(command, argv, { stdio: ['ignore', log, log] })
    closeSync(log)
    let exited = false
    child.once('exit', () => {
      exited = true
    })
    const cluster = { dir, dataDir, binDir, running: () => !exited }
    live.add(cluster)
    hookExit()

    const deadline = Date.now() + START_TIMEOUT_MS
    while (!exited && Date.now() < deadline && !(await canConnect(port))) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    if (exited || Date.now() >= deadline) {
      lastError = readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n')
      live.delete(cluster)
      if (!exited) child.kill('SIGKILL')
      continue
    }

    const env = { PGPASSWORD: password }
    const connection = ['-h', '127.0.0.1', '-p', String(port), '-U', ROLE]
    // The server accepts TCP connections a moment before it accepts logins.
    let created = false
    while (!created) {
      try {
        runSync(binDir, 'createdb', [...connection, DATABASE], { env })
        created = true
      } catch (error) {
        if (Date.now() >= deadline || !/starting up|Connection refused/.test(/** @type {Error} */ (error).message)) {
          stopSync(cluster)
          throw error
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }

    const url = `postgres://${ROLE}:${password}@127.0.0.1:${port}/${DATABASE}`
    return {
      url,
      port,
      stop: async () => {
        if (!live.has(cluster)) return
        /** @type {Promise<void>} */
        const stopped = new Promise((resolve) => (exited ? resolve() : child.once('exit', () => resolve())))
        child.kill('SIGINT')
        await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 20_000).unref())])
        stopSync(cluster)
      },
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw new Error(`PostgreSQL did not start: ${lastError}`)
}
