import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'

/**
 * The seeded editor against the CMS's own REST API (/api/...) for the draft preview, scheduling and
 * history tests: drafts, versions and restores, the way the admin calls them.
 */
export async function draftEditor(cmsUrl: string) {
  const login = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOCAL_EDITOR),
  })
  if (!login.ok) throw new Error(`Editor login failed: ${login.status} ${await login.text()}`)
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }

  return {
    /** The editor's id: preview tokens name it. */
    id: user.id,
    /** A new document saved as a draft only, as «Сохранить черновик» on a new item does. */
    async createDraft(collection: string, data: Record<string, unknown>): Promise<number> {
      const { doc } = await call<{ doc: { id: number } }>('POST', `/api/${collection}?draft=true`, {
        ...data,
        _status: 'draft',
      })
      return doc.id
    },
    /** A draft change of an existing document; a published one stays published as it was. */
    async saveDraft(collection: string, id: number, data: Record<string, unknown>) {
      await call('PATCH', `/api/${collection}/${id}?draft=true`, { ...data, _status: 'draft' })
    },
    async publish(collection: string, id: number, data: Record<string, unknown> = {}) {
      await call('PATCH', `/api/${collection}/${id}?draft=false`, { ...data, _status: 'published' })
    },
    /** The document as the admin loads it: its latest draft when `draft`, else the main record. */
    async read(collection: string, id: number, { draft }: { draft: boolean }) {
      return call<Record<string, unknown>>('GET', `/api/${collection}/${id}?draft=${draft}&depth=0`)
    },
    /** How many documents the collection has, drafts included, as the admin's list counts them. */
    async count(collection: string) {
      return (await call<{ totalDocs: number }>('GET', `/api/${collection}?draft=true&limit=1&depth=0`)).totalDocs
    },
    async remove(collection: string, id: number) {
      await call('DELETE', `/api/${collection}/${id}`)
    },
    /** The document's history, newest first, as the admin's «Версии» tab lists it. */
    async versions(collection: string, id: number) {
      const { docs } = await call<{ docs: { id: number; version: Record<string, unknown> }[] }>(
        'GET',
        `/api/${collection}/versions?where[parent][equals]=${id}&sort=-updatedAt&depth=0&limit=50`,
      )
      return docs
    },
    /** Restores an earlier version, as the version view's «Восстановить» does. */
    async restoreVersion(collection: string, versionId: number) {
      await call('POST', `/api/${collection}/versions/${versionId}`)
    },
  }
}
