/**
 * Acts as an editor against the CMS's own REST API (/api/...), the way the admin does:
 * integration and e2e tests use it to publish, unpublish and delete journal articles, and to
 * look at residents' codes and sessions the way an editor in the admin can.
 */
/**
 * The seeded editor. Its password is the SEED_EDITOR_PASSWORD the test stack was seeded with:
 * cmsGlobalSetup.mjs (integration) and playwright.config.ts (e2e) put it into the environment.
 */
export const LOCAL_EDITOR = {
  email: 'editor@anapa.local',
  get password(): string {
    const password = process.env.SEED_EDITOR_PASSWORD
    if (!password) throw new Error('SEED_EDITOR_PASSWORD is not set: run through the test launchers')
    return password
  },
}

/** The seeded beach duty desk (role `duty`), with the local editor's password. */
export const LOCAL_DESK = {
  email: 'desk@anapa.local',
  get password(): string {
    return LOCAL_EDITOR.password
  },
}

export type EditorApi = ReturnType<typeof editorApi>

export function editorApi(cmsUrl: string, token: string) {
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
  return {
    /** The session's request headers, for a call this API does not name (a status code to check). */
    headers,
    async categoryId(slug: string): Promise<number> {
      const { docs } = await call<{ docs: { id: number }[] }>(
        'GET',
        `/api/magazine-categories?where[slug][equals]=${slug}`,
      )
      if (!docs[0]) throw new Error(`No category ${slug}`)
      return docs[0].id
    },
    async createArticle(data: Record<string, unknown>, { draft }: { draft: boolean }) {
      const status = draft ? 'draft' : 'published'
      const { doc } = await call<{ doc: { id: number } }>('POST', `/api/magazines?draft=${draft}`, {
        ...data,
        _status: status,
      })
      return doc.id
    },
    /** Publishes or unpublishes the document itself, as the admin's Publish and Unpublish buttons do. */
    async setStatus(id: number, status: 'draft' | 'published') {
      await call('PATCH', `/api/magazines/${id}`, { _status: status })
    },
    async deleteArticle(id: number) {
      await call('DELETE', `/api/magazines/${id}`)
    },
    /** Creates a published document in any catalogue collection, as an editor pressing Publish does. */
    async createPublished(collection: string, data: Record<string, unknown>) {
      const { doc } = await call<{ doc: { id: number } }>('POST', `/api/${collection}`, {
        ...data,
        _status: 'published',
      })
      return doc.id
    },
    /** Issues an official alert (CAP), as an editor or the duty desk saving one in the admin does. */
    async issueAlert(data: Record<string, unknown>) {
      const { doc } = await call<{ doc: { id: number; identifier: string } }>('POST', '/api/alerts', data)
      return doc
    },
    /** Publishes a notification for the bell, as an editor saving one in the admin does. */
    async createNotification(data: {
      topic: 'stormAlert' | 'poster' | 'appeal' | 'other'
      title: string
      body: Record<string, unknown>
      audience: 'everyone' | 'resident'
      resident?: number
      published_at?: string
    }) {
      const { doc } = await call<{ doc: { id: number } }>('POST', '/api/notifications', data)
      return doc.id
    },
    /** The broadcasts (audience everyone) that are published now, with their dates. */
    async publishedBroadcasts() {
      const now = encodeURIComponent(new Date().toISOString())
      const { docs } = await call<{ docs: { id: number; published_at: string }[] }>(
        'GET',
        `/api/notifications?where[audience][equals]=everyone&where[published_at][less_than_equal]=${now}&limit=1000&depth=0`,
      )
      return docs.map(({ id, published_at }) => ({ id, published_at }))
    },
    /** Moves a notification's publish date, as an editor rescheduling it in the admin does. */
    async reschedule(id: number, publishedAt: string) {
      await call('PATCH', `/api/notifications/${id}`, { published_at: publishedAt })
    },
    /** Saves changed fields of a published document, as an editor pressing Publish after an edit does. */
    async updatePublished(collection: string, id: number, data: Record<string, unknown>) {
      await call('PATCH', `/api/${collection}/${id}?draft=false`, { ...data, _status: 'published' })
    },
    /** Changes an appeal as an editor saving it in the admin does (the status machine runs as for them). */
    async updateAppeal(id: number | string, data: Record<string, unknown>) {
      await call('PATCH', `/api/appeals/${id}`, data)
    },
    /** An appeal by its number, as the admin's list finds it: its id and its photos' ids. */
    async appealByNumber(number: string): Promise<{ id: number; photos: string[] }> {
      const { docs } = await call<{ docs: { id: number; photos?: string[] | null }[] }>(
        'GET',
        `/api/appeals?where[number][equals]=${encodeURIComponent(number)}&depth=0&limit=1`,
      )
      const appeal = docs[0]
      if (!appeal) throw new Error(`No appeal ${number}`)
      return { id: appeal.id, photos: appeal.photos ?? [] }
    },
    /** The residents' ratings of an appeal's fix, as the care service lists them in the admin. */
    async verdictsOf(appealId: number | string): Promise<{ verdict: string; note: string | null; photos: string[] }[]> {
      const { docs } = await call<{ docs: { verdict: string; note?: string | null; photos?: string[] | null }[] }>(
        'GET',
        `/api/appeal-verdicts?where[appeal][equals]=${encodeURIComponent(String(appealId))}&depth=0&sort=createdAt`,
      )
      return docs.map((doc) => ({ verdict: doc.verdict, note: doc.note ?? null, photos: doc.photos ?? [] }))
    },
    async deleteDoc(collection: string, id: number) {
      await call('DELETE', `/api/${collection}/${id}`)
    },
    async createCustomer(phone: string): Promise<number> {
      const { doc } = await call<{ doc: { id: number } }>('POST', '/api/customers', { phone })
      return doc.id
    },
    async customers(phone: string) {
      const { docs } = await call<{ docs: Record<string, unknown>[] }>(
        'GET',
        `/api/customers?where[phone][equals]=${phone}`,
      )
      return docs
    },
    /** A phone's one-time codes as the admin shows them (their hashes are never readable). */
    async oneTimeCodes(phone: string) {
      const { docs } = await call<{ docs: ({ id: number } & Record<string, unknown>)[] }>(
        'GET',
        `/api/one-time-codes?where[phone][equals]=${phone}`,
      )
      return docs
    },
    /** Moves a code's expiry into the past: what five minutes of waiting would do. */
    async expireOneTimeCode(id: number) {
      await call('PATCH', `/api/one-time-codes/${id}`, { expiresAt: new Date(Date.now() - 1000).toISOString() })
    },
    /** The staff's check of a scanned ticket at the entrance (operationId verifyTicket). */
    async verifyTicket(code: string, { admit = false }: { admit?: boolean } = {}) {
      const { data } = await call<{ data: { valid: boolean; message: string; status: string | null } }>(
        'POST',
        '/v1/tickets/verify',
        { code, admit },
      )
      return data
    },
    async sessionsOf(customerId: number) {
      const { docs } = await call<{ docs: Record<string, unknown>[] }>(
        'GET',
        `/api/customer-sessions?where[customer][equals]=${customerId}`,
      )
      return docs
    },
  }
}

/** The signed-in editor's user record as the CMS's login answers it (e.g. for a preview token's `sub`). */
export type EditorUser = { id: number | string; email: string }

/** Signs the seeded editor in once: the API on that session, and the user it belongs to. */
export async function loginEditor(cmsUrl: string): Promise<EditorApi & { user: EditorUser }> {
  const response = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOCAL_EDITOR),
  })
  if (!response.ok) throw new Error(`Editor login failed: ${response.status} ${await response.text()}`)
  const { token, user } = (await response.json()) as { token: string; user: EditorUser }
  return { ...editorApi(cmsUrl, token), user }
}
