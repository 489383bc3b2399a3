// @ts-check
import { SEVERITIES } from './advisories.mjs'
import { inRange, isVersion } from './versions.mjs'

/**
 * @typedef {import('./advisories.mjs').Advisory} Advisory
 * @typedef {import('./lockfile.mjs').InstalledPackage} InstalledPackage
 */

/**
 * @typedef {object} Finding
 * @property {InstalledPackage & { version: string }} installed
 * @property {Advisory} advisory
 */

/**
 * @typedef {object} AdvisoryMatches
 * @property {Finding[]} findings installed packages inside an advisory's vulnerable range, worst first
 * @property {InstalledPackage[]} unchecked packages an advisory names whose version is not semver (a git
 *   or file dependency): the range cannot say, so they are reported for a person to look at
 */

/**
 * Every installed folder, nested ones included, against every advisory for its name; a release
 * candidate of a vulnerable version counts as vulnerable (scripts/deps/versions.mjs inRange).
 *
 * @param {InstalledPackage[]} installed
 * @param {Advisory[]} advisories
 * @returns {AdvisoryMatches}
 */
export function matchAdvisories(installed, advisories) {
  /** @type {Map<string, Advisory[]>} */
  const byPackage = new Map()
  for (const advisory of advisories)
    byPackage.set(advisory.package, [...(byPackage.get(advisory.package) ?? []), advisory])

  /** @type {Finding[]} */
  const findings = []
  /** @type {InstalledPackage[]} */
  const unchecked = []
  for (const pkg of installed) {
    const listed = byPackage.get(pkg.name)
    if (!listed) continue
    const { version } = pkg
    if (version === undefined || !isVersion(version)) {
      unchecked.push(pkg)
      continue
    }
    for (const advisory of listed) {
      if (inRange(version, advisory.vulnerable)) {
        findings.push({ installed: { ...pkg, version }, advisory })
      }
    }
  }
  return { findings: findings.sort(worstFirst), unchecked }
}

/**
 * @param {Finding} a
 * @param {Finding} b
 */
function worstFirst(a, b) {
  return (
    SEVERITIES.indexOf(b.advisory.severity) - SEVERITIES.indexOf(a.advisory.severity) ||
    a.installed.name.localeCompare(b.installed.name) ||
    a.installed.path.localeCompare(b.installed.path) ||
    a.advisory.id.localeCompare(b.advisory.id)
  )
}
