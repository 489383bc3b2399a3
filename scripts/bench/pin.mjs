import { execFileSync } from 'node:child_process'

/**
 * The bench's two cores: the servers measured on one, the load generator on the other, so a
 * server never competes with wrk for its core and a figure means the same in every run.
 */
export const SERVER_CORE = 0
export const LOAD_CORE = 1
export const BOTH_CORES = `${SERVER_CORE},${LOAD_CORE}`

/** The pid of the process listening on `port` on this machine. */
export function listenerPid(port) {
  const pid = execFileSync(
    'sh',
    ['-c', `ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2`],
    {
      encoding: 'utf8',
    },
  ).trim()
  if (!pid) throw new Error(`nothing listens on ${port}`)
  return Number(pid)
}

/** Pins every thread of `pid` to `cores` ("0" or "0,1"). */
export function pinProcess(pid, cores) {
  execFileSync('taskset', ['-a', '-p', '-c', String(cores), String(pid)], { stdio: 'ignore' })
}

/** Pins every thread of the process listening on `port` to `cores`; returns its pid. */
export function pinListener(port, cores) {
  const pid = listenerPid(port)
  pinProcess(pid, cores)
  return pid
}
