// @ts-check
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JS per page from the Pages Router build manifest, gzip -9
 * (docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests): "shared" is what every page loads
 * (framework, main, _app); a page adds its own chunks.
 *
 * @param {string} distDir
 * @param {string[]} routes
 */
export function firstLoadJs(distDir, routes) {
  /** @type {{ rootMainFiles?: string[], pages: Record<string, string[]> }} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
  /** @type {Map<string, number>} */
  const gz = new Map()
  /** @param {string} file */
  const size = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length)
    return /** @type {number} */ (gz.get(file))
  }
  /** @param {string[]} files */
  const js = (files) => [...new Set(files)].filter((f) => f.endsWith('.js'))
  // Polyfills are `nomodule`: modern browsers never download them, so they are not counted.
  const sharedFiles = js([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])])
  /** @param {string[]} files */
  const sum = (files) => files.reduce((total, f) => total + size(f), 0)
  const shared = sum(sharedFiles)
  const pages = Object.fromEntries(
    routes.map((route) => {
      const own = js(manifest.pages[route] ?? []).filter((f) => !sharedFiles.includes(f))
      return [route, { own: sum(own), total: shared + sum(own), known: route in manifest.pages }]
    }),
  )
  return { shared, pages }
}

/**
 * Bytes of the __NEXT_DATA__ script of a rendered page.
 *
 * @param {string} html
 */
export function nextDataBytes(html) {
  const match = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  // The group matches whenever the expression does (an empty script: "").
  return match ? Buffer.byteLength(/** @type {string} */ (match[1])) : NaN
}

/**
 * Lazily loaded chunks (gzip -9) whose code contains one of `markers`: the build manifest lists only
 * a page's own chunks, so the map page's Leaflet, which loads right after hydration through
 * next/dynamic, is found by the class names Leaflet and its cluster plugin write into the DOM.
 *
 * @param {string} distDir
 * @param {string[]} markers
 */
export function lazyChunksContaining(distDir, markers) {
  const dir = path.join(distDir, 'static', 'chunks')
  const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'))
  const matching = files.filter((f) => {
    const text = readFileSync(path.join(dir, String(f)), 'utf8')
    return markers.some((marker) => text.includes(marker))
  })
  const bytes = matching.reduce(
    (total, f) => total + gzipSync(readFileSync(path.join(dir, String(f))), { level: 9 }).length,
    0,
  )
  return { files: matching.map(String), bytes }
}
