// @ts-check
/**
 * The duty desk's ban and alert, for the bench's rows "ban saved → visible on the beach page" and
 * "alert issued → in the banner's data" (docs/decisions/0042-beach-conditions.md,
 * docs/decisions/0040-official-alerts-as-cap.md): the seeded desk (desk@anapa.local, with the local
 * editor's password) bans bathing on one beach, or issues an official alert, through the CMS's own
 * REST API, as the admin does, and the clock runs until every URL given (each instance and nginx)
 * says so. Each change names a unique document and each alert has its own identifier, so the wait is
 * for this one and no other.
 */

import { bannerLists, stormWarning } from '../lib/alerts.mjs'

const WAIT_LIMIT_MS = 30_000

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls every URL until `shows` holds for its body; the slowest, in ms since `started` (NaN: one
 * never did within WAIT_LIMIT_MS). A failed request is one more poll, not an end.
 *
 * @param {string[]} urls
 * @param {(body: string) => boolean} shows
 * @param {number} started
 */
async function slowestUntil(urls, shows, started) {
  const ms = await Promise.all(
    urls.map(async (url) => {
      while (Date.now() - started < WAIT_LIMIT_MS) {
        const body = await fetch(url).then(
          (response) => response.text(),
          () => '',
        )
        if (shows(body)) return Date.now() - started
        await sleep(50)
      }
      return NaN
    }),
  )
  return Math.max(...ms)
}

/**
 * @param {string} cmsUrl
 * @param {string} password SEED_EDITOR_PASSWORD of the bench's stack
 */
export async function loginDeskForBench(cmsUrl, password) {
  const login = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'desk@anapa.local', password }),
  })
  if (!login.ok) throw new Error(`desk login failed: ${login.status}`)
  /** @type {{ token: string }} */
  const { token } = await login.json()
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }

  /**
   * POSTs `body` to the CMS's REST `path` as the desk; the created document.
   *
   * @param {string} path
   * @param {Record<string, unknown>} body
   */
  async function create(path, body) {
    const created = await fetch(`${cmsUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    if (!created.ok) throw new Error(`desk ${path} failed: ${created.status} ${await created.text()}`)
    /** @type {{ doc: { id: number, identifier?: string } }} */
    const { doc } = await created.json()
    return doc
  }

  /**
   * One change on one beach; resolves when every page in `pageUrls` shows its document.
   *
   * @param {number} beachId
   * @param {'banned' | 'allowed'} bathing
   * @param {string[]} pageUrls the beach's page on each instance and through nginx
   */
  async function change(beachId, bathing, pageUrls) {
    const document = `Бенчмарк дежурной службы ${Date.now()}`
    const started = Date.now()
    await create('/api/beach-condition-changes', {
      target: 'beaches',
      beaches: [beachId],
      bathing,
      ...(bathing === 'banned' ? { reasons: ['storm'], flag: 'red' } : { flag: 'green' }),
      source: 'mchs',
      document,
      // The alert a ban may raise is timed by its own row (alertAndCancel).
      raiseAlert: false,
    })
    const savedMs = Date.now() - started
    const visibleMs = await slowestUntil(pageUrls, (html) => html.includes(document), started)
    return { savedMs, visibleMs }
  }

  return {
    /**
     * Bans bathing on the beach and lifts the ban again, each timed until every page shows it.
     *
     * @param {number} beachId
     * @param {string[]} pageUrls
     */
    async banAndLift(beachId, pageUrls) {
      const ban = await change(beachId, 'banned', pageUrls)
      const lift = await change(beachId, 'allowed', pageUrls)
      return { ban, lift }
    },

    /**
     * Issues a public storm warning, timed until every banner data URL lists it, then its Cancel
     * («Отбой»), timed until none does: the alerts in force are as they were before.
     *
     * @param {string[]} bannerUrls BANNER_DATA_PATH on each instance and through nginx
     */
    async alertAndCancel(bannerUrls) {
      const headline = `Бенчмарк: штормовое предупреждение ${Date.now()}`
      const started = Date.now()
      const alert = await create('/api/alerts', stormWarning(headline))
      // The CMS fills the identifier in when it is left empty (cms/src/alerts/cap.ts).
      const identifier = /** @type {string} */ (alert.identifier)
      const issue = {
        savedMs: Date.now() - started,
        visibleMs: await slowestUntil(bannerUrls, (body) => bannerLists(body, identifier) === true, started),
      }
      const cancelStarted = Date.now()
      await create('/api/alerts', stormWarning(headline, { cancels: alert.id }))
      const cancel = {
        savedMs: Date.now() - cancelStarted,
        visibleMs: await slowestUntil(bannerUrls, (body) => bannerLists(body, identifier) === false, cancelStarted),
      }
      return { issue, cancel }
    },

    /**
     * Issues a public storm warning and leaves it in force, untimed: the alert a burst of residents
     * answers (burst.mjs). Its Cancel is `cancel()`, which puts the alerts in force back as they were.
     *
     * @param {string} headline also the title of its notification in the bell (cms/src/alerts/notification.ts)
     */
    async issueStormWarning(headline) {
      const alert = await create('/api/alerts', stormWarning(headline))
      return { id: alert.id, cancel: () => create('/api/alerts', stormWarning(headline, { cancels: alert.id })) }
    },
  }
}
