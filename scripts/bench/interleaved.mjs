// @ts-check
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { runWrk } from './wrk.mjs'

/**
 * A server loaded: `headers` are sent with every request (a signed-in resident's Cookie or bearer token).
 *
 * @template {string} [N=string]
 * @typedef {{ name: N, url: string, pid: number | null, headers?: Record<string, string> }} Server
 */
/** @typedef {ReturnType<typeof import('./wrk.mjs').parseWrk> & { cpuMs: number | null }} Run one wrk run of one server */

/**
 * Load runs of several servers taken in turns rather than one after the other: these machines
 * are shared, and a reference measured a few minutes apart from the server it judges drifted by
 * up to a quarter (the same code gave 0.65× and 0.77× of bare Next in two runs). Each round loads
 * every server once, for each variant; a server's figure is the median of its rounds. Its CPU
 * time per request (every thread of its process, from /proc) is steadier still than req/s, as it
 * does not depend on what else the machine did meanwhile.
 *
 * servers: [{ name, url, pid, headers? }]; pid null for a server whose CPU time is not read (nginx
 * workers). `connections`: wrk's, 50 unless given.
 * Returns { [name]: { [variant]: { rps, p99Ms, errors, cpuMsPerRequest, runs } } }.
 *
 * @template {string} N the servers' names
 * @template {string} [V='uncompressed' | 'gzip'] the variants
 * @param {Server<N>[]} servers
 * @param {{ core: number, rounds: number, seconds: number, variants?: V[], connections?: number }} options
 * @returns {Promise<Record<N, Record<V, ReturnType<typeof summarise<Run>>>>>}
 */
export async function interleaved(
  servers,
  { core, rounds, seconds, variants = /** @type {V[]} */ (['uncompressed', 'gzip']), connections },
) {
  /** @type {Record<string, Record<string, Run[]>>} */
  const runs = Object.fromEntries(servers.map((s) => [s.name, Object.fromEntries(variants.map((v) => [v, []]))]))
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      for (const server of servers) {
        const pid = server.pid
        const cpuBefore = pid ? cpuMs(pid) : null
        const { raw: _raw, ...result } = await runWrk(server.url, {
          core,
          seconds,
          connections,
          gzip: variant === 'gzip',
          headers: server.headers,
        })
        const cpu = cpuBefore === null ? null : cpuMs(/** @type {number} */ (pid)) - cpuBefore
        // Made above for every server and variant.
        const list = /** @type {Run[]} */ (runs[server.name]?.[variant])
        list.push({ ...result, cpuMs: cpu })
      }
    }
  }
  // Object.fromEntries does not keep the keys' types: the names and variants are the ones given.
  return /** @type {Record<N, Record<V, ReturnType<typeof summarise<Run>>>>} */ (
    Object.fromEntries(
      Object.entries(runs).map(([name, byVariant]) => [
        name,
        Object.fromEntries(Object.entries(byVariant).map(([variant, list]) => [variant, summarise(list)])),
      ]),
    )
  )
}

/**
 * Runs of one server and variant: median req/s and p99, errors and CPU per request over all runs.
 *
 * @template {Run} R
 * @param {R[]} list
 */
export function summarise(list) {
  const requests = list.reduce((sum, run) => sum + run.requests, 0)
  // Every run has its CPU time when the sum is taken.
  const cpu = list.every((run) => run.cpuMs !== null)
    ? list.reduce((sum, run) => sum + /** @type {number} */ (run.cpuMs), 0)
    : null
  return {
    rps: median(list.map((run) => run.rps)),
    p99Ms: median(list.map((run) => run.p99Ms)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
    cpuMsPerRequest: cpu === null || requests === 0 ? null : cpu / requests,
    runs: list,
  }
}

/**
 * @param {number[]} values
 * @returns {number} NaN for none
 */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  // Out of range only for an empty list, where undefined makes the NaN.
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i])
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** User plus system CPU time of a process and all its threads, in ms (/proc/<pid>/stat fields 14 and 15). */
/** @param {number} pid */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name, field 2, is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / TICKS_PER_SECOND
}
