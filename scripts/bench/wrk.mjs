// @ts-check
import { spawn } from 'node:child_process'

/**
 * @typedef {object} WrkOptions
 * @property {number | null} [core] the core wrk is pinned to; null or none: not pinned
 * @property {number} [threads]
 * @property {number} [connections]
 * @property {number} [seconds]
 * @property {boolean} [gzip]
 * @property {string} [script] a Lua script's path
 * @property {string} [timeout] wrk's --timeout, e.g. `10s`
 * @property {Record<string, string>} [headers] extra request headers (a signed-in resident's Cookie)
 */

/** @typedef {ReturnType<typeof parseWrk> & { raw: string }} WrkResult what wrk measured, and its output */

/**
 * wrk's command line: a latency histogram, `threads` threads and `connections` connections for
 * `seconds`, pinned to `core` when one is given, with gzip accepted and a Lua `script` (which
 * requests to send) when asked.
 *
 * @param {string} url
 * @param {WrkOptions} options
 * @returns {[string, string[]]}
 */
function wrkCommand(
  url,
  { core = null, threads = 1, connections = 50, seconds = 10, gzip = false, script, timeout, headers = {} },
) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--latency']
  if (timeout) args.push('--timeout', timeout)
  if (gzip) args.push('-H', 'Accept-Encoding: gzip')
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  if (script) args.push('-s', script)
  args.push(url)
  return core === null ? ['wrk', args] : ['taskset', ['-c', String(core), 'wrk', ...args]]
}

/**
 * wrk, run in the background and awaited: req/s, p99 and the error count (see wrkCommand). Never
 * waited for synchronously: the servers the bench starts write their logs through this process's
 * pipes (scripts/lib/processes.mjs), and while the event loop is blocked nobody drains them, so a
 * server that logs each request (the cabinet pages, docs/operations.md#request-ids) fills its pipe
 * and stops answering until the run is over.
 *
 * @param {string} url
 * @param {WrkOptions} options
 * @returns {Promise<WrkResult>}
 */
export function runWrk(url, options) {
  const [command, args] = wrkCommand(url, options)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve({ ...parseWrk(out), raw: out }) : reject(new Error(`wrk ended with ${code}`)),
    )
  })
}

/**
 * @param {string} value
 * @param {'us' | 'ms' | 's' | 'm'} unit
 */
const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit]

/**
 * wrk's socket errors by kind (all 0 when it printed none): a timeout is a request still unanswered
 * after wrk's --timeout, which a p99 cannot show.
 *
 * @param {string} out wrk's output
 */
export function socketErrors(out) {
  const match = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const [connect = 0, read = 0, write = 0, timeout = 0] = (match ? match.slice(1) : []).map(Number)
  return { connect, read, write, timeout }
}

/** @param {string} out wrk's output */
export function parseWrk(out) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(out)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const { connect, read, write, timeout } = socketErrors(out)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  // A match has both groups, and the second is one of the units.
  const p99Ms = p99 ? toMs(/** @type {string} */ (p99[1]), /** @type {'us' | 'ms' | 's' | 'm'} */ (p99[2])) : NaN
  return { rps, p99Ms, errors: non2xx + connect + read + write + timeout, requests }
}
