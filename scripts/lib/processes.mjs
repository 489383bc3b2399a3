// @ts-check
import { spawn } from 'node:child_process'

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/** @typedef {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} Server */
/**
 * A child's environment. Not NodeJS.ProcessEnv, whose type (as Next declares it) requires NODE_ENV.
 * @typedef {Record<string, string | undefined>} Env
 */
/** @typedef {{ cwd?: string, env?: Env }} RunOptions */

/** @type {Set<ChildProcess>} */
const children = new Set()

/**
 * Runs a command to completion, streaming its output with a prefix; rejects on a non-zero exit.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Promise<void>}
 */
export function run(label, command, args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    children.add(child)
    pipe(label, child)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      children.delete(child)
      if (code === 0) resolve()
      else reject(new Error(`${label}: ${command} ${args.join(' ')} exited with ${code ?? signal}`))
    })
  })
}

/**
 * Starts a long-running server; it is stopped with the others on exit or Ctrl-C.
 *
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {RunOptions} [options]
 * @returns {Server}
 */
export function startServer(label, command, args, { cwd, env } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  pipe(label, child)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping && !stoppedOnPurpose.has(child)) {
      console.error(`[${label}] stopped unexpectedly (${code ?? signal})`)
      stopAll(1)
    }
  })
  return child
}

/**
 * @param {string} label
 * @param {Server} child
 */
function pipe(label, child) {
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${label}] ${line}`)
      .join('\n') + '\n'
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)))
}

let stopping = false
/** @type {WeakSet<ChildProcess>} */
const stoppedOnPurpose = new WeakSet()

/**
 * Stops one server and waits (up to 5 s) for it to exit.
 *
 * @param {ChildProcess} child
 */
export async function stopServer(child) {
  stoppedOnPurpose.add(child)
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
}

/**
 * Sends a server a signal on purpose (the resilience suite kills, stops and resumes servers): its
 * exit then stops nothing else. Waits for the exit after a killing signal, up to 5 s.
 *
 * @param {ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export async function signalServer(child, signal) {
  stoppedOnPurpose.add(child)
  if (signal === 'SIGSTOP' || signal === 'SIGCONT') {
    child.kill(signal)
    return
  }
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill(signal)
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
}

/** Stops every server started here and waits for them to exit. */
export async function stopServers() {
  stopping = true
  await Promise.all([...children].map(stopServer))
}

export function stopAll(code = 0) {
  stopServers().finally(() => process.exit(code))
}

process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

/**
 * Waits until the site or CMS at `origin` says it can serve: its /readyz answers 200, `ready` or
 * `degraded` (docs/operations.md#health-endpoints). The site's /readyz asks the CMS in turn, so
 * start the CMS first.
 *
 * @param {string} origin e.g. `http://127.0.0.1:3001`
 * @param {{ timeoutMs?: number, label?: string }} [options]
 */
export function waitForReady(origin, options = {}) {
  return waitForHttp(`${origin}/readyz`, options)
}

/**
 * Polls a URL until it answers 200, or fails after `timeoutMs`.
 *
 * @param {string} url
 * @param {{ timeoutMs?: number, label?: string }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs
  let lastError = ''
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) return
      lastError = `HTTP ${response.status}`
    } catch (error) {
      lastError = /** @type {Error} */ (error).message
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${label} did not come up within ${timeoutMs / 1000} s (${lastError})`)
}
