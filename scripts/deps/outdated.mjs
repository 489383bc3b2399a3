// @ts-check
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { npmJson } from './npm.mjs'
import { isOlder, isVersion } from './versions.mjs'

/**
 * @typedef {import('./lockfile.mjs').DirectDependency} DirectDependency
 * @typedef {DirectDependency & { installed: string, latest: string }} OutdatedDependency
 */

/** The whole registry query, however npm spends it. */
const QUERY_TIMEOUT_MS = 60_000

/**
 * The `latest` dist-tag of each name, from the registry npm is configured for.
 *
 * One npm process answers for every name: `npm outdated` in an empty temporary project whose
 * manifest lists each name at `*` reports every one as missing, with its latest version. An
 * `npm view` per name would start ~70 npm processes, about a second of CPU each, on a 2-core
 * CI machine. Names the registry does not know are absent from the answer.
 *
 * @param {string[]} names
 * @param {{ npmrc: string }} options the repository's .npmrc (it need not exist)
 * @returns {Promise<Map<string, string>>} throws NpmError when the registry did not answer
 */
export async function latestVersions(names, { npmrc }) {
  if (names.length === 0) return new Map()
  const project = mkdtempSync(path.join(os.tmpdir(), 'deps-check-outdated-'))
  try {
    const dependencies = Object.fromEntries([...new Set(names)].sort().map((name) => [name, '*']))
    writeFileSync(
      path.join(project, 'package.json'),
      JSON.stringify({ name: 'deps-check-query', private: true, dependencies }),
    )
    return latestFromNpmOutdated(await npmJson(project, ['outdated'], { npmrc, timeoutMs: QUERY_TIMEOUT_MS }))
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}

/**
 * @param {unknown} report `npm outdated --json`: `{ name: { latest, … } }`
 * @returns {Map<string, string>}
 */
export function latestFromNpmOutdated(report) {
  /** @type {Map<string, string>} */
  const latest = new Map()
  for (const [name, row] of Object.entries(report ?? {})) {
    // npm gives an array of rows for a name several workspaces depend on; our query project has none.
    const first = Array.isArray(row) ? row[0] : row
    if (typeof first?.latest === 'string') latest.set(name, first.latest)
  }
  return latest
}

/**
 * The direct dependencies installed below their latest release, by workspace then name.
 * A version above `latest` (a canary or a release candidate) is not outdated.
 *
 * @param {DirectDependency[]} direct
 * @param {Map<string, string>} latest
 * @returns {OutdatedDependency[]}
 */
export function outdatedDependencies(direct, latest) {
  /** @type {OutdatedDependency[]} */
  const outdated = []
  for (const dependency of direct) {
    const newest = latest.get(dependency.registryName)
    const { installed } = dependency
    if (newest === undefined || installed === undefined) continue
    if (!isVersion(installed) || !isVersion(newest)) continue
    if (isOlder(installed, newest)) outdated.push({ ...dependency, installed, latest: newest })
  }
  return outdated.sort((a, b) => a.workspace.localeCompare(b.workspace) || a.name.localeCompare(b.name))
}
