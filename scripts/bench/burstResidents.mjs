// @ts-check
/**
 * The alert burst's signed-in residents (burst.mjs): seeded straight into the CMS's database with
 * real sessions (cms/src/scripts/benchResidents.ts), then probed through nginx, so the load is known
 * to be signed in. wrk counts a cabinet page that redirects to sign-in (307) as an answer and a
 * refused token on the bell as a 200 carrying `errors`, so neither would show in its figures.
 */
import { readFileSync } from 'node:fs'

import { CMS_DIR, TSX_CLI } from '../lib/paths.mjs'
import { run } from '../lib/processes.mjs'
import { BELL_BODY, BELL_PATH, bellHeaders, residentCookieHeader } from './bell.mjs'

/** @typedef {{ token: string, phone: string, lastname: string }} BurstResident */

/**
 * Creates `count` residents with one session each in the database of the CMS whose env is
 * `cmsEnv`; their tokens pass through `file` (owner-only), never through the output.
 *
 * @param {import('../lib/processes.mjs').Env} cmsEnv
 * @param {{ count: number, file: string }} options
 * @returns {Promise<BurstResident[]>}
 */
export async function seedBurstResidents(cmsEnv, { count, file }) {
  await run('burst residents seed', process.execPath, [TSX_CLI, 'src/scripts/benchResidents.ts', String(count), file], {
    cwd: CMS_DIR,
    env: cmsEnv,
  })
  /** @type {{ residents: BurstResident[] }} */
  const { residents } = JSON.parse(readFileSync(file, 'utf8'))
  if (residents.length !== count) throw new Error(`the seed wrote ${residents.length} residents, not ${count}`)
  return residents
}

/**
 * `count` residents spread over the list, the first and the last among them.
 *
 * @param {BurstResident[]} residents
 * @param {number} count
 */
export function sampleResidents(residents, count) {
  if (residents.length <= count) return residents
  const step = (residents.length - 1) / (count - 1)
  return Array.from({ length: count }, (_, i) => /** @type {BurstResident} */ (residents[Math.round(i * step)]))
}

/**
 * One resident's cabinet pages and bell through `site`: each page must answer 200 with the
 * resident's own data (their surname is in its props), the bell 200 with a list and no errors,
 * holding `mustList` when given (the alert just published). The problems, in words; none: signed in.
 *
 * @param {string} site
 * @param {BurstResident} resident
 * @param {{ cabinetPaths: string[], mustList?: string }} options
 */
async function probeResident(site, resident, { cabinetPaths, mustList }) {
  const cookie = residentCookieHeader(resident.token)
  const problems = []
  for (const cabinetPath of cabinetPaths) {
    const page = await fetch(`${site}${cabinetPath}`, { headers: { Cookie: cookie }, redirect: 'manual' })
    const html = await page.text()
    if (page.status !== 200) problems.push(`${cabinetPath} answered ${page.status}`)
    else if (!html.includes(resident.lastname)) problems.push(`${cabinetPath} without the resident's surname`)
  }
  const bell = await fetch(`${site}${BELL_PATH}`, {
    method: 'POST',
    headers: { ...bellHeaders(site), Cookie: cookie },
    body: BELL_BODY,
  })
  /** @type {{ data?: { notifications?: { title: string }[] | null } | null, errors?: unknown[] }} */
  const answer = await bell.json().catch(() => ({}))
  const list = answer.data?.notifications
  if (bell.status !== 200) problems.push(`the bell answered ${bell.status}`)
  else if (answer.errors?.length) problems.push(`the bell answered errors ${JSON.stringify(answer.errors)}`)
  else if (!Array.isArray(list)) problems.push('the bell answered no list')
  else if (mustList && !list.some((n) => n.title === mustList)) problems.push(`the bell without «${mustList}»`)
  return problems.map((problem) => `${resident.phone}: ${problem}`)
}

/**
 * Probes `residents` one after the other (see probeResident); every problem found, in words.
 *
 * @param {string} site nginx's origin
 * @param {BurstResident[]} residents
 * @param {{ cabinetPaths: string[], mustList?: string }} options
 */
export async function signedInProblems(site, residents, options) {
  const problems = []
  for (const resident of residents) problems.push(...(await probeResident(site, resident, options)))
  return problems
}
