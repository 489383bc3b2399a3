// @ts-check
import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'

import { runCaptured } from './command.mjs'

/**
 * npm's request settings for deps:check: at most 8 requests at a time, each given up after 20 s,
 * one quick retry. npm's defaults (2 retries, backing off from 10 s) spend over a minute on a
 * registry that refuses connections.
 */
const REQUEST_LIMITS = [
  '--maxsockets=8',
  '--fetch-timeout=20000',
  '--fetch-retries=1',
  '--fetch-retry-mintimeout=2000',
  '--fetch-retry-maxtimeout=5000',
]

/** npm could not answer: the registry is unreachable, slow or refused the request. */
export class NpmError extends Error {}

/**
 * Runs `npm <args> --json` in `folder` (a temporary folder: never the repository, whose
 * package.json and lock npm would read) with the repository's .npmrc copied in, so a registry set
 * there applies. Returns npm's JSON answer, whatever the exit code (`npm outdated` exits 1 when
 * something is outdated); throws NpmError when npm answered with an error or not at all.
 *
 * @param {string} folder
 * @param {string[]} args
 * @param {{ npmrc: string, timeoutMs: number }} options the repository's .npmrc need not exist
 * @returns {Promise<unknown>}
 */
export async function npmJson(folder, args, { npmrc, timeoutMs }) {
  if (existsSync(npmrc)) copyFileSync(npmrc, path.join(folder, '.npmrc'))
  const command = `npm ${args.join(' ')}`
  const result = await runCaptured('npm', [...args, '--json', ...REQUEST_LIMITS], { cwd: folder, timeoutMs })
  if (result.timedOut) throw new NpmError(`${command} took over ${timeoutMs / 1000} s`)
  /** @type {unknown} */
  let answer
  try {
    answer = JSON.parse(result.stdout)
  } catch {
    throw new NpmError(`${command} printed no JSON: ${firstLine(result.stderr || result.stdout)}`)
  }
  // With --json npm reports its own failure on stdout as { "error": { "code", "summary" } }.
  const error = /** @type {{ error?: { summary?: unknown, code?: unknown } }} */ (answer)?.error
  if (error) throw new NpmError(`${command}: ${String(error.summary ?? error.code ?? firstLine(result.stderr))}`)
  return answer
}

/** @param {string} text */
function firstLine(text) {
  return (
    text
      .split('\n')
      .map((line) => line.replace(/^npm (error|ERR!) ?/, '').trim())
      .find((line) => line !== '') ?? 'no output'
  )
}
