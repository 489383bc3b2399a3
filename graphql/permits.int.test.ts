import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { SCAN_KINDS, type ScanKind } from '@anapa/shared/statements/scans'
import { proxyScanUpload } from '@/lib/server/uploads/scanProxy'
import { gatewayAs, residentSignUp, type GqlResult } from '@/lib/test/gatewayResidents'

/**
 * Object-level authorization of cars and permit applications through the gateway, against the real
 * CMS (docs/architecture.md#4-session-and-security-rules): resident B tries every car and statement query and mutation
 * on resident A's plate and statement code, and the upload route on A's draft. 0 leaks: every attempt
 * is NOT_FOUND (404) or answers only about B, and A's data is unchanged afterwards.
 */
const api = () => process.env.API_BASE_URL!
// This file's own made-up client address, so its sign-ups use their own per-IP code limit.
const CLIENT = '198.51.100.77'
const FIXTURES = path.resolve(__dirname, '../e2e/fixtures/scans')

const gql = gatewayAs(CLIENT)

async function rest(method: string, route: string, token: string, body?: unknown) {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { data: any } } // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads ad-hoc shapes
}

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7902' })
const signUp = async () => (await newResident()).token

/** The site's upload route on a local port, in front of the real CMS. */
let site: Server
let siteUrl = ''
beforeAll(async () => {
  process.env.SITE_URL = 'http://portal.test'
  site = createServer((req, res) => {
    const kind = new URL(req.url ?? '/', 'http://x').pathname.split('/').pop()
    void proxyScanUpload(req, res, kind)
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(() => {
  // Keep-alive sockets of fetch would hold the server (and jest) open.
  site.closeAllConnections()
  return new Promise<void>((resolve) => site.close(() => resolve()))
})

async function uploadThroughSite(token: string, kind: ScanKind, code: string, file = 'sts-first.pdf') {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(readFileSync(path.join(FIXTURES, file)))]), file)
  const response = await fetch(`${siteUrl}/api/uploads/${kind}?statement_code=${encodeURIComponent(code)}`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: 'http://portal.test', 'x-forwarded-for': CLIENT },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } }
}

const A_PLATE = 'К321МН93'
const A_CAR = 'Секретная Волга'
const B_PLATE = 'Т654ХС23'
const APPLICATION = {
  surname: 'Чужая',
  name: 'Анна',
  patronymic: '',
  date_of_birth: '01.02.1990',
  sex: 'female',
  passport_series: '0312',
  passport_number: '123456',
  passport_issue_date: '15.06.2020',
  passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
  passport_issuing_authority_code: '230-005',
  registration_address: 'г. Анапа, ул. Крымская, д. 1',
  contact_phone: '+7 (918) 123-45-67',
  contact_email: 'anna@example.ru',
  // The consent to the processing of personal data the review's box gives.
  consent: true,
}

let a = ''
let b = ''
let aCode = ''

beforeAll(async () => {
  ;[a, b] = [await signUp(), await signUp()]
  expect((await gql(a, `mutation { addCar(plate: "${A_PLATE}", name: "${A_CAR}") { plate } }`)).errors).toBeUndefined()
  expect((await gql(b, `mutation { addCar(plate: "${B_PLATE}", name: "Своя") { plate } }`)).errors).toBeUndefined()
  const created = await gql(a, `mutation { createStatement(plate: "${A_PLATE}") { code } }`)
  expect(created.errors).toBeUndefined()
  aCode = created.data!.createStatement.code
  // A's draft has every scan, so only ownership can stop B's submission.
  for (const kind of SCAN_KINDS) expect((await uploadThroughSite(a, kind, aCode)).status).toBe(200)
})

const notFound = (result: GqlResult) => {
  expect(result.data).toBeNull()
  expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND'])
}

/** Nothing of A's in an answer to B: not the code, not the car's name, not A's scans. */
const noTrace = (result: unknown) => {
  const text = JSON.stringify(result)
  expect(text).not.toContain(aCode)
  expect(text).not.toContain(A_CAR)
}

describe('BOLA: resident B against resident A’s cars and applications, through the gateway (0 leaks)', () => {
  it('cars: B sees only their own car', async () => {
    const result = await gql(b, '{ cars { plate name permitEndDate } }')
    expect(result.data!.cars).toEqual([{ plate: B_PLATE, name: 'Своя', permitEndDate: null }])
  })

  it("carCheck of A's plate tells B nothing about A", async () => {
    const result = await gql(b, `{ carCheck(plate: "${A_PLATE}") { plate alreadyAdded permitActive permitEndDate } }`)
    expect(result.data!.carCheck).toEqual({
      plate: A_PLATE,
      alreadyAdded: false,
      permitActive: false,
      permitEndDate: null,
    })
    noTrace(result)
  })

  it('residentPermitApplications: B has none, A’s is not among them', async () => {
    const result = await gql(b, '{ residentPermitApplications { code plate } }')
    expect(result.data!.residentPermitApplications).toEqual([])
    noTrace(result)
  })

  it("updateCar of A's plate is NOT_FOUND and A's car keeps its name", async () => {
    const result = await gql(b, `mutation { updateCar(plate: "${A_PLATE}", name: "Угнана") { plate name } }`)
    notFound(result)
    noTrace(result)
    expect((await rest('GET', '/v1/car/list', a)).body.data).toEqual([
      { state_registration_plate: A_PLATE, name: A_CAR, active_permit_end_date: null },
    ])
  })

  it("removeCar of A's plate is NOT_FOUND and A's car stays", async () => {
    notFound(await gql(b, `mutation { removeCar(plate: "${A_PLATE}") }`))
    expect((await rest('GET', '/v1/car/list', a)).body.data).toHaveLength(1)
  })

  it("createStatement for A's plate is NOT_FOUND", async () => {
    const result = await gql(b, `mutation { createStatement(plate: "${A_PLATE}") { code } }`)
    notFound(result)
    noTrace(result)
  })

  it("submitResidentPermitApplication of A's code is NOT_FOUND and A's draft stays a draft", async () => {
    const result = await gql(
      b,
      `mutation ($input: ResidentPermitApplicationInput!) { submitResidentPermitApplication(input: $input) { code status } }`,
      { input: { ...APPLICATION, statement_code: aCode } },
    )
    notFound(result)
    const mine = (await rest('GET', '/v1/statement/list', a)).body.data as { statement_code: string; status: string }[]
    expect(mine.find((s) => s.statement_code === aCode)?.status).toBe('draft')
  })

  it("A's draft saved through the gateway is read back by A only; B's save, read and delete are NOT_FOUND", async () => {
    const saved = await gql(
      a,
      `mutation ($input: ResidentPermitDraftInput!) { saveResidentPermitDraft(input: $input) { code status draft { values { surname } expiresAt } } }`,
      { input: { statement_code: aCode, surname: 'Чужая' } },
    )
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.saveResidentPermitDraft).toMatchObject({
      code: aCode,
      status: 'draft',
      draft: { values: { surname: 'Чужая' } },
    })
    const own = await gql(a, `{ residentPermitApplication(code: "${aCode}") { code draft { values { surname } } } }`)
    expect(own.data!.residentPermitApplication).toEqual({ code: aCode, draft: { values: { surname: 'Чужая' } } })

    const save = await gql(
      b,
      `mutation ($input: ResidentPermitDraftInput!) { saveResidentPermitDraft(input: $input) { code } }`,
      { input: { statement_code: aCode, surname: 'Подмена' } },
    )
    notFound(save)
    noTrace(save)
    const read = await gql(b, `{ residentPermitApplication(code: "${aCode}") { code draft { values { surname } } } }`)
    notFound(read)
    noTrace(read)
    notFound(await gql(b, `mutation { deleteResidentPermitDraft(code: "${aCode}") }`))
    const mine = (await rest('GET', '/v1/statement/list', a)).body.data as { statement_code: string; draft: unknown }[]
    expect(mine.find((s) => s.statement_code === aCode)?.draft).toMatchObject({ values: { surname: 'Чужая' } })
  })

  it("the upload route refuses B's scan for A's draft with 404 and A's scans stay", async () => {
    const before = (await rest('GET', '/v1/statement/list', a)).body.data[0].files
    const answer = await uploadThroughSite(b, 'sts_first', aCode, 'sts-second.jpg')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ data: { message: 'Заявление не найдено' } })
    expect((await rest('GET', '/v1/statement/list', a)).body.data[0].files).toEqual(before)
  })

  it("activeResidentPermitEndDate: B's tile stays empty after A's permit is granted", async () => {
    const submitted = await gql(
      a,
      `mutation ($input: ResidentPermitApplicationInput!) { submitResidentPermitApplication(input: $input) { status } }`,
      { input: { ...APPLICATION, statement_code: aCode } },
    )
    expect(submitted.errors).toBeUndefined()
    expect(submitted.data!.submitResidentPermitApplication.status).toBe('submitted')
    const login = await fetch(`${api()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@anapa.local', password: process.env.SEED_EDITOR_PASSWORD }),
    })
    const { token: editor } = (await login.json()) as { token: string }
    const id = (await rest('GET', '/v1/statement/list', a)).body.data[0].id
    const approved = await fetch(`${api()}/api/statements/${id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    })
    expect(approved.status).toBe(200)

    const aTile = await gql(a, '{ activeResidentPermitEndDate cars { permitEndDate } }')
    expect(aTile.data!.activeResidentPermitEndDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(aTile.data!.cars[0].permitEndDate).toBe(aTile.data!.activeResidentPermitEndDate)
    const bTile = await gql(
      b,
      `{ activeResidentPermitEndDate carCheck(plate: "${A_PLATE}") { permitActive permitEndDate } }`,
    )
    expect(bTile.data).toEqual({
      activeResidentPermitEndDate: null,
      carCheck: { permitActive: false, permitEndDate: null },
    })
  })

  it("addCar of A's plate gives B a car of B's own; A's list and application are untouched", async () => {
    const added = await gql(
      b,
      `mutation { addCar(plate: "${A_PLATE}", name: "Тоже моя") { plate name permitEndDate } }`,
    )
    expect(added.data!.addCar).toEqual({ plate: A_PLATE, name: 'Тоже моя', permitEndDate: null })
    const aCars = (await rest('GET', '/v1/car/list', a)).body.data as { name: string }[]
    expect(aCars.map((c) => c.name)).toEqual([A_CAR])
    const bApplications = await gql(b, '{ residentPermitApplications { code } }')
    expect(bApplications.data!.residentPermitApplications).toEqual([])
  })

  it('visitors get UNAUTHENTICATED from every private field', async () => {
    for (const query of [
      '{ cars { plate } }',
      `{ carCheck(plate: "${A_PLATE}") { plate } }`,
      '{ residentPermitApplications { code } }',
      `mutation { addCar(plate: "${A_PLATE}", name: "x") { plate } }`,
      `mutation { removeCar(plate: "${A_PLATE}") }`,
      `mutation { createStatement(plate: "${A_PLATE}") { code } }`,
      `{ residentPermitApplication(code: "RP-2026-000001") { code } }`,
      `mutation { deleteResidentPermitDraft(code: "RP-2026-000001") }`,
    ]) {
      expect((await gql(null, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
  })
})
