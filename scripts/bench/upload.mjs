#!/usr/bin/env node
// @ts-check
/**
 * The scan upload's memory (docs/architecture.md#4-session-and-security-rules): a production site (`next start`)
 * proxies a 10 MB scan through pages/api/uploads/[kind] while its resident memory is sampled every 10 ms.
 * Streaming means the site's RSS grows by far less than the file; a proxy that buffered the body
 * would grow by at least the file's size per upload in flight.
 *
 * The upstream is a local stand-in for the city API's file endpoint that reads the whole upload
 * (and checks its length) as fast as the CMS would, so the measure is the site's own memory, not
 * the CMS's. Run alone: `node scripts/bench/upload.mjs --dist .next-e2e` reuses a site build;
 * `npm run bench` runs it on its own build.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { createServer, request } from 'node:http'
import path from 'node:path'
import { randomBytes } from 'node:crypto'

import { NEXT_BIN, ROOT, VAR_DIR } from '../lib/paths.mjs'
import { startServer, stopServer, stopServers, waitForHttp } from '../lib/processes.mjs'
import { ephemeralSecrets } from '../lib/secrets.mjs'
import { SITE_NODE_OPTIONS, stackEnv } from '../lib/stack.mjs'

const FILE_BYTES = 10 * 1024 * 1024
const STATEMENT_CODE = 'RP-BENCH-000001'
const RUNS = Number(process.env.BENCH_UPLOAD_RUNS || 5)
/** The sender's pace in MB/s (unset: as fast as loopback goes, the worst case for garbage between GCs). */
const PACE_MBPS = Number(process.env.BENCH_UPLOAD_MBPS || 0)

/**
 * The RSS (bytes) of a process and all its descendants, from /proc.
 *
 * @param {number} rootPid
 */
function treeRss(rootPid) {
  /** @type {Map<number, number>} */
  const parents = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Field 4 is the parent pid; the command name (field 2) may hold spaces, so split after ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // The process ended while we looked.
    }
  }
  /** @param {number} pid */
  const inTree = (pid) => {
    for (let p = /** @type {number | undefined} */ (pid), hops = 0; p && hops < 64; p = parents.get(p), hops++)
      if (p === rootPid) return true
    return false
  }
  let total = 0
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      // Gone.
    }
  }
  return total
}

/**
 * The city API's file endpoint, as far as the proxy needs it: it reads the whole body and counts it.
 *
 * @returns {Promise<{ server: import('node:http').Server, port: number, received: number[], current: { bytes: number } }>}
 */
function startUpstream() {
  /** @type {number[]} */
  const received = []
  // Bytes of the upload in progress, so the sender can tell how much had reached the CMS when it finished.
  const current = { bytes: 0 }
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/v1/statement/list')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ data: [{ statement_code: STATEMENT_CODE }], meta: { count: 1 } }))
      return
    }
    if (req.method === 'POST' && req.url === '/v1/statement/resident-permits/file') {
      let bytes = 0
      current.bytes = 0
      req.on('data', (chunk) => {
        bytes += chunk.length
        current.bytes = bytes
      })
      req.on('end', () => {
        received.push(bytes)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            data: {
              id: 'bench',
              kind: 'sts_first',
              mime_type: 'application/pdf',
              size: bytes,
              created_at: new Date().toISOString(),
            },
          }),
        )
      })
      return
    }
    res.writeHead(404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ data: { message: 'Не найдено' } }))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({ server, port, received, current })
    }),
  )
}

/**
 * Sends one multipart upload as a browser would, in 64 kB writes that respect backpressure;
 * `onSent` runs when the last byte has left the sender.
 *
 * @param {string} siteUrl
 * @param {Buffer} file
 * @param {() => void} [onSent]
 * @returns {Promise<{ status: number | undefined, body: string }>}
 */
function upload(siteUrl, file, onSent = () => {}) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return new Promise((resolve, reject) => {
    const req = request(`${siteUrl}/api/uploads/sts_first?statement_code=${STATEMENT_CODE}`, {
      method: 'POST',
      headers: {
        cookie: 'token=bench-token',
        origin: siteUrl,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + file.length + tail.length),
      },
    })
    req.on('response', (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode, body }))
    })
    req.on('error', reject)
    req.write(head)
    let offset = 0
    const started = performance.now()
    const pump = () => {
      while (offset < file.length) {
        // At a set pace, wait until the clock catches up with the bytes already sent.
        const due = PACE_MBPS ? (offset / (PACE_MBPS * 1024 * 1024)) * 1000 - (performance.now() - started) : 0
        if (due > 0) return void setTimeout(pump, due)
        const chunk = file.subarray(offset, offset + 64 * 1024)
        offset += chunk.length
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      req.end(tail, onSent)
    }
    pump()
  })
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts a site from `distDir` on `port` against a local upstream and measures RSS while uploading.
 *
 * @param {{ distDir: string | undefined, port?: number }} options `distDir` undefined: stackEnv's default, .next
 */
export async function benchUpload({ distDir, port = 3305 }) {
  const upstream = await startUpstream()
  const env = stackEnv({
    dataDir: path.join(VAR_DIR, 'bench', 'upload-data'),
    cmsPort: upstream.port,
    sitePort: port,
    secrets: ephemeralSecrets(),
    siteDistDir: distDir,
  })
  const siteUrl = `http://127.0.0.1:${port}`
  const child = startServer(
    'site (upload bench)',
    process.execPath,
    [...SITE_NODE_OPTIONS, NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...env.site, SITE_URL: siteUrl },
    },
  )
  // Undefined only when the spawn failed, and then the site never answers below.
  const pid = /** @type {number} */ (child.pid)
  try {
    await waitForHttp(`${siteUrl}/api/release`, { label: 'Site', timeoutMs: 180_000 })
    // PDF magic bytes, then noise: what the CMS would accept as a scan.
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)])
    // Warm-up: the route's code is loaded and compiled on the first calls, which is not the upload's cost.
    for (let i = 0; i < 2; i++) {
      const warm = await upload(siteUrl, file)
      if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`)
    }
    await sleep(1000)
    const start = treeRss(pid)
    let ceiling = start
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const before = treeRss(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 10)
      const started = performance.now()
      // Streaming shows here: a proxy that buffered would have forwarded nothing yet when the sender finishes.
      let atUpstreamWhenSent = 0
      const answer = await upload(siteUrl, file, () => (atUpstreamWhenSent = upstream.current.bytes / FILE_BYTES))
      const ms = performance.now() - started
      clearInterval(sampler)
      peak = Math.max(peak, treeRss(pid))
      ceiling = Math.max(ceiling, peak)
      if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`)
      const forwarded = upstream.received.at(-1)
      if (forwarded === undefined || !(forwarded > FILE_BYTES))
        throw new Error(`the upstream received ${forwarded} bytes, less than the file`)
      runs.push({
        rssBeforeMb: mb(before),
        rssPeakMb: mb(peak),
        growthMb: mb(peak - before),
        ms: Math.round(ms),
        atUpstreamWhenSent: Number(atUpstreamWhenSent.toFixed(3)),
      })
      await sleep(500)
    }
    const growths = runs.map((r) => r.growthMb).sort((a, b) => a - b)
    const median = growths[Math.floor(growths.length / 2)]
    // RUNS is at least 1.
    const maxGrowth = /** @type {number} */ (growths.at(-1))
    return {
      fileMb: mb(FILE_BYTES),
      paceMbps: PACE_MBPS || null,
      runs,
      // Over all runs: a proxy that kept files would climb by the file size per upload; one that
      // streams levels off where V8 collects the chunks it has passed on.
      sustained: { streamedMb: mb(FILE_BYTES * RUNS), ceilingOverStartMb: mb(ceiling - start) },
      medianGrowthMb: median,
      maxGrowthMb: maxGrowth,
      growthToFileRatio: Number((maxGrowth / mb(FILE_BYTES)).toFixed(3)),
      minAtUpstreamWhenSent: Math.min(...runs.map((r) => r.atUpstreamWhenSent)),
    }
  } finally {
    await stopServer(child)
    upstream.server.close()
  }
}

/** @param {number} bytes */
const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(2))

/**
 * The verdict: the worst run's growth stays under half the file. The chunks a streaming proxy has
 * passed on are freed when V8 next collects, which at loopback speed can be after several uploads,
 * so the worst single run also shows garbage; the ceiling over all runs says whether anything is kept.
 *
 * @param {Awaited<ReturnType<typeof benchUpload>>} r
 */
export function uploadRows(r) {
  return [
    [
      `upload proxy: site RSS growth per ${r.fileMb} MB scan (${r.runs.length} runs)`,
      `median ${r.medianGrowthMb} MB, max ${r.maxGrowthMb} MB = ${r.growthToFileRatio}× file`,
      '< 0.5× file',
      r.growthToFileRatio < 0.5 ? 'ok' : 'MISS',
    ],
    [
      'upload proxy: share of the file already at the CMS when the sender finished (worst run)',
      `${(r.minAtUpstreamWhenSent * 100).toFixed(0)} %`,
      // The rest is in the kernel's socket buffers (several MB each way on loopback), not the site's heap.
      '> 0 % (a buffering proxy: 0 %)',
      r.minAtUpstreamWhenSent > 0 ? 'ok' : 'MISS',
    ],
    [
      `upload proxy: RSS ceiling over ${r.runs.length} uploads (${r.sustained.streamedMb} MB streamed${r.paceMbps ? `, ${r.paceMbps} MB/s` : ''})`,
      `+${r.sustained.ceilingOverStartMb} MB over the start`,
      'context',
      '',
    ],
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // A site build pre-renders pages from a CMS, so this reuses one (e.g. the e2e stack's .next-e2e).
  const given = process.argv.indexOf('--dist')
  if (given < 0) {
    console.error('usage: node scripts/bench/upload.mjs --dist <site build dir, e.g. .next-e2e or .next-bench>')
    process.exit(2)
  }
  benchUpload({ distDir: process.argv[given + 1] })
    .then((result) => {
      console.log(JSON.stringify(result, null, 2))
      for (const row of uploadRows(result)) console.log(row.join(' | '))
    })
    .catch((error) => {
      console.error(error)
      process.exitCode = 1
    })
    .finally(() => stopServers().then(() => process.exit()))
}
