import { createServer, type Server } from 'node:http'

import type { SiteChange } from '@anapa/shared/revalidation/siteChange'

import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * The site re-renders a page as soon as the CMS tells it about a write, reading the document back
 * at once (docs/architecture.md#3-pages). On PostgreSQL every save is a transaction and afterChange hooks run
 * inside it, so the CMS must tell the site only once the save is committed
 * (cms/src/database/afterCommit.ts). A stand-in site on the integration stack's site port does
 * what the real one does: on POST /api/revalidate it reads the article back through the contract
 * before answering, and the test checks what it saw.
 */
const SITE_PORT = 3199
const { get } = residentClient('192.0.2.29')

type Seen = { change: SiteChange; name: string | null; status: number }
let seen: Seen[] = []
let server: Server

async function listen(host: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(SITE_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      void (async () => {
        const change = JSON.parse(body) as SiteChange
        const slug = change.current?.key
        if (req.url === '/api/revalidate' && change.collection === 'magazines' && slug) {
          const answer = await get(`/v2/magazines/${slug}`)
          const data = answer.body.data as { name?: string } | undefined
          seen.push({ change, status: answer.status, name: answer.status === 200 ? (data?.name ?? null) : null })
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}')
      })()
    })
  })
  // The CMS calls SITE_URL (http://localhost:3199): localhost may be ::1 or 127.0.0.1; listen on both.
  await listen('::').catch(() => listen('127.0.0.1'))
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen = []
})

describe('site revalidation runs after the save is committed', () => {
  it('the site, told about a published article and then its new title, reads back exactly what was saved', async () => {
    const { json: categories } = await asEditor<{ docs: { id: number }[] }>('GET', '/api/magazine-categories?limit=1')
    const slug = `after-commit-${Math.random().toString(36).slice(2, 8)}`
    const created = await asEditor<{ doc: { id: number } }>('POST', '/api/magazines?draft=false', {
      name: 'Статья до правки',
      slug,
      type: 'stati',
      category: categories.docs[0]!.id,
      _status: 'published',
    })
    expect(created.status).toBe(201)
    expect(seen.map(({ status, name }) => ({ status, name }))).toEqual([{ status: 200, name: 'Статья до правки' }])

    seen = []
    const updated = await asEditor('PATCH', `/api/magazines/${created.json.doc.id}?draft=false`, {
      name: 'Статья после правки',
      _status: 'published',
    })
    expect(updated.status).toBe(200)
    expect(seen.map(({ status, name }) => ({ status, name }))).toEqual([{ status: 200, name: 'Статья после правки' }])
    expect(seen[0]!.change.current).toMatchObject({ key: slug, published: true })
  })
})
