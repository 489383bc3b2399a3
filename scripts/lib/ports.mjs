// @ts-check
import net from 'node:net'

/**
 * Loopback port helpers for the throwaway servers the scripts start (PostgreSQL, Redis) and the tests
 * that check they are gone.
 */

/**
 * A port nothing listens on right now: the OS picks it. Another process may take it before the caller
 * binds it, so a caller that can fail to bind retries with a fresh one (scripts/lib/postgres.mjs).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    // Must not keep the process alive if the caller gives up while the OS answers.
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * True when something accepts a TCP connection on 127.0.0.1:`port`; false when refused.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
