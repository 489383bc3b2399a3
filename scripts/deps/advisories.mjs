// @ts-check
import { readFileSync } from 'node:fs'

import { inRange, isRange, isVersion } from './versions.mjs'

/**
 * The advisory list kept by hand in docs/security/advisories.json (its format and how to add an
 * entry: docs/security/README.md). It is read strictly: a typo in a hand-edited file must stop the
 * check, not quietly disable an advisory.
 */

/**
 * @typedef {object} Advisory
 * @property {string} id e.g. GHSA-f88m-g3jw-g9cj
 * @property {string} package the npm name
 * @property {string} vulnerable a semver range of the affected versions, e.g. `<0.35.4`
 * @property {string | null} fixed the first fixed version, for the report; null while there is none
 * @property {Severity} severity
 * @property {string} summary
 * @property {string} url
 */

/** @typedef {'low' | 'moderate' | 'high' | 'critical'} Severity */

/** GitHub's advisory database scale, mildest first. */
export const SEVERITIES = /** @type {const} */ (['low', 'moderate', 'high', 'critical'])

const FIELDS = ['id', 'package', 'vulnerable', 'fixed', 'severity', 'summary', 'url']

export class AdvisoryFileError extends Error {
  /**
   * @param {string} file
   * @param {string[]} problems
   */
  constructor(file, problems) {
    super(`${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.name = 'AdvisoryFileError'
    this.problems = problems
  }
}

/**
 * @param {string} file
 * @returns {Advisory[]}
 */
export function loadAdvisories(file) {
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new AdvisoryFileError(file, [/** @type {Error} */ (error).message])
  }
  const problems = advisoryListProblems(parsed)
  if (problems.length > 0) throw new AdvisoryFileError(file, problems)
  return /** @type {Advisory[]} */ (parsed)
}

/**
 * Everything wrong with a parsed advisory file, one sentence each; empty when it is valid.
 *
 * @param {unknown} list
 * @returns {string[]}
 */
export function advisoryListProblems(list) {
  if (!Array.isArray(list)) return ['the file must hold a JSON array of advisories']
  /** @type {string[]} */
  const problems = []
  const seen = new Set()
  list.forEach((/** @type {unknown} */ advisory, index) => {
    const { id, package: name } = /** @type {Record<string, unknown>} */ (isObject(advisory) ? advisory : {})
    const where = `advisory ${index + 1}${typeof id === 'string' ? ` (${id})` : ''}`
    for (const problem of advisoryProblems(advisory)) problems.push(`${where}: ${problem}`)
    const key = `${id} ${name}`
    if (seen.has(key)) problems.push(`${where}: listed twice for ${name}`)
    seen.add(key)
  })
  return problems
}

/**
 * @param {unknown} advisory
 * @returns {string[]}
 */
function advisoryProblems(advisory) {
  if (!isObject(advisory)) return ['must be an object']
  const record = advisory
  /** @type {string[]} */
  const problems = []
  for (const key of Object.keys(record)) {
    if (!FIELDS.includes(key)) problems.push(`unknown field "${key}" (fields: ${FIELDS.join(', ')})`)
  }
  for (const key of ['id', 'package', 'vulnerable', 'summary', 'url']) {
    if (typeof record[key] !== 'string' || record[key].trim() === '')
      problems.push(`"${key}" must be a non-empty string`)
  }
  const { vulnerable, fixed, severity } = record
  const range = typeof vulnerable === 'string' && isRange(vulnerable) ? vulnerable : null
  if (typeof vulnerable === 'string' && vulnerable.trim() !== '' && range === null) {
    problems.push(`"vulnerable" is not a semver range: ${vulnerable}`)
  }
  if (fixed !== null && (typeof fixed !== 'string' || !isVersion(fixed))) {
    problems.push('"fixed" must be a version (e.g. "0.35.4") or null when no release fixes it')
  } else if (fixed !== null && range !== null && inRange(fixed, range)) {
    problems.push(`"fixed" ${fixed} is inside the vulnerable range ${range}`)
  }
  if (!SEVERITIES.includes(/** @type {Severity} */ (severity))) {
    problems.push(`"severity" must be one of ${SEVERITIES.join(', ')}`)
  }
  return problems
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
