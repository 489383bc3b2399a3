// @ts-check
import { createRequire } from 'node:module'

/**
 * Version and range checks for deps:check, on the `semver` package npm itself uses. No type
 * declarations for it are installed, so it is loaded through require and given the types of the
 * four functions used here (their signatures in semver 6 and 7 alike).
 *
 * @type {{
 *   valid(version: string): string | null
 *   validRange(range: string): string | null
 *   satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean
 *   lt(a: string, b: string): boolean
 * }}
 */
const semver = createRequire(import.meta.url)('semver')

/** @param {string} text e.g. `0.35.4`, `1.0.0-rc.1` */
export function isVersion(text) {
  return semver.valid(text) !== null
}

/** @param {string} text e.g. `<0.35.4`, `>=2.1.0 <5.2.4 || >=6.0.0 <6.2.3`; never empty (semver reads "" as any version) */
export function isRange(text) {
  return text.trim() !== '' && semver.validRange(text) !== null
}

/**
 * Prereleases count as inside a range (`0.35.4-rc.1` is inside `<0.35.4`): semver leaves them out
 * by default, which would hide a vulnerable release candidate.
 *
 * @param {string} version a valid version
 * @param {string} range a valid range
 */
export function inRange(version, range) {
  return semver.satisfies(version, range, { includePrerelease: true })
}

/**
 * @param {string} version a valid version
 * @param {string} than a valid version
 */
export function isOlder(version, than) {
  return semver.lt(version, than)
}
