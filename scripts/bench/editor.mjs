// @ts-check
/**
 * The local editor for the publish-latency benchmark, through the CMS's own REST API; `password`
 * is the SEED_EDITOR_PASSWORD the bench's stack was seeded with.
 *
 * @param {string} cmsUrl
 * @param {string} password
 */
export async function loginEditorForBench(cmsUrl, password) {
  const login = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'editor@anapa.local',
      password,
    }),
  })
  if (!login.ok) throw new Error(`editor login failed: ${login.status}`)
  /** @type {{ token: string }} */
  const { token } = await login.json()
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  // The seed makes the category.
  /** @type {{ docs: [{ id: number }] }} */
  const { docs } = await (
    await fetch(`${cmsUrl}/api/magazine-categories?where[slug][equals]=turizm`, { headers })
  ).json()

  return {
    /**
     * Publishes a new article and measures until the site's journal list HTML contains it.
     *
     * @param {string} siteUrl
     */
    async publishAndWait(siteUrl) {
      const name = `Бенчмарк публикации ${Date.now()}`
      const started = Date.now()
      const created = await fetch(`${cmsUrl}/api/magazines`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name,
          slug: `bench-${Date.now()}`,
          type: 'novosti',
          sort: 0,
          category: docs[0].id,
          _status: 'published',
        }),
      })
      if (!created.ok) throw new Error(`publish failed: ${created.status} ${await created.text()}`)
      /** @type {{ doc: { id: number } }} */
      const { doc } = await created.json()
      const savedMs = Date.now() - started
      let listMs = NaN
      while (Date.now() - started < 30_000) {
        const html = await (await fetch(`${siteUrl}/zhurnal-kurorta`)).text()
        if (html.includes(name)) {
          listMs = Date.now() - started
          break
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await fetch(`${cmsUrl}/api/magazines/${doc.id}`, { method: 'DELETE', headers })
      return { savedMs, listMs }
    },
  }
}
