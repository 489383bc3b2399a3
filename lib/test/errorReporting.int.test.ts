import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startCmsHost, stopCmsHost, type CmsHost } from '@/lib/test/cmsHost'
import { freePort } from '@/scripts/lib/ports.mjs'
import { stackEnv } from '@/scripts/lib/stack.mjs'

/**
 * Error reporting against the real CMS (docs/operations.md#error-reporting), here beside the other tests
 * that start a second CMS host (lib/test/cmsHost.ts). A stand-in collector on a random loopback port
 * plays the DSN's host. Two more `next start`s of the CMS's build share a database of their own, a
 * fresh SQLite file (whatever the suite runs on) with its first editor made through the admin's own
 * form, from which the test drops two tables, as a broken
 * database would: every request touching them fails with the driver's error, which quotes the query's
 * parameters, a resident's phone among them.
 *
 * The host with SENTRY_DSN reports the contract route's 500 and Payload's REST 500 (afterError), each
 * as a Sentry envelope with the route, method, status and request id, and neither the phone nor the
 * token nor the cookie the request carried. The host without it sends nothing.
 */
jest.setTimeout(120_000)

const KEY = 'f00dcafe0123456789'
const PHONE = '+7 (918) 123-45-67'
const TOKEN = 'GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE'

type Received = { url: string; headers: IncomingHttpHeaders; body: string }

let received: Received[] = []
let collector: Server
let dsn = ''
let dataDir = ''
let reporting: CmsHost | null = null
let silent: CmsHost | null = null
let jwt = ''

/** The fresh database's first editor, made through the admin's own first-account form, signed in. */
async function firstEditor(base: string): Promise<string> {
  const editor = { email: 'errors-it@anapa.local', password: `It-${crypto.randomUUID()}` }
  const registered = await fetch(`${base}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...editor, 'confirm-password': editor.password }),
  })
  expect(registered.status).toBe(200)
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

async function startHost(name: string, extra: Record<string, string>) {
  const port = await freePort()
  const { cms } = stackEnv({ dataDir, cmsPort: port, sitePort: 3199, secrets: process.env as Record<string, string> })
  // Its own database, not the suite's (which may be PostgreSQL): the tables dropped below are this host's.
  const databaseUrl = `file:${path.join(dataDir, 'cms.db')}`
  const { SENTRY_DSN: _inherited, ...inherited } = process.env
  return startCmsHost(
    name,
    { ...inherited, ...cms, DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...extra },
    port,
    dataDir,
  )
}

/** What the driver meets when the database is broken: the tables are gone. */
async function dropTables() {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(dataDir, 'cms.db')}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute('PRAGMA foreign_keys = OFF')
    await client.execute('DROP TABLE rate_limit_hits')
    await client.execute('DROP TABLE magazines')
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}')
    })
  })
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
  dsn = `http://${KEY}@127.0.0.1:${(collector.address() as AddressInfo).port}/7`

  dataDir = mkdtempSync(path.join(os.tmpdir(), 'anapa-it-errors-'))
  // The first start applies the migrations to the empty file; the second host finds them applied.
  reporting = await startHost('errors reported', { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'integration' })
  silent = await startHost('errors not reported', {})
  jwt = await firstEditor(reporting.base)
  await dropTables()
}, 300_000)

afterAll(async () => {
  await Promise.all([reporting, silent].map((host) => (host ? stopCmsHost(host) : undefined)))
  collector.closeAllConnections()
  await new Promise((resolve) => collector.close(resolve))
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

beforeEach(() => {
  received = []
})

async function receivedWithin(ms: number, count: number): Promise<Received[]> {
  const until = Date.now() + ms
  while (received.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100))
  return received
}

/** A resident asking for a sign-in code, with a session's token in the header and the cookie. */
const sendCode = (host: CmsHost, requestId: string) =>
  fetch(`${host.base}/v1/authorize/phone/sendCode`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${TOKEN}`,
      cookie: `token=${TOKEN}; consent=1`,
      'x-request-id': requestId,
    },
    body: JSON.stringify({ phone: PHONE }),
  })

/** The event inside an envelope (develop.sentry.dev envelopes: header line, item header, payload). */
function eventOf(envelope: string) {
  const [header, item, payload] = envelope.split('\n')
  const itemHeader = JSON.parse(item!) as { type: string; length: number }
  expect(itemHeader.type).toBe('event')
  expect(itemHeader.length).toBe(Buffer.byteLength(payload!, 'utf8'))
  return {
    header: JSON.parse(header!) as { event_id: string },
    event: JSON.parse(payload!) as {
      event_id: string
      environment: string
      tags: Record<string, string>
      exception: { values: { type: string; value: string }[] }
    },
  }
}

/** Nothing personal or secret in what left the CMS, in any spelling the request or the driver used. */
function expectScrubbed(text: string) {
  for (const leak of ['9181234567', '918) 123', TOKEN, 'consent=1']) expect(text).not.toContain(leak)
}

describe('error reporting (SENTRY_DSN)', () => {
  it('reports a contract route’s 500 to the DSN, scrubbed, with the route and request id', async () => {
    const response = await sendCode(reporting!, 'it-errors-contract-1')
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ data: { message: 'Внутренняя ошибка сервера' } })

    const [envelope] = await receivedWithin(10_000, 1)
    expect(envelope).toBeDefined()
    expect(envelope!.url).toBe('/api/7/envelope/')
    expect(envelope!.headers['content-type']).toBe('application/x-sentry-envelope')
    expect(envelope!.headers['x-sentry-auth']).toBe(`Sentry sentry_version=7, sentry_key=${KEY}, sentry_client=anapa/1`)
    const { header, event } = eventOf(envelope!.body)
    expect(header.event_id).toBe(event.event_id)
    expect(event).toMatchObject({
      environment: 'integration',
      tags: {
        app: 'cms',
        source: 'contract',
        method: 'POST',
        route: '/v1/authorize/phone/sendCode',
        status: '500',
        request_id: 'it-errors-contract-1',
      },
    })
    // The driver's error reached the report, with the phone it quoted taken out.
    expect(event.exception.values.map((value) => value.value).join('\n')).toMatch(/rate_limit_hits/)
    expectScrubbed(envelope!.body)
    // The CMS's own log keeps the whole error, as before: the phone was there to be scrubbed.
    expect(reporting!.output()).toMatch(/79181234567/)
  })

  it('reports a 500 of Payload’s REST API through afterError, the query’s values filtered', async () => {
    const query = `where[name][equals]=${encodeURIComponent(PHONE)}`
    const response = await fetch(`${reporting!.base}/api/magazines?${query}`, {
      headers: { authorization: `JWT ${jwt}`, 'x-request-id': 'it-errors-payload-1' },
    })
    expect(response.status).toBe(500)

    const [envelope] = await receivedWithin(10_000, 1)
    expect(envelope).toBeDefined()
    const { event } = eventOf(envelope!.body)
    expect(event.tags).toMatchObject({
      source: 'payload',
      method: 'GET',
      route: '/api/magazines',
      status: '500',
      collection: 'magazines',
      request_id: 'it-errors-payload-1',
    })
    expect(envelope!.body).toContain('where[name][equals]=[filtered]')
    expectScrubbed(envelope!.body)
    expect(envelope!.body).not.toContain(jwt.split('.')[1]!)
  })

  it('sends nothing from a CMS without SENTRY_DSN', async () => {
    const response = await sendCode(silent!, 'it-errors-silent-1')
    expect(response.status).toBe(500)
    expect(await receivedWithin(2000, 1)).toEqual([])
  })
})
