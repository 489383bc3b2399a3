import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'

import { startCmsHost, stopCmsHost, type CmsHost } from '@/lib/test/cmsHost'
import { freePort } from '@/scripts/lib/ports.mjs'
import { stackEnv } from '@/scripts/lib/stack.mjs'

/**
 * IndexNow against the real CMS (docs/operations.md#indexnow), cms/src/indexnow; here, beside the
 * other tests that start a second CMS host (lib/test/cmsHost.ts). The suite's CMS has no INDEXNOW_*
 * settings; a second `next start` of the same build on the same database has them, pointing at a
 * stand-in endpoint on a random loopback port. Editors' saves through it announce the article's
 * public URL; a draft save announces nothing, nor does any save through the CMS without the settings.
 */
jest.setTimeout(60_000)

const KEY = 'it-indexnow-key-0123456789'
type Announcement = { host: string; key: string; keyLocation: string; urlList: string[] }

let received: Announcement[] = []
let endpoint: Server
let host: CmsHost | null = null
let jwt = ''
let suiteJwt = ''

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOCAL_EDITOR),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  endpoint = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/indexnow') received.push(JSON.parse(body) as Announcement)
      res.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  const endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/indexnow`

  const dataDir = process.env.INTEGRATION_DATA_DIR!
  const port = await freePort()
  const { cms } = stackEnv({ dataDir, cmsPort: port, sitePort: 3199, secrets: process.env as Record<string, string> })
  host = await startCmsHost(
    'IndexNow',
    { ...process.env, ...cms, NODE_ENV: 'production', INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: endpointUrl },
    port,
    dataDir,
  )
  jwt = await login(host.base)
  suiteJwt = await login(process.env.API_BASE_URL!)
}, 180_000)

afterAll(async () => {
  if (host) await stopCmsHost(host)
  endpoint.closeAllConnections()
  await new Promise((resolve) => endpoint.close(resolve))
})

beforeEach(() => {
  received = []
})

/** The admin's REST API as the editor, on the CMS with IndexNow or, with `suite`, on the suite's. */
async function onHost<T>(
  method: string,
  route: string,
  body?: unknown,
  suite = false,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${suite ? process.env.API_BASE_URL : host!.base}${route}`, {
    method,
    headers: { authorization: `JWT ${suite ? suiteJwt : jwt}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as T }
}

async function announcedWithin(ms: number, count = 1): Promise<Announcement[]> {
  const until = Date.now() + ms
  while (received.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100))
  return received
}

async function categoryId(): Promise<number> {
  const { json } = await onHost<{ docs: { id: number }[] }>('GET', '/api/magazine-categories?limit=1')
  return json.docs[0]!.id
}

const article = async (slug: string) => ({
  name: 'Статья для IndexNow',
  slug,
  type: 'stati',
  category: await categoryId(),
  _status: 'published',
})

describe('IndexNow', () => {
  it('announces a published article, its unpublishing, and nothing for a draft save', async () => {
    const slug = `indexnow-${crypto.randomUUID().slice(0, 8)}`
    const url = `http://localhost:3199/zhurnal-kurorta/stati/${slug}`
    const created = await onHost<{ doc: { id: number } }>('POST', '/api/magazines?draft=false', await article(slug))
    expect(created.status).toBe(201)
    expect(await announcedWithin(5000)).toEqual([
      { host: 'localhost:3199', key: KEY, keyLocation: `http://localhost:3199/${KEY}.txt`, urlList: [url] },
    ])

    // A draft (the editor typing, autosave) leaves the live page alone: nothing to announce.
    received = []
    const id = created.json.doc.id
    expect(
      (await onHost('PATCH', `/api/magazines/${id}?draft=true`, { name: 'Черновик', _status: 'draft' })).status,
    ).toBe(200)
    expect(await announcedWithin(1500)).toEqual([])

    // Unpublished: the page is gone, which the engines learn from the same URL.
    const unpublished = await onHost('PATCH', `/api/magazines/${id}?draft=false`, { _status: 'draft' })
    expect(unpublished.status).toBe(200)
    expect((await announcedWithin(5000)).map((a) => a.urlList)).toEqual([[url]])
  })

  it('announces nothing from a CMS without the settings', async () => {
    const slug = `indexnow-off-${crypto.randomUUID().slice(0, 8)}`
    expect((await onHost('POST', '/api/magazines?draft=false', await article(slug), true)).status).toBe(201)
    expect(await announcedWithin(1500)).toEqual([])
  })
})
