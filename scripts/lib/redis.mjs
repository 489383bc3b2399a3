// @ts-check
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { installDebianPackages } from './apt.mjs'
import { freePort } from './ports.mjs'

/**
 * A throwaway Redis for tests and local stacks: Debian's redis-server on 127.0.0.1, a free
 * port, no persistence, its working folder under `dir`. `stop()` and `start()` take it down and bring
 * it back on the same port, as the resilience and cache tests need; nothing survives a restart, which
 * is also what a real Redis without persistence does.
 */

const REDIS_SERVER = '/usr/bin/redis-server'

/** Debian's redis-server where it is missing (its system service is never started: apt.mjs). */
function ensureRedisInstalled() {
  if (existsSync(REDIS_SERVER)) return
  installDebianPackages(['redis-server'], {
    hint: `${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install redis-server)`,
  })
}

/**
 * One PING over a raw socket: true when the server answers PONG.
 *
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    /** @param {boolean} ok */
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')))
  })
}

/**
 * Keeps the server's last lines: its start-up banner and the overcommit warning would only be noise,
 * but a server that fails to start or dies says why there.
 *
 * @param {import('node:stream').Readable} stream
 * @param {string[]} tail
 */
function keepTail(stream, tail) {
  stream.on('data', (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue
      tail.push(line)
      if (tail.length > 20) tail.shift()
    }
  })
}

/**
 * @typedef {{ url: string, port: number, pid: number, stop: () => Promise<void>, start: () => Promise<void> }} RedisHandle
 *   `pid` is the current server's (it changes after `start()`).
 */

/**
 * @param {{ dir: string, port?: number, args?: string[] }} options `args`: extra redis-server
 *   arguments (e.g. ['--notify-keyspace-events', 'K$']).
 * @returns {Promise<RedisHandle>}
 */
export async function startThrowawayRedis({ dir, port, args = [] }) {
  ensureRedisInstalled()
  mkdirSync(dir, { recursive: true })
  const chosenPort = port ?? (await freePort())
  /** @type {string | null} */
  let workDir = null
  /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable> | null} */
  let child = null

  const cleanUpSync = () => {
    const server = child
    child = null
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    if (workDir) rmSync(workDir, { recursive: true, force: true })
    workDir = null
  }
  const onExit = () => cleanUpSync()
  /** @param {NodeJS.Signals} signal */
  const onSignal = (signal) => {
    cleanUpSync()
    // Alone on this signal, we must end the process as Node's default handler would have.
    if (process.listenerCount(signal) === 1) {
      process.removeListener(signal, onSignal)
      process.kill(process.pid, signal)
    }
  }

  /** @type {RedisHandle} */
  const handle = {
    url: `redis://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    pid: 0,
    async start() {
      if (child) return
      // A server already there would answer our pings and pass for ours.
      if (await ping(chosenPort)) throw new Error(`port ${chosenPort} already answers PING: not our Redis`)
      workDir = mkdtempSync(path.join(dir, 'redis-'))
      const server = spawn(
        REDIS_SERVER,
        [
          '--bind',
          '127.0.0.1',
          '--port',
          String(chosenPort),
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          workDir,
          '--daemonize',
          'no',
          '--protected-mode',
          'yes',
          '--loglevel',
          'warning',
          ...args,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      )
      child = server
      // Undefined only when the spawn itself failed, and then the server never answers below.
      handle.pid = /** @type {number} */ (server.pid)
      /** @type {string[]} */
      const tail = []
      keepTail(server.stdout, tail)
      keepTail(server.stderr, tail)
      // The exit and signal handlers below stop it; it must not keep its parent alive by itself.
      server.unref()
      // A child's pipes are sockets, which Readable's type does not say.
      const stdout = /** @type {net.Socket} */ (server.stdout)
      const stderr = /** @type {net.Socket} */ (server.stderr)
      stdout.unref?.()
      stderr.unref?.()
      let exited = false
      server.once('exit', (code, signal) => {
        exited = true
        if (child !== server) return
        child = null
        console.error(`[redis] port ${chosenPort}: exited unexpectedly (${code ?? signal})\n${tail.join('\n')}`)
      })
      const deadline = Date.now() + 15_000
      while (!(await ping(chosenPort))) {
        if (exited) throw new Error(`redis-server exited on start (port ${chosenPort}):\n${tail.join('\n')}`)
        if (Date.now() > deadline) {
          await handle.stop()
          throw new Error(`redis-server did not answer on port ${chosenPort} within 15 s`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async stop() {
      const server = child
      child = null
      if (server && server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        const killTimer = setTimeout(() => server.kill('SIGKILL'), 5000)
        await exited
        clearTimeout(killTimer)
      }
      if (workDir) rmSync(workDir, { recursive: true, force: true })
      workDir = null
    },
  }

  process.once('exit', onExit)
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  try {
    await handle.start()
  } catch (error) {
    cleanUpSync()
    process.removeListener('exit', onExit)
    process.removeListener('SIGINT', onSignal)
    process.removeListener('SIGTERM', onSignal)
    throw error
  }
  return handle
}
