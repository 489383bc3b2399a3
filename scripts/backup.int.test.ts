import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { CMS_DIR, NEXT_BIN, ROOT } from './lib/paths.mjs'
import { startThrowawayPostgres } from './lib/postgres.mjs'
import { waitForHttp } from './lib/processes.mjs'
import { stackEnv } from './lib/stack.mjs'

/**
 * `npm run backup` and `npm run restore`, end to end: content, uploads and a resident
 * account are made on the running integration CMS, backed up while it runs, restored into a fresh
 * data directory (and, on PostgreSQL, a fresh cluster), and a fresh CMS started on the copy must
 * serve the same article and picture and let the resident sign in with his password and find his
 * car and his passport scan. The round trip is timed and logged.
 */
const run = promisify(execFile)
const api = () => process.env.API_BASE_URL!
const FRESH_PORT = 3102
// TEST-NET-1: the hardening suite walks 198.51.100.0/24 and 203.0.113.0/24 spending per-address limits.
const CLIENT = '192.0.2.41'
const FIXTURES = path.join(ROOT, 'e2e', 'fixtures', 'scans')
const picture = readFileSync(path.join(FIXTURES, 'passport-second.png'))
const scan = readFileSync(path.join(FIXTURES, 'passport-first.jpg'))

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several operations, read field by field and checked by the assertions
type Loose = Record<string, any>

async function json(base: string, method: string, route: string, body?: unknown, auth?: string) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(auth ? { authorization: auth } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Loose }
}

async function bytes(url: string, auth?: string) {
  const response = await fetch(url, {
    headers: { 'x-forwarded-for': CLIENT, ...(auth ? { authorization: auth } : {}) },
  })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

function lastCode(phone: string): string {
  const outbox = readFileSync(path.join(process.env.INTEGRATION_DATA_DIR!, 'sms-outbox.jsonl'), 'utf8')
  const codes = outbox
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((sms) => sms.phone === phone)
  return codes.at(-1)!.code
}

/** What the test made on the running CMS, to look for on the restored one. */
type Made = {
  slug: string
  title: string
  pictureUrl: string
  phone: string
  password: string
  plate: string
  scanId: string
}

async function makeContentAndResident(): Promise<Made> {
  const base = api()
  const login = await json(base, 'POST', '/api/users/login', {
    email: 'editor@anapa.local',
    password: process.env.SEED_EDITOR_PASSWORD,
  })
  expect(login.status).toBe(200)
  const editor = `JWT ${login.body.token as string}`

  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `backup-${Date.now()}.png`)
  form.append('_payload', JSON.stringify({ alt: 'Снимок для проверки резервной копии' }))
  const uploaded = await fetch(`${base}/api/media`, { method: 'POST', headers: { authorization: editor }, body: form })
  expect(uploaded.status).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: number; url: string } }).doc

  const categories = await json(base, 'GET', '/api/magazine-categories?limit=1', undefined, editor)
  const slug = `backup-${randomBytes(4).toString('hex')}`
  const title = 'Статья, которая переживёт восстановление'
  const article = await json(
    base,
    'POST',
    '/api/magazines?draft=false',
    { name: title, slug, type: 'stati', category: categories.body.docs[0].id, image: media.id, _status: 'published' },
    editor,
  )
  expect(article.status).toBe(201)

  const phone = `7900${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
  expect((await json(base, 'POST', '/v1/authorize/phone/sendCode', { phone })).status).toBe(200)
  const signedIn = await json(base, 'POST', '/v1/authorize/phone/loginByCode', {
    phone,
    code: lastCode(phone),
    consent: true,
  })
  expect(signedIn.status).toBe(200)
  const resident = `Bearer ${signedIn.body.data.token as string}`
  const password = 'пароль-из-копии'
  expect(
    (await json(base, 'PUT', '/v1/authorize/changePassword', { password, confirmPassword: password }, resident)).status,
  ).toBe(200)
  const plate = 'Е777КХ93'
  expect(
    (await json(base, 'POST', '/v1/car/add', { state_registration_plate: plate, name: 'Нива' }, resident)).status,
  ).toBe(200)
  const draft = await json(base, 'POST', '/v1/statement/create', { state_registration_plate: plate }, resident)
  expect(draft.status).toBe(200)
  const scanForm = new FormData()
  scanForm.append('statement_code', draft.body.data.statement_code as string)
  scanForm.append('kind', 'passport_first')
  scanForm.append('file', new Blob([new Uint8Array(scan)], { type: 'image/jpeg' }), 'passport-first.jpg')
  const scanned = await fetch(`${base}/v1/statement/resident-permits/file`, {
    method: 'POST',
    headers: { 'x-forwarded-for': CLIENT, authorization: resident },
    body: scanForm,
  })
  expect(scanned.status).toBe(200)
  const scanId = ((await scanned.json()) as { data: { id: string } }).data.id
  // Payload answers the file's URL on its serverURL: the restored CMS serves the same path.
  return { slug, title, pictureUrl: new URL(media.url, base).pathname, phone, password, plate, scanId }
}

let work: string
let freshCms: ChildProcess | null = null
let freshPostgres: { url: string; stop: () => Promise<void> } | null = null

beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'anapa-backup-test-'))
})

afterAll(async () => {
  if (freshCms && freshCms.exitCode === null) {
    const exited = new Promise((resolve) => freshCms!.once('exit', resolve))
    freshCms.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
  await freshPostgres?.stop()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('a backup made while the CMS runs restores into a fresh stack with the same content, uploads and resident account', async () => {
    const made = await makeContentAndResident()
    const onPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres')

    const roundTrip = Date.now()
    const backups = path.join(work, 'backups')
    await run(
      process.execPath,
      [path.join(ROOT, 'scripts', 'backup.mjs'), '--data-dir', process.env.INTEGRATION_DATA_DIR!, '--out', backups],
      { cwd: ROOT, env: process.env },
    )
    const backupMade = Date.now()
    const [backupName] = readdirSync(backups)
    expect(backupName).toMatch(/^anapa-\d{8}-\d{6}$/)

    // A fresh stack: its own data directory and, on PostgreSQL, its own cluster; the same secrets.
    const freshDir = path.join(work, 'fresh')
    if (onPostgres) {
      freshPostgres = await startThrowawayPostgres({
        dir: path.join(os.tmpdir(), `anapa-backup-pg-${randomBytes(6).toString('hex')}`),
      })
    }
    const secretNames = [
      'PAYLOAD_SECRET',
      'REVALIDATE_SECRET',
      'TICKET_SECRET',
      'PREVIEW_SECRET',
      'SEED_EDITOR_PASSWORD',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ]
    const secrets = Object.fromEntries(secretNames.map((name) => [name, process.env[name]!]))
    const fresh = stackEnv({
      dataDir: freshDir,
      cmsPort: FRESH_PORT,
      sitePort: 3199,
      secrets,
      siteTrustProxy: undefined,
      pushExtraOrigins: undefined,
    })
    const freshEnv: NodeJS.ProcessEnv = {
      ...process.env,
      ...fresh.cms,
      DATABASE_URL: freshPostgres?.url ?? `file:${path.join(freshDir, 'cms.db')}`,
      SMS_OUTBOX_FILE: path.join(freshDir, 'sms-outbox.jsonl'),
      // As a deploy's `next start` (Jest's own is "test"): Payload then applies prodMigrations at start.
      NODE_ENV: 'production',
    }
    await run(
      process.execPath,
      [path.join(ROOT, 'scripts', 'restore.mjs'), path.join(backups, backupName!), '--data-dir', freshDir],
      { cwd: ROOT, env: freshEnv },
    )
    const restored = Date.now()

    // A bare `next start` of the same build, as a deploy would: prodMigrations, no seed.
    freshCms = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(FRESH_PORT), '-H', '127.0.0.1'], {
      cwd: CMS_DIR,
      env: freshEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
    freshCms.stdout!.on('data', keep)
    freshCms.stderr!.on('data', keep)
    const base = `http://127.0.0.1:${FRESH_PORT}`
    await waitForHttp(`${base}/v1/magazines/categories`, { label: 'restored CMS', timeoutMs: 120_000 }).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${output}`)
      },
    )
    const article = await json(base, 'GET', `/v2/magazines/${made.slug}`)
    const servedAt = Date.now()
    expect(article.status).toBe(200)
    expect(article.body.data.name).toBe(made.title)
    console.log(
      `Backup/restore round trip (${onPostgres ? 'PostgreSQL' : 'SQLite'}): backup ${backupMade - roundTrip} ms, ` +
        `restore ${restored - backupMade} ms, fresh CMS serving ${servedAt - restored} ms, total ${servedAt - roundTrip} ms`,
    )

    const served = await bytes(`${base}${made.pictureUrl}`)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(picture)).toBe(true)

    const signIn = await json(base, 'POST', '/v1/authorize/login', { phone: made.phone, password: made.password })
    expect(signIn.status).toBe(200)
    const resident = `Bearer ${signIn.body.data.token as string}`
    const cars = await json(base, 'GET', '/v1/car/list', undefined, resident)
    expect(cars.status).toBe(200)
    expect(cars.body.data).toEqual([expect.objectContaining({ state_registration_plate: made.plate, name: 'Нива' })])
    const ownScan = await bytes(`${base}/v1/statement/resident-permits/file/${made.scanId}`, resident)
    expect(ownScan.status).toBe(200)
    expect(ownScan.bytes.equals(scan)).toBe(true)
  }, 240_000)
})
