import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { runWrk } from './wrk.mjs'

/**
 * Load runs of several servers taken in turns rather than one after the other: these machines
 * are shared, and a reference measured a few minutes apart from the server it judges drifted by
 * up to a quarter (the same code gave 0.65× and 0.77× of bare Next in two runs). Each round loads
 * every server once, for each variant; a server's figure is the median of its rounds. Its CPU
 * time per request (every thread of its process, from /proc) is steadier still than req/s, as it
 * does not depend on what else the machine did meanwhile.
 *
 * servers: [{ name, url, pid }]; pid null for a server whose CPU time is not read (nginx workers).
 * Returns { [name]: { [variant]: { rps, p99Ms, errors, cpuMsPerRequest, runs } } }.
 */
export function interleaved(servers, { core, rounds, seconds, variants = ['uncompressed', 'gzip'] }) {
  const runs = Object.fromEntries(servers.map((s) => [s.name, Object.fromEntries(variants.map((v) => [v, []]))]))
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) {
      for (const server of servers) {
        const cpuBefore = server.pid ? cpuMs(server.pid) : null
        const result = runWrk(server.url, { core, seconds, gzip: variant === 'gzip' })
        const cpu = cpuBefore === null ? null : cpuMs(server.pid) - cpuBefore
        delete result.raw
        runs[server.name][variant].push({ ...result, cpuMs: cpu })
      }
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, byVariant]) => [
      name,
      Object.fromEntries(Object.entries(byVariant).map(([variant, list]) => [variant, summarise(list)])),
    ]),
  )
}

/** Runs of one server and variant: median req/s and p99, errors and CPU per request over all runs. */
export function summarise(list) {
  const requests = list.reduce((sum, run) => sum + run.requests, 0)
  const cpu = list.every((run) => run.cpuMs !== null) ? list.reduce((sum, run) => sum + run.cpuMs, 0) : null
  return {
    rps: median(list.map((run) => run.rps)),
    p99Ms: median(list.map((run) => run.p99Ms)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
    cpuMsPerRequest: cpu === null || requests === 0 ? null : cpu / requests,
    runs: list,
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** User plus system CPU time of a process and all its threads, in ms (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name, field 2, is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / TICKS_PER_SECOND
}
