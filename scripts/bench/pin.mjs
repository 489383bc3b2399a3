// @ts-check
import { execFileSync } from 'node:child_process'

/**
 * The bench's two cores: the servers measured on one, the load generator on the other, so a
 * server never competes with wrk for its core and a figure means the same in every run.
 */
export const SERVER_CORE = 0
export const LOAD_CORE = 1
export const BOTH_CORES = `${SERVER_CORE},${LOAD_CORE}`

/**
 * The pid of the process listening on `port` on this machine.
 *
 * @param {number | string} port
 */
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

/**
 * Pins every thread of `pid` to `cores` ("0" or "0,1").
 *
 * @param {number} pid
 * @param {number | string} cores
 */
export function pinProcess(pid, cores) {
  execFileSync('taskset', ['-a', '-p', '-c', String(cores), String(pid)], { stdio: 'ignore' })
}

/**
 * Pins every thread of the process listening on `port` to `cores`; returns its pid.
 *
 * @param {number | string} port
 * @param {number | string} cores
 */
export function pinListener(port, cores) {
  const pid = listenerPid(port)
  pinProcess(pid, cores)
  return pid
}
