import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

import { startCmsHost, stopCmsHost, type CmsHost as Host } from '@/lib/test/cmsHost'
import { validatingFetch } from '@/lib/test/contract/seam'
import { ROOT } from '@/scripts/lib/paths.mjs'
import { freePort } from '@/scripts/lib/ports.mjs'
import { startThrowawayS3 } from '@/scripts/lib/s3rver.mjs'
import { ephemeralSecrets } from '@/scripts/lib/secrets.mjs'
import { migrate, stackEnv } from '@/scripts/lib/stack.mjs'
import { proxyAppealPhoto } from '@/lib/server/uploads/photoProxy'

/**
 * Uploads in an S3-compatible bucket (docs/decisions/0038-media-on-s3.md), against two CMS hosts
 * of the same production build that share a database and a bucket and nothing else: each has
 * its own, empty, upload folders. s3rver (scripts/lib/s3rver.mjs) is the bucket, on loopback.
 * A picture, a permit scan and an appeal photo are uploaded through host A by the real REST
 * contract; they must be objects in the bucket and on neither disk, and read back through host B by
 * the same routes as on local disk, by the same people only: the owner (through the site's photo
 * route too), not another resident, not an anonymous caller. Deletions reach the bucket.
 *
 * s3rver enforces no ACL (an anonymous GET of a key succeeds), so the bucket's own privacy cannot
 * be shown here; what is shown is the CMS's part: no answer names the bucket or carries a signed
 * URL, and every private read is streamed by the CMS after its own access check.
 */
jest.setTimeout(60_000)

const BUCKET = 'anapa-uploads'
// TEST-NET-3, a block no other file uses: this stack's per-address limits are its own anyway.
const CLIENT = '203.0.113.207'
const FIXTURES = path.join(ROOT, 'e2e', 'fixtures', 'scans')
const PICTURE = readFileSync(path.join(FIXTURES, 'passport-second.png'))
const SCAN = readFileSync(path.join(FIXTURES, 'passport-first.jpg'))
const PHOTO = readFileSync(path.join(FIXTURES, 'sts-second.jpg'))

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several calls, read field by field and checked by the assertions
type Loose = Record<string, any>

let work = ''
let s3: Awaited<ReturnType<typeof startThrowawayS3>>
let bucket: S3Client
let secrets: Record<string, string>
let outbox = ''
const hosts: Host[] = []
const violations: string[] = []
const realFetch = globalThis.fetch

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'anapa-s3-test-'))
  s3 = await startThrowawayS3({ dir: path.join(work, 's3'), bucket: BUCKET })
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
  secrets = ephemeralSecrets() as Record<string, string>
  outbox = path.join(work, 'sms-outbox.jsonl')
  const ports = [await freePort(), await freePort()]
  const envs = ['a', 'b'].map((name, i) => {
    const dataDir = path.join(work, `host-${name}`)
    const port = ports[i]!
    const { cms } = stackEnv({
      dataDir,
      cmsPort: port,
      sitePort: 3199,
      secrets,
      siteTrustProxy: undefined,
      pushExtraOrigins: undefined,
    })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...cms,
      ...s3.env,
      // The hosts share one database, as CMS instances share PostgreSQL (README, "Scaled layout"); a SQLite
      // file of their own here, so the suite's own CMS never sees these uploads, whatever its database.
      DATABASE_URL: `file:${path.join(work, 'cms.db')}`,
      SMS_OUTBOX_FILE: outbox,
      // As a deploy's `next start` (Jest's own is "test"): Payload applies prodMigrations at start.
      NODE_ENV: 'production',
    }
    return { name, env, port, dataDir }
  })
  // An empty CMS: the demo content's hundreds of pictures would only slow the suite down.
  await migrate(envs[0]!.env)
  for (const { name, env, port, dataDir } of envs) hosts.push(await startCmsHost(name, env, port, dataDir))
  // Contract answers of both hosts are checked against docs/api/openapi.yaml, like the suite CMS's.
  globalThis.fetch = hosts.reduce(
    (wrapped, host) => validatingFetch(wrapped, host.base, (found) => violations.push(...found)),
    globalThis.fetch,
  )
}, 300_000)

afterEach(() => {
  if (violations.length)
    throw new Error(`Answers that break docs/api/openapi.yaml:\n- ${violations.splice(0).join('\n- ')}`)
})

afterAll(async () => {
  globalThis.fetch = realFetch
  await Promise.all(hosts.map(stopCmsHost))
  bucket?.destroy()
  await s3?.stop()
  rmSync(work, { recursive: true, force: true })
}, 60_000)

const hostA = () => hosts[0]!
const hostB = () => hosts[1]!

async function json(host: Host, method: string, route: string, body?: unknown, auth?: string) {
  const response = await fetch(`${host.base}${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth ? { authorization: auth } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, text, body: (text ? JSON.parse(text) : null) as Loose }
}

async function multipart(host: Host, route: string, parts: Record<string, string | Blob>, auth: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, value, name === 'file' ? 'upload' : name)
  }
  const response = await fetch(`${host.base}${route}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': CLIENT, authorization: auth },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as Loose }
}

async function bytes(url: string, auth?: string) {
  const response = await fetch(url, {
    headers: { 'x-forwarded-for': CLIENT, ...(auth ? { authorization: auth } : {}) },
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const blob = (data: Buffer, type: string) => new Blob([new Uint8Array(data)], { type })

/** The keys in the bucket under one collection's folder. */
async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }))
  return (listed.Contents ?? []).map((object) => object.Key!)
}

/** Files in a host's local upload folders: with S3 set there must be none. */
function localFiles(host: Host): string[] {
  return ['media', 'scans', 'appeal-photos'].flatMap((folder) => {
    const dir = path.join(host.dataDir, folder)
    return existsSync(dir) ? readdirSync(dir).map((name) => `${folder}/${name}`) : []
  })
}

let editorAuth = ''
/** The first editor of the empty CMS, registered as the admin's first start does. */
async function editor(): Promise<string> {
  if (editorAuth) return editorAuth
  const registered = await json(hostA(), 'POST', '/api/users/first-register', {
    email: 'editor@anapa.local',
    password: secrets.SEED_EDITOR_PASSWORD,
  })
  expect(registered.status).toBe(200)
  editorAuth = `JWT ${registered.body.token as string}`
  return editorAuth
}

let phones = 0
const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')

/** A new resident signed up by code on `host`: the Authorization header value. */
async function resident(host: Host): Promise<string> {
  const phone = `7907${run}${String(++phones).padStart(4, '0')}`
  expect((await json(host, 'POST', '/v1/authorize/phone/sendCode', { phone })).status).toBe(200)
  const code = readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((sms) => sms.phone === phone)
    .at(-1)!.code
  const signedIn = await json(host, 'POST', '/v1/authorize/phone/loginByCode', { phone, code, consent: true })
  expect(signedIn.status).toBe(200)
  return `Bearer ${signedIn.body.data.token as string}`
}

/** A draft permit application of the resident's new car: its code. */
async function draftStatement(host: Host, auth: string): Promise<string> {
  const plate = `К${String(100 + phones).slice(-3)}МР93`
  expect(
    (await json(host, 'POST', '/v1/car/add', { state_registration_plate: plate, name: 'Лада Гранта' }, auth)).status,
  ).toBe(200)
  const draft = await json(host, 'POST', '/v1/statement/create', { state_registration_plate: plate }, auth)
  expect(draft.status).toBe(200)
  return draft.body.data.statement_code as string
}

/** Nothing the CMS answered may name the bucket's server or carry a presigned URL. */
function expectNoBucketAddress(text: string) {
  expect(text).not.toContain(s3.endpoint)
  expect(text).not.toContain(`/${BUCKET}/`)
  expect(text).not.toMatch(/X-Amz-(Signature|Credential)/i)
}

describe('uploads in an S3-compatible bucket, shared by two CMS hosts', () => {
  it('an editor’s picture uploaded through one host is an object in the bucket, served by the other', async () => {
    const form = new FormData()
    form.append('file', blob(PICTURE, 'image/png'), `s3-picture-${run}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Набережная в сентябре' }))
    const response = await fetch(`${hostA().base}/api/media`, {
      method: 'POST',
      headers: { authorization: await editor() },
      body: form,
    })
    const text = await response.text()
    expect(response.status).toBe(201)
    expectNoBucketAddress(text)
    const media = (JSON.parse(text) as { doc: Loose }).doc
    // The address is the CMS's file route, as on local disk.
    expect(media.url).toBe(`${hostA().base}/api/media/file/${encodeURIComponent(media.filename as string)}`)

    const stored = await keys('media')
    expect(stored).toContain(`media/${media.filename}`)
    expect(localFiles(hostA())).toEqual([])
    expect(localFiles(hostB())).toEqual([])

    const served = await bytes(`${hostB().base}/api/media/file/${encodeURIComponent(media.filename as string)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.bytes.equals(PICTURE)).toBe(true)

    const missing = await json(hostB(), 'GET', `/api/media/file/no-such-picture-${run}.png`)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ data: { message: 'Файл не найден' } })

    // Deleting the picture deletes its objects, on whichever host it is done.
    const deleted = await json(hostB(), 'DELETE', `/api/media/${media.id as number}`, undefined, await editor())
    expect(deleted.status).toBe(200)
    expect(await keys('media')).not.toEqual(expect.arrayContaining([`media/${media.filename}`]))
    expect((await bytes(`${hostA().base}/api/media/file/${encodeURIComponent(media.filename as string)}`)).status).toBe(
      404,
    )
  })

  it('a resident’s scan and appeal photo are private objects: the owner reads them through the other host, nobody else does', async () => {
    const owner = await resident(hostA())
    const code = await draftStatement(hostA(), owner)
    const scan = await multipart(
      hostA(),
      '/v1/statement/resident-permits/file',
      { statement_code: code, kind: 'passport_first', file: blob(SCAN, 'image/jpeg') },
      owner,
    )
    expect(scan.status).toBe(200)
    expectNoBucketAddress(scan.text)
    const photo = await multipart(hostA(), '/v1/appeals/photos', { file: blob(PHOTO, 'image/jpeg') }, owner)
    expect(photo.status).toBe(200)
    expectNoBucketAddress(photo.text)
    const scanId = scan.body.data.id as string
    const photoId = photo.body.data.id as string

    expect(await keys('statement-scans')).toContain(`statement-scans/${scanId}.jpg`)
    expect(await keys('appeal-photos')).toContain(`appeal-photos/${photoId}.jpg`)
    expect(localFiles(hostA())).toEqual([])
    expect(localFiles(hostB())).toEqual([])

    // The owner, through the other host: the same contract calls as with files on disk.
    const ownScan = await bytes(`${hostB().base}/v1/statement/resident-permits/file/${scanId}`, owner)
    expect(ownScan.status).toBe(200)
    expect(ownScan.bytes.equals(SCAN)).toBe(true)
    expect(ownScan.headers.get('content-type')).toBe('image/jpeg')
    expect(ownScan.headers.get('cache-control')).toBe('no-store')
    const ownPhoto = await bytes(`${hostB().base}/v1/appeals/photos/${photoId}`, owner)
    expect(ownPhoto.status).toBe(200)
    expect(ownPhoto.bytes.equals(PHOTO)).toBe(true)

    // Another resident gets the same 404 as for an id that does not exist; nobody signed in, a 401.
    const stranger = await resident(hostB())
    for (const route of [`/v1/statement/resident-permits/file/${scanId}`, `/v1/appeals/photos/${photoId}`]) {
      const foreign = await bytes(`${hostB().base}${route}`, stranger)
      expect(foreign.status).toBe(404)
      expectNoBucketAddress(foreign.bytes.toString())
      expect((await bytes(`${hostA().base}${route}`)).status).toBe(401)
    }

    // Payload's own file route: editors only, and it streams (a presigned redirect would be a 302).
    const filename = `${scanId}.jpg`
    expect((await bytes(`${hostB().base}/api/statement-scans/file/${filename}`)).status).toBe(403)
    expect((await bytes(`${hostB().base}/api/statement-scans/file/${filename}`, owner)).status).toBe(403)
    const editorRead = await bytes(`${hostB().base}/api/statement-scans/file/${filename}`, await editor())
    expect(editorRead.status).toBe(200)
    expect(editorRead.headers.get('location')).toBeNull()
    expect(editorRead.bytes.equals(SCAN)).toBe(true)
    const editorDoc = await json(hostB(), 'GET', `/api/statement-scans/${scanId}`, undefined, await editor())
    expect(editorDoc.status).toBe(200)
    expectNoBucketAddress(editorDoc.text)
    // Each host names files on its own address (its API_BASE_URL, the serverURL), never the bucket's.
    expect(editorDoc.body.url).toBe(`${hostB().base}/api/statement-scans/file/${filename}`)

    // A new scan of the same kind replaces the old one, and the old object goes with it.
    const replaced = await multipart(
      hostB(),
      '/v1/statement/resident-permits/file',
      { statement_code: code, kind: 'passport_first', file: blob(PICTURE, 'image/png') },
      owner,
    )
    expect(replaced.status).toBe(200)
    const scans = await keys('statement-scans')
    expect(scans).toContain(`statement-scans/${replaced.body.data.id as string}.png`)
    expect(scans).not.toContain(`statement-scans/${scanId}.jpg`)
  })

  describe('the site’s photo route in front of the other host', () => {
    let site: Server
    let siteUrl = ''
    const apiBaseUrl = process.env.API_BASE_URL
    beforeAll(async () => {
      // The route reads API_BASE_URL at each call (lib/server/env.ts): this site instance talks to host B.
      process.env.API_BASE_URL = hostB().base
      site = createServer((req, res) => void proxyAppealPhoto(req, res, req.url?.split('/').pop()))
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
    })
    afterAll(async () => {
      process.env.API_BASE_URL = apiBaseUrl
      site.closeAllConnections()
      await new Promise<void>((resolve) => site.close(() => resolve()))
    })

    it('streams the owner’s photo from the bucket and answers anyone else 404', async () => {
      const owner = await resident(hostA())
      const photo = await multipart(hostA(), '/v1/appeals/photos', { file: blob(PHOTO, 'image/jpeg') }, owner)
      expect(photo.status).toBe(200)
      const id = photo.body.data.id as string
      const token = (auth: string) => auth.replace(/^Bearer /, '')

      const own = await fetch(`${siteUrl}/api/appeal-photos/${id}`, { headers: { cookie: `token=${token(owner)}` } })
      expect(own.status).toBe(200)
      expect(own.headers.get('cache-control')).toBe('private, no-store')
      expect(Buffer.from(await own.arrayBuffer()).equals(PHOTO)).toBe(true)

      const stranger = await resident(hostB())
      const foreign = await fetch(`${siteUrl}/api/appeal-photos/${id}`, {
        headers: { cookie: `token=${token(stranger)}` },
      })
      expect(foreign.status).toBe(404)
      expectNoBucketAddress(await foreign.text())
    })
  })
})
