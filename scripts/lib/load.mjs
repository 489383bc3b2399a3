// @ts-check
import http from 'node:http'

/** @typedef {{ url: string, status?: number, headers?: Record<string, string> }} Target */
/** @typedef {{ url: string, atMs: number, ms: number, status: number | undefined, error: string | undefined }} Failure */

/** @typedef {ReturnType<typeof summary>} LoadFigures what startLoad's snapshot() and stop() give */

/**
 * One answer of get(): `error` when the request failed (then `status` is 0, or the status of an
 * answer cut short), else the status, headers and body.
 *
 * @typedef {object} Answer
 * @property {number | undefined} status
 * @property {http.IncomingHttpHeaders} [headers]
 * @property {string[]} [rawHeaders] as received: name, value, name, value…
 * @property {string} [body]
 * @property {string} [error]
 */

/**
 * A steady load for the resilience suite: `concurrency` clients, each with its own
 * keep-alive connection, request the `urls` in turn until stop(). Every answer other than the
 * expected status (200 unless the URL says otherwise), every reset and every request slower than
 * `timeoutMs` is a failure, recorded with its time, so a scenario can say exactly what broke and when.
 * Throughput is not the point here (wrk measures that in the bench); seeing each failure is.
 *
 * @param {{ urls: (string | { url: string, status?: number, headers?: Record<string, string> })[],
 *   concurrency?: number, timeoutMs?: number, unique?: boolean }} options
 *   `unique`: a fresh query string per request, so the micro-cache passes every request to an instance.
 */
export function startLoad({ urls, concurrency = 16, timeoutMs = 15_000, unique = false }) {
  /** @type {Target[]} */
  const targets = urls.map((target) => (typeof target === 'string' ? { url: target } : target))
  const started = Date.now()
  /** @type {number[]} */
  const latencies = []
  /** @type {Failure[]} */
  const failures = []
  let sent = 0
  let running = true
  let next = 0

  const clients = Array.from({ length: concurrency }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    while (running) {
      // `urls` is never empty.
      const target = /** @type {Target} */ (targets[next++ % targets.length])
      const url = unique ? `${target.url}${target.url.includes('?') ? '&' : '?'}nc=${sent}` : target.url
      sent += 1
      const at = Date.now()
      const result = await get(url, { agent, headers: target.headers, timeoutMs })
      const ms = Date.now() - at
      latencies.push(ms)
      const expected = target.status ?? 200
      if (result.error || result.status !== expected) {
        failures.push({ url, atMs: at - started, ms, status: result.status, error: result.error })
      }
    }
    agent.destroy()
  })

  return {
    /** Figures so far: requests sent and answered, failures, latency. */
    snapshot: () => summary(sent, latencies, failures, Date.now() - started),
    /** Stops the clients after their current request; resolves with the figures. */
    async stop() {
      running = false
      await Promise.all(clients)
      return summary(sent, latencies, failures, Date.now() - started)
    },
  }
}

/**
 * @param {number} sent
 * @param {number[]} latencies
 * @param {Failure[]} failures
 * @param {number} durationMs
 */
function summary(sent, latencies, failures, durationMs) {
  const sorted = [...latencies].sort((a, b) => a - b)
  /** @param {number} q */
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  return {
    sent,
    answered: latencies.length,
    failed: failures.length,
    failures: failures.slice(0, 20),
    p99Ms: at(0.99),
    maxMs: sorted[sorted.length - 1] ?? NaN,
    rps: Math.round((latencies.length / durationMs) * 1000),
    durationMs,
  }
}

/**
 * One GET with node:http, which gives the raw header list (a doubled header stays visible).
 *
 * @param {string} url
 * @param {{ agent?: http.Agent, headers?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<Answer>}
 */
export function get(url, { agent, headers = {}, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      /** @type {Buffer[]} */
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      response.on('error', (error) => resolve({ status: response.statusCode, error: error.message }))
    })
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    request.on('error', (error) => resolve({ status: 0, error: error.message }))
  })
}

/**
 * Every value of a header in a raw header list (node:http joins some duplicates, this does not).
 *
 * @param {string[]} rawHeaders
 * @param {string} name
 */
export function headerValues(rawHeaders, name) {
  /** @type {string[]} */
  const values = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    // Name and value pairs: both are there.
    const [header, value] = /** @type {[string, string]} */ ([rawHeaders[i], rawHeaders[i + 1]])
    if (header.toLowerCase() === name.toLowerCase()) values.push(value)
  }
  return values
}
