/**
 * Builds the service worker (lib/pwa/worker) into public/sw.js with esbuild: one file, no
 * dependence on the site's bundler or its build id, so every build of the site (npm start, e2e,
 * bench) serves the same worker. docs/decisions/0046-service-worker-on-serwist.md says why.
 * Takes well under a second; run before every site build. The file is written only when it
 * changes, so an unchanged worker never makes a kept build look stale (scripts/lib/stack.mjs).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

import { ROOT } from './paths.mjs'

export const SERVICE_WORKER_OUT = path.join(ROOT, 'public', 'sw.js')

/** @returns {Promise<boolean>} whether public/sw.js changed */
export async function buildServiceWorker() {
  const offlinePage = readFileSync(path.join(ROOT, 'public', 'offline.html'))
  const result = await build({
    entryPoints: [path.join(ROOT, 'lib', 'pwa', 'worker', 'index.ts')],
    outfile: SERVICE_WORKER_OUT,
    tsconfig: path.join(ROOT, 'lib', 'pwa', 'worker', 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    banner: { js: '/* Built from lib/pwa/worker by scripts/lib/serviceWorker.mjs; do not edit. */' },
    define: {
      // Serwist's development logging goes; the worker never runs under `next dev`.
      'process.env.NODE_ENV': '"production"',
      OFFLINE_PAGE_REVISION: JSON.stringify(createHash('sha256').update(offlinePage).digest('hex').slice(0, 16)),
    },
    logLevel: 'warning',
    write: false,
  })
  const built = result.outputFiles[0].text
  if (existsSync(SERVICE_WORKER_OUT) && readFileSync(SERVICE_WORKER_OUT, 'utf8') === built) return false
  writeFileSync(SERVICE_WORKER_OUT, built)
  return true
}
