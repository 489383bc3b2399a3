#!/usr/bin/env node
// @ts-check
/**
 * `npm run deps:check`: the dependency watch of docs/security/README.md.
 *
 * 1. Outdated direct dependencies of the root and of every workspace (registry; warns only).
 * 2. Every patches/*.patch dry-run against the newest release of the package it patches (warns only).
 * 3. package-lock.json, nested folders included, against docs/security/advisories.json: exits 1
 *    when an installed version is inside a listed advisory's range.
 *
 * Options: --offline (part 3 alone, no network), --lock <file>, --advisories <file>.
 * `npm run deps:check --offline` (without `--`) reaches us as npm's own offline setting: honoured too.
 * Exit codes: 0 nothing listed is installed, 1 an advisory matches, 2 the check could not run.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { AdvisoryFileError, loadAdvisories } from './deps/advisories.mjs'
import { directDependencies, installedPackages, readLock, requiredBy } from './deps/lockfile.mjs'
import { matchAdvisories } from './deps/matchAdvisories.mjs'
import { NpmError } from './deps/npm.mjs'
import { latestVersions, outdatedDependencies } from './deps/outdated.mjs'
import { dryRunPatches } from './deps/patchDryRun.mjs'
import { formatAdvisoryMatches, formatOutdated, formatPatchDryRun } from './deps/report.mjs'
import { ROOT } from './lib/paths.mjs'

const USAGE = 'usage: npm run deps:check -- [--offline] [--lock <package-lock.json>] [--advisories <advisories.json>]'

/** @typedef {import('./deps/lockfile.mjs').Lock} Lock */

async function main() {
  /** @type {{ offline?: boolean, lock?: string, advisories?: string, help?: boolean }} */
  let options
  try {
    options = parseArgs({
      options: {
        offline: { type: 'boolean' },
        lock: { type: 'string' },
        advisories: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n${USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  const offline = options.offline === true || process.env.npm_config_offline === 'true'
  const lockFile = path.resolve(options.lock ?? path.join(ROOT, 'package-lock.json'))
  const advisoryFile = path.resolve(options.advisories ?? path.join(ROOT, 'docs', 'security', 'advisories.json'))

  /** @type {Lock} */
  let lock
  /** @type {import('./deps/advisories.mjs').Advisory[]} */
  let advisories
  try {
    lock = readLock(lockFile)
    advisories = loadAdvisories(advisoryFile)
  } catch (error) {
    const message = error instanceof AdvisoryFileError ? error.message : /** @type {Error} */ (error).message
    console.error(`✖ deps:check could not run: ${message}`)
    return 2
  }

  if (offline) {
    console.log('deps:check --offline: the registry parts (outdated dependencies, patch dry-run) are skipped\n')
  } else {
    const npmrc = path.join(ROOT, '.npmrc')
    // The two registry parts run side by side; each prints after both are done, in a fixed order.
    const [outdated, patches] = await Promise.all([outdatedSection(lock, npmrc), patchSection(npmrc)])
    print('Outdated direct dependencies (npm registry)', outdated)
    print('Patches against the newest release (npm registry)', patches)
  }

  const installed = installedPackages(lock)
  const matches = matchAdvisories(installed, advisories)
  print(
    'Installed packages against the advisory list',
    formatAdvisoryMatches(matches, {
      advisories: advisories.length,
      installed: installed.length,
      advisoryFile: relative(advisoryFile),
      lockFile: relative(lockFile),
      requiredBy: (folder) => requiredBy(lock, folder),
    }),
  )
  return matches.findings.length > 0 ? 1 : 0
}

/**
 * @param {Lock} lock
 * @param {string} npmrc
 * @returns {Promise<string[]>}
 */
async function outdatedSection(lock, npmrc) {
  const direct = directDependencies(lock).filter((dependency) => !dependency.local)
  const names = [...new Set(direct.map((dependency) => dependency.registryName))]
  try {
    const latest = await latestVersions(names, { npmrc })
    return formatOutdated({
      outdated: outdatedDependencies(direct, latest),
      checked: direct.length,
      unknown: names.filter((name) => !latest.has(name)),
    })
  } catch (error) {
    // This part warns and never fails the run, whatever went wrong.
    const reason = error instanceof NpmError ? 'the npm registry did not answer' : 'failed'
    return [`  ⚠ ${reason} (${/** @type {Error} */ (error).message}): outdated dependencies not checked`]
  }
}

/**
 * @param {string} npmrc
 * @returns {Promise<string[]>}
 */
async function patchSection(npmrc) {
  const folder = path.join(ROOT, 'patches')
  const files = listPatchFiles(folder)
  if (files.length === 0) return [`  ✔ no patch under ${relative(folder)}/: nothing to check`]
  try {
    const results = await dryRunPatches(files, { npmrc })
    return formatPatchDryRun(results.map((result) => ({ ...result, file: relative(result.file) })))
  } catch (error) {
    // This part warns and never fails the run, whatever went wrong.
    return [`  ⚠ the dry-run failed (${/** @type {Error} */ (error).message}): patches not checked`]
  }
}

/**
 * patch-package's files: `<name>+<version>.patch` (tests of the patches sit beside them).
 *
 * @param {string} folder
 * @returns {string[]}
 */
function listPatchFiles(folder) {
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.patch'))
      .sort()
      .map((name) => path.join(folder, name))
  } catch {
    return []
  }
}

/**
 * @param {string} title
 * @param {string[]} lines
 */
function print(title, lines) {
  console.log(`${title}\n${lines.join('\n')}\n`)
}

/** @param {string} file */
function relative(file) {
  const fromRoot = path.relative(ROOT, file)
  return fromRoot.startsWith('..') ? file : fromRoot
}

try {
  process.exitCode = await main()
} catch (error) {
  // Exit code 1 means an advisory matched: anything unexpected is a check that could not run.
  console.error(`✖ deps:check could not run:`, error)
  process.exitCode = 2
}
