// @ts-check
/**
 * The duty desk's ban, for the bench's "ban saved → visible on the beach page" row
 * (docs/decisions/0042-beach-conditions.md): the seeded desk (desk@anapa.local, with the local
 * editor's password) bans bathing on one beach through the CMS's own REST API, as the admin does,
 * and the clock runs until the beach's page says so on every URL given (each instance and nginx).
 * Each change names a unique document, which the page shows, so the wait is for this change and no
 * other.
 */

const WAIT_LIMIT_MS = 30_000

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

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
   * One change on one beach; resolves when every page in `pageUrls` shows its document.
   *
   * @param {number} beachId
   * @param {'banned' | 'allowed'} bathing
   * @param {string[]} pageUrls the beach's page on each instance and through nginx
   */
  async function change(beachId, bathing, pageUrls) {
    const document = `Бенчмарк дежурной службы ${Date.now()}`
    const started = Date.now()
    const created = await fetch(`${cmsUrl}/api/beach-condition-changes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        target: 'beaches',
        beaches: [beachId],
        bathing,
        ...(bathing === 'banned' ? { reasons: ['storm'], flag: 'red' } : { flag: 'green' }),
        source: 'mchs',
        document,
      }),
    })
    if (!created.ok) throw new Error(`desk change failed: ${created.status} ${await created.text()}`)
    const savedMs = Date.now() - started
    const visibleMs = await Promise.all(
      pageUrls.map(async (url) => {
        while (Date.now() - started < WAIT_LIMIT_MS) {
          const html = await (await fetch(url)).text()
          if (html.includes(document)) return Date.now() - started
          await sleep(50)
        }
        return NaN
      }),
    )
    return { savedMs, visibleMs: Math.max(...visibleMs) }
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
  }
}
