import { execFileSync } from 'node:child_process'

/** wrk with a latency histogram, pinned to one core; returns req/s, p99 and the error count. */
export function runWrk(url, { core, connections = 50, seconds = 10, gzip = false }) {
  const args = ['-c', String(core), 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency']
  if (gzip) args.push('-H', 'Accept-Encoding: gzip')
  args.push(url)
  const out = execFileSync('taskset', args, { encoding: 'utf8' })
  return { ...parseWrk(out), raw: out }
}

const toMs = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit]

export function parseWrk(out) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(out)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  return { rps, p99Ms: p99 ? toMs(p99[1], p99[2]) : NaN, errors: non2xx + socketErrors, requests }
}
