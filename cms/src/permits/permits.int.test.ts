import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { PRIVACY_POLICY_VERSION } from '@anapa/shared/privacy/policy'
import { SCAN_KINDS, type ScanKind } from '@anapa/shared/statements/scans'

/**
 * Cars, resident permit applications and their scans against the real CMS: the whole
 * REST flow to an editor's decision, upload checks, object-level authorization between two
 * residents, anonymous calls, and account deletion. Every answer is also checked against
 * docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 *
 * Sign-ups come from one made-up client address (X-Forwarded-For, believed from loopback), so the
 * per-IP code limit they use is this file's own.
 */
const api = () => process.env.API_BASE_URL!
const dataDir = () => process.env.INTEGRATION_DATA_DIR!
const CLIENT = '198.51.100.42'
const FIXTURES = path.resolve(__dirname, '../../../e2e/fixtures/scans')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))

type Body = {
  data: Record<string, unknown> & { message?: string; fields?: Record<string, string> }
  meta?: { count: number }
}
type Answer = { status: number; body: Body; text: string; headers: Headers }

async function call(method: string, route: string, { body, token }: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Body | null = null
  try {
    parsed = text ? (JSON.parse(text) as Body) : null
  } catch {
    parsed = null
  }
  return { status: response.status, body: parsed!, text, headers: response.headers } as Answer
}

const post = (route: string, body: unknown, token?: string) => call('POST', route, { body, token })
const get = (route: string, token?: string) => call('GET', route, { token })

async function upload(
  token: string | undefined,
  parts: { statement_code?: string; kind?: string; file?: Buffer; filename?: string; type?: string },
): Promise<Answer> {
  const form = new FormData()
  if (parts.statement_code !== undefined) form.append('statement_code', parts.statement_code)
  if (parts.kind !== undefined) form.append('kind', parts.kind)
  if (parts.file !== undefined) {
    form.append(
      'file',
      new Blob([new Uint8Array(parts.file)], { type: parts.type ?? 'image/jpeg' }),
      parts.filename ?? 'scan.jpg',
    )
  }
  const response = await fetch(`${api()}/v1/statement/resident-permits/file`, {
    method: 'POST',
    headers: { 'x-forwarded-for': CLIENT, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Body, text, headers: response.headers }
}

// 11 digits: 7901, three digits for this run, four for the phone.
const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0')
let phones = 0
const newPhone = () => `7901${run}${String(++phones).padStart(4, '0')}`

function lastCode(phone: string): string {
  const lines = readFileSync(path.join(dataDir(), 'sms-outbox.jsonl'), 'utf8').trim().split('\n')
  const sms = lines.map((line) => JSON.parse(line) as { phone: string; code: string }).filter((m) => m.phone === phone)
  if (!sms.length) throw new Error(`No SMS to ${phone}`)
  return sms[sms.length - 1]!.code
}

async function signUp(): Promise<string> {
  const phone = newPhone()
  expect((await post('/v1/authorize/phone/sendCode', { phone })).status).toBe(200)
  const answer = await post('/v1/authorize/phone/loginByCode', { phone, code: lastCode(phone), consent: true })
  expect(answer.status).toBe(200)
  return answer.body.data.token as string
}

/** The admin's own REST API as the seeded editor (the admin UI makes these same calls). */
let editorToken = ''
async function asEditor<T>(method: string, route: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${api()}${route}`, {
    method,
    headers: { authorization: `JWT ${editorToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, json: (await response.json()) as T }
}

beforeAll(async () => {
  const response = await fetch(`${api()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@anapa.local', password: process.env.SEED_EDITOR_PASSWORD }),
  })
  expect(response.status).toBe(200)
  editorToken = ((await response.json()) as { token: string }).token
})

const APPLICATION = {
  surname: 'Соколова',
  name: 'Ирина',
  patronymic: 'Андреевна',
  date_of_birth: '14.03.1988',
  sex: 'female',
  passport_series: '0312',
  passport_number: '456789',
  passport_issue_date: '20.04.2008',
  passport_issuing_authority: 'Отделом УФМС России по Краснодарскому краю в г.-к. Анапа',
  passport_issuing_authority_code: '230-001',
  registration_address: 'Краснодарский край, г.-к. Анапа, ул. Горького, д. 1, кв. 1',
  contact_phone: '79181234567',
  contact_email: 'irina@example.ru',
  consent: true,
}

const SCAN_FILES: Record<ScanKind, { name: string; type: string; mime: string }> = {
  passport_first: { name: 'passport-first.jpg', type: 'image/jpeg', mime: 'image/jpeg' },
  passport_second: { name: 'passport-second.png', type: 'image/png', mime: 'image/png' },
  sts_first: { name: 'sts-first.pdf', type: 'application/pdf', mime: 'application/pdf' },
  sts_second: { name: 'sts-second.jpg', type: 'image/jpeg', mime: 'image/jpeg' },
}

async function uploadAll(token: string, code: string): Promise<Record<ScanKind, string>> {
  const ids = {} as Record<ScanKind, string>
  for (const kind of SCAN_KINDS) {
    const { name, type } = SCAN_FILES[kind]
    const answer = await upload(token, { statement_code: code, kind, file: fixture(name), filename: name, type })
    expect(answer.status).toBe(200)
    ids[kind] = answer.body.data.id as string
  }
  return ids
}

/** A resident with one car and a draft for it: their token, plate and statement code. */
async function residentWithDraft(plate: string, carName = 'Лада Веста') {
  const token = await signUp()
  expect((await post('/v1/car/add', { state_registration_plate: plate, name: carName }, token)).status).toBe(200)
  const created = await post('/v1/statement/create', { state_registration_plate: plate }, token)
  expect(created.status).toBe(200)
  return { token, plate, code: created.body.data.statement_code as string, id: created.body.data.id as number }
}

describe('cars', () => {
  it('adds, lists, checks, renames and removes a car; plates are normalised to the canonical form', async () => {
    const token = await signUp()
    const added = await post('/v1/car/add', { state_registration_plate: 'a 123 bc 93', name: ' Лада Веста ' }, token)
    expect(added.status).toBe(200)
    expect(added.headers.get('cache-control')).toBe('no-store')
    expect(added.body.data).toEqual({
      state_registration_plate: 'А123ВС93',
      name: 'Лада Веста',
      active_permit_end_date: null,
    })

    const duplicate = await post('/v1/car/add', { state_registration_plate: 'А123ВС93', name: 'Ещё одна' }, token)
    expect(duplicate.status).toBe(422)
    expect(duplicate.body.data.fields).toEqual({ state_registration_plate: 'Автомобиль с таким номером уже добавлен' })

    const bad = await post('/v1/car/add', { state_registration_plate: 'Z12', name: 'Киа' }, token)
    expect(bad.status).toBe(422)
    expect(bad.body.data.fields).toEqual({ state_registration_plate: 'Введите госномер автомобиля, например А123ВС93' })
    const both = await post('/v1/car/add', { state_registration_plate: '', name: '' }, token)
    expect(both.body.data.fields).toEqual({
      state_registration_plate: 'Это обязательное поле',
      name: 'Это обязательное поле',
    })
    const noPlate = await post('/v1/car/check', {}, token)
    expect(noPlate.body.data.fields).toEqual({ state_registration_plate: 'Это обязательное поле' })

    expect((await post('/v1/car/add', { state_registration_plate: 'м456ор123', name: 'Киа Рио' }, token)).status).toBe(
      200,
    )
    const list = await get('/v1/car/list', token)
    expect(list.body).toEqual({
      data: [
        { state_registration_plate: 'А123ВС93', name: 'Лада Веста', active_permit_end_date: null },
        { state_registration_plate: 'М456ОР123', name: 'Киа Рио', active_permit_end_date: null },
      ],
      meta: { count: 2 },
    })

    const check = await post('/v1/car/check', { state_registration_plate: 'A123BC93' }, token)
    expect(check.body.data).toEqual({
      state_registration_plate: 'А123ВС93',
      already_added: true,
      permit_active: false,
      active_permit_end_date: null,
      can_apply: true,
      reason: null,
    })
    const malformed = await post('/v1/car/check', { state_registration_plate: 'hello' }, token)
    expect(malformed.status).toBe(422)
    expect(malformed.body.data.fields).toEqual({
      state_registration_plate: 'Введите госномер автомобиля, например А123ВС93',
    })

    const renamed = await post(
      '/v1/car/update',
      { state_registration_plate: 'А 123 ВС 93', name: 'Лада (белая)' },
      token,
    )
    expect(renamed.body.data).toEqual({
      state_registration_plate: 'А123ВС93',
      name: 'Лада (белая)',
      active_permit_end_date: null,
    })
    const unknown = await post('/v1/car/update', { state_registration_plate: 'Х999ХХ99', name: 'Нет' }, token)
    expect(unknown.status).toBe(404)
    expect(unknown.body.data.message).toBe('Автомобиль не найден')

    expect((await post('/v1/car/remove', { state_registration_plate: 'М456ОР123' }, token)).body.data).toEqual({
      success: true,
    })
    expect((await post('/v1/car/remove', { state_registration_plate: 'М456ОР123' }, token)).status).toBe(404)
    expect((await get('/v1/car/list', token)).body.meta).toEqual({ count: 1 })
  })

  it('removing a car deletes its draft with the scans; a submitted application stays with its plate', async () => {
    const { token, code } = await residentWithDraft('С246СС93', 'Черновая')
    const scan = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: fixture('passport-first.jpg'),
    })
    expect(scan.status).toBe(200)
    expect((await post('/v1/car/remove', { state_registration_plate: 'С246СС93' }, token)).status).toBe(200)
    expect((await get('/v1/statement/list', token)).body).toEqual({ data: [], meta: { count: 0 } })
    expect(existsSync(path.join(dataDir(), 'scans', `${scan.body.data.id as string}.jpg`))).toBe(false)

    const sent = await residentWithDraft('С357СС93', 'Отправленная')
    await uploadAll(sent.token, sent.code)
    expect(
      (await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: sent.code }, sent.token))
        .status,
    ).toBe(200)
    expect((await post('/v1/car/remove', { state_registration_plate: 'С357СС93' }, sent.token)).status).toBe(200)
    const kept = (await get('/v1/statement/list', sent.token)).body.data as unknown as Record<string, unknown>[]
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({
      statement_code: sent.code,
      state_registration_plate: 'С357СС93',
      car_name: null,
      status: 'submitted',
    })
  })
})

describe('the whole permit flow', () => {
  it('add car → check → create → four uploads → data → submitted; editor approves → the car has its permit', async () => {
    const token = await signUp()
    expect(
      (await post('/v1/car/add', { state_registration_plate: 'Е001КМ93', name: 'Шкода Октавия' }, token)).status,
    ).toBe(200)
    expect((await post('/v1/car/check', { state_registration_plate: 'Е001КМ93' }, token)).body.data.can_apply).toBe(
      true,
    )

    const created = await post('/v1/statement/create', { state_registration_plate: 'е001км93' }, token)
    expect(created.status).toBe(200)
    const code = created.body.data.statement_code as string
    expect(code).toMatch(/^RP-\d{4}-\d{6}$/)
    expect(created.body.data).toMatchObject({
      status: 'draft',
      status_label: 'Черновик',
      car_name: 'Шкода Октавия',
      files: [],
    })
    // Idempotent: a second create answers the same draft.
    const again = await post('/v1/statement/create', { state_registration_plate: 'Е001КМ93' }, token)
    expect(again.body.data.statement_code).toBe(code)

    // Data before the scans: every missing scan is named, nothing is submitted.
    const early = await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: code }, token)
    expect(early.status).toBe(422)
    expect(early.body.data.fields).toEqual({
      passport_first: 'Загрузите файл',
      passport_second: 'Загрузите файл',
      sts_first: 'Загрузите файл',
      sts_second: 'Загрузите файл',
    })

    const ids = await uploadAll(token, code)
    const invalid = await post(
      '/v1/statement/resident-permits/data',
      { ...APPLICATION, statement_code: code, passport_series: '03a2', contact_email: 'irina@' },
      token,
    )
    expect(invalid.status).toBe(422)
    expect(invalid.body.data.fields).toEqual({
      passport_series: 'Введите только цифры, без букв и пробелов',
      contact_email: 'Введите корректный email',
    })

    const submitted = await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: code }, token)
    expect(submitted.status).toBe(200)
    expect(submitted.body.data).toMatchObject({ status: 'submitted', status_label: 'Отправлено' })
    const resend = await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: code }, token)
    expect(resend.status).toBe(422)
    expect(resend.body.data.message).toBe('Заявление уже отправлено')

    const listed = await get('/v1/statement/list', token)
    expect(listed.body.meta).toEqual({ count: 1 })
    const item = (listed.body.data as unknown as Record<string, unknown>[])[0]!
    expect(item).toMatchObject({
      statement_code: code,
      state_registration_plate: 'Е001КМ93',
      status: 'submitted',
      comment: null,
      permit_end_date: null,
    })
    expect((item.history as { status: string }[]).map((h) => h.status)).toEqual(['draft', 'submitted'])
    expect(item.files).toEqual(
      SCAN_KINDS.map((kind) => ({
        id: ids[kind],
        kind,
        mime_type: SCAN_FILES[kind].mime,
        size: fixture(SCAN_FILES[kind].name).length,
      })),
    )
    const pending = await post('/v1/car/check', { state_registration_plate: 'Е001КМ93' }, token)
    expect(pending.body.data).toMatchObject({
      can_apply: false,
      reason: 'По этому автомобилю уже есть заявление на рассмотрении',
    })

    // The editor approves, as the admin's save does.
    const approved = await asEditor<{ doc: { permit_end_date: string } }>('PATCH', `/api/statements/${item.id}`, {
      status: 'approved',
    })
    expect(approved.status).toBe(200)

    const now = new Date(Date.now() + 3 * 3_600_000)
    const end = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()))
    // 29 February plus a year clamps to the 28th.
    if (end.getUTCMonth() !== now.getUTCMonth()) end.setUTCDate(0)
    const expected = `${String(end.getUTCDate()).padStart(2, '0')}.${String(end.getUTCMonth() + 1).padStart(2, '0')}.${end.getUTCFullYear()}`

    const cars = await get('/v1/car/list', token)
    expect(cars.body.data).toEqual([
      { state_registration_plate: 'Е001КМ93', name: 'Шкода Октавия', active_permit_end_date: expected },
    ])
    const decided = (await get('/v1/statement/list', token)).body.data as unknown as Record<string, unknown>[]
    expect(decided[0]).toMatchObject({ status: 'approved', status_label: 'Одобрено', permit_end_date: expected })
    expect((decided[0]!.history as { status: string }[]).map((h) => h.status)).toEqual([
      'draft',
      'submitted',
      'approved',
    ])
    // The decision reaches the applicant's bell as a personal notification.
    const bell = (await get('/v1/push/getPushNotification', token)).body.data as unknown as Record<string, unknown>[]
    expect(bell.find((n) => n.title === `Заявка ${code} одобрена`)).toMatchObject({
      topic: 'other',
      body: `<p>Резидентское разрешение для автомобиля Е001КМ93 действует до ${expected}.</p>`,
    })
    const check = await post('/v1/car/check', { state_registration_plate: 'Е001КМ93' }, token)
    expect(check.body.data).toEqual({
      state_registration_plate: 'Е001КМ93',
      already_added: true,
      permit_active: true,
      active_permit_end_date: expected,
      can_apply: false,
      reason: `У автомобиля уже есть действующее разрешение до ${expected}`,
    })
    const another = await post('/v1/statement/create', { state_registration_plate: 'Е001КМ93' }, token)
    expect(another.status).toBe(422)
  })

  it('an editor rejects only with a reason, which the resident reads; decisions are final and drafts are not decided', async () => {
    const { token, code } = await residentWithDraft('В777ОР123')
    const draftId = ((await get('/v1/statement/list', token)).body.data as unknown as { id: number }[])[0]!.id
    const tooEarly = await asEditor<{ errors: { message: string }[] }>('PATCH', `/api/statements/${draftId}`, {
      status: 'approved',
    })
    expect(tooEarly.status).toBe(400)
    expect(JSON.stringify(tooEarly.json)).toContain(
      'Нельзя перевести заявление из статуса «Черновик» в статус «Одобрено»',
    )

    await uploadAll(token, code)
    expect(
      (await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: code }, token)).status,
    ).toBe(200)
    expect((await asEditor('PATCH', `/api/statements/${draftId}`, { status: 'in_review' })).status).toBe(200)

    const noReason = await asEditor('PATCH', `/api/statements/${draftId}`, { status: 'rejected' })
    expect(noReason.status).toBe(400)
    expect(JSON.stringify(noReason.json)).toContain('Укажите причину отказа')

    const reason = 'Скан СТС нечитаем, загрузите фото лучшего качества'
    expect(
      (await asEditor('PATCH', `/api/statements/${draftId}`, { status: 'rejected', decision_comment: reason })).status,
    ).toBe(200)
    const reopen = await asEditor('PATCH', `/api/statements/${draftId}`, { status: 'approved' })
    expect(reopen.status).toBe(400)

    const item = ((await get('/v1/statement/list', token)).body.data as unknown as Record<string, unknown>[])[0]!
    expect(item).toMatchObject({
      status: 'rejected',
      status_label: 'Отклонено',
      comment: reason,
      permit_end_date: null,
    })
    const bell = (await get('/v1/push/getPushNotification', token)).body.data as unknown as Record<string, unknown>[]
    expect(bell.find((n) => n.title === `Заявка ${code} отклонена`)).toMatchObject({
      topic: 'other',
      body: `<p>Причина: ${reason}</p>`,
    })
    expect(item.history).toEqual([
      { status: 'draft', status_label: 'Черновик', at: expect.any(String), comment: null },
      { status: 'submitted', status_label: 'Отправлено', at: expect.any(String), comment: null },
      { status: 'in_review', status_label: 'На рассмотрении', at: expect.any(String), comment: null },
      { status: 'rejected', status_label: 'Отклонено', at: expect.any(String), comment: reason },
    ])
    expect((await get('/v1/car/list', token)).body.data).toEqual([
      { state_registration_plate: 'В777ОР123', name: 'Лада Веста', active_permit_end_date: null },
    ])
    // After a rejection the resident may apply again.
    const next = await post('/v1/statement/create', { state_registration_plate: 'В777ОР123' }, token)
    expect(next.status).toBe(200)
    expect(next.body.data.statement_code).not.toBe(code)
  })
})

describe('consent to the processing of personal data', () => {
  it('refuses to submit without it (422 on consent, still a draft), and stores its moment and the policy edition with it', async () => {
    const { token, code, id } = await residentWithDraft('К808КК93')
    await uploadAll(token, code)
    for (const consent of [undefined, false, 'да']) {
      const refused = await post(
        '/v1/statement/resident-permits/data',
        { ...APPLICATION, statement_code: code, consent },
        token,
      )
      expect(refused.status).toBe(422)
      expect(refused.body.data).toEqual({
        message: 'Проверьте правильность заполнения полей',
        fields: { consent: 'Подтвердите согласие на обработку персональных данных' },
      })
    }
    const draft = await asEditor<{ status: string; consent_at: string | null }>('GET', `/api/statements/${id}?depth=0`)
    expect(draft.json).toMatchObject({ status: 'draft' })
    expect(draft.json.consent_at ?? null).toBeNull()

    const before = Date.now()
    const submitted = await post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: code }, token)
    const after = Date.now()
    expect(submitted.status).toBe(200)
    const stored = await asEditor<{ status: string; consent_at: string; consent_policy_version: string }>(
      'GET',
      `/api/statements/${id}?depth=0`,
    )
    expect(stored.json).toMatchObject({ status: 'submitted', consent_policy_version: PRIVACY_POLICY_VERSION })
    const at = new Date(stored.json.consent_at).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(after + 1000)
  })
})

describe('uploads', () => {
  it('accepts JPEG, PNG and PDF by their bytes, replaces a scan of the same kind, and serves it to the owner only inline', async () => {
    const { token, code } = await residentWithDraft('К555КК93')
    const png = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: fixture('passport-second.png'),
      filename: 'a.png',
      type: 'image/png',
    })
    expect(png.status).toBe(200)
    expect(png.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'passport_first',
      mime_type: 'image/png',
      size: fixture('passport-second.png').length,
      created_at: expect.any(String),
    })
    // The declared type and name do not matter: a PDF sent as "photo.jpg, image/jpeg" is a PDF.
    const pdf = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: fixture('sts-first.pdf'),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    })
    expect(pdf.status).toBe(200)
    expect(pdf.body.data.mime_type).toBe('application/pdf')
    const jpeg = await upload(token, {
      statement_code: code,
      kind: 'sts_second',
      file: fixture('passport-first.jpg'),
      filename: 'x.bin',
      type: 'application/octet-stream',
    })
    expect(jpeg.body.data.mime_type).toBe('image/jpeg')

    const files = ((await get('/v1/statement/list', token)).body.data as unknown as { files: { id: string }[] }[])[0]!
      .files
    expect(files.map((f) => f.id)).toEqual([pdf.body.data.id, jpeg.body.data.id])
    // The replaced scan is gone, file and all.
    expect((await get(`/v1/statement/resident-permits/file/${png.body.data.id as string}`, token)).status).toBe(404)
    expect(existsSync(path.join(dataDir(), 'scans', `${png.body.data.id as string}.png`))).toBe(false)

    const response = await fetch(`${api()}/v1/statement/resident-permits/file/${jpeg.body.data.id as string}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('content-disposition')).toBe('inline; filename="sts_second.jpg"')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(fixture('passport-first.jpg'))).toBe(true)
    // Stored under its server-generated name, outside any served directory.
    expect(existsSync(path.join(dataDir(), 'scans', `${jpeg.body.data.id as string}.jpg`))).toBe(true)
  })

  it('refuses a text file renamed .jpg, an empty file and an unknown kind with Russian messages', async () => {
    const { token, code } = await residentWithDraft('Н321ХУ93')
    const disguised = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: fixture('disguised-text.jpg'),
      filename: 'passport.jpg',
    })
    expect(disguised.status).toBe(422)
    expect(disguised.body.data).toEqual({
      message: 'Допустимы файлы JPEG, PNG или PDF',
      fields: { file: 'Допустимы файлы JPEG, PNG или PDF' },
    })
    const empty = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: Buffer.alloc(0),
      filename: 'empty.jpg',
    })
    expect(empty.status).toBe(422)
    expect(empty.body.data.fields).toEqual({ file: 'Файл пустой' })
    const kind = await upload(token, { statement_code: code, kind: 'selfie', file: fixture('passport-first.jpg') })
    expect(kind.status).toBe(422)
    expect(kind.body.data.fields).toEqual({ kind: 'Укажите вид документа' })
    const noFile = await upload(token, { statement_code: code, kind: 'passport_first' })
    expect(noFile.status).toBe(422)
    expect(noFile.body.data.fields).toEqual({ file: 'Загрузите файл' })
    const notMultipart = await post('/v1/statement/resident-permits/file', { statement_code: code }, token)
    expect(notMultipart.status).toBe(415)
    expect((await get('/v1/statement/list', token)).text).not.toContain('"files":[{')
  })

  it('refuses an 11 MB file with 413 «Файл больше 10 МБ» and keeps nothing of it', async () => {
    const { token, code } = await residentWithDraft('О111ОО93')
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41)
    fixture('passport-first.jpg').copy(big) // a real JPEG header: only the size is wrong
    const answer = await upload(token, { statement_code: code, kind: 'passport_first', file: big })
    expect(answer.status).toBe(413)
    expect(answer.body.data.message).toBe('Файл больше 10 МБ')
    const list = (await get('/v1/statement/list', token)).body.data as unknown as { files: unknown[] }[]
    expect(list[0]!.files).toEqual([])
  })

  it('cuts a chunked 11 MB upload without Content-Length at the cap with 413, not reading it all', async () => {
    const { token, code } = await residentWithDraft('М789ММ93')
    const boundary = 'capped'
    const url = new URL('/v1/statement/resident-permits/file', api())
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0
      const request = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'x-forwarded-for': CLIENT,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), sent }),
          )
        },
      )
      // The server may close the socket once it has answered; what it did not read is not an error here.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
      })
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="statement_code"\r\n\r\n${code}\r\n--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassport_first\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
      request.write(head)
      const chunk = Buffer.alloc(256 * 1024, 0x41)
      const pump = () => {
        while (sent < 11 * 1024 * 1024) {
          sent += chunk.length
          if (!request.write(chunk)) return void request.once('drain', pump)
        }
        request.end(`\r\n--${boundary}--\r\n`)
      }
      pump()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ data: { message: 'Файл больше 10 МБ' } })
    const list = (await get('/v1/statement/list', token)).body.data as unknown as { files: unknown[] }[]
    expect(list[0]!.files).toEqual([])
  })

  it('shows scans to editors through the admin’s file route and to nobody else there', async () => {
    const { token, code } = await residentWithDraft('Р222РР93')
    const scan = await upload(token, {
      statement_code: code,
      kind: 'passport_first',
      file: fixture('passport-first.jpg'),
    })
    const filename = `${scan.body.data.id as string}.jpg`
    const asEditorFile = await fetch(`${api()}/api/statement-scans/file/${filename}`, {
      headers: { authorization: `JWT ${editorToken}` },
    })
    expect(asEditorFile.status).toBe(200)
    expect(Buffer.from(await asEditorFile.arrayBuffer()).equals(fixture('passport-first.jpg'))).toBe(true)
    const anonymous = await fetch(`${api()}/api/statement-scans/file/${filename}`)
    expect(anonymous.status).toBeGreaterThanOrEqual(400)
    const residentViaPayload = await fetch(`${api()}/api/statement-scans/file/${filename}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(residentViaPayload.status).toBeGreaterThanOrEqual(400)
  })
})

describe('object-level authorization (BOLA)', () => {
  it('gives resident B a 404 or an empty answer for every call on resident A’s car, application and scan: 0 leaks', async () => {
    const secretName = 'Секретная машина Анны'
    const a = await residentWithDraft('Т404ТТ93', secretName)
    const ids = await uploadAll(a.token, a.code)
    const b = await signUp()
    const aSecrets = [secretName, a.code, ...Object.values(ids)]

    const attempts: Array<[string, () => Promise<Answer>, number]> = [
      ['car/update', () => post('/v1/car/update', { state_registration_plate: a.plate, name: 'Угнана' }, b), 404],
      ['car/remove', () => post('/v1/car/remove', { state_registration_plate: a.plate }, b), 404],
      ['statement/create', () => post('/v1/statement/create', { state_registration_plate: a.plate }, b), 404],
      [
        'statement data',
        () => post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: a.code }, b),
        404,
      ],
      [
        'upload',
        () => upload(b, { statement_code: a.code, kind: 'passport_first', file: fixture('passport-first.jpg') }),
        404,
      ],
      ...SCAN_KINDS.map((kind): [string, () => Promise<Answer>, number] => [
        `file ${kind}`,
        () => get(`/v1/statement/resident-permits/file/${ids[kind]}`, b),
        404,
      ]),
      ['car/list', () => get('/v1/car/list', b), 200],
      ['statement/list', () => get('/v1/statement/list', b), 200],
      ['car/check', () => post('/v1/car/check', { state_registration_plate: a.plate }, b), 200],
    ]
    const leaks: string[] = []
    for (const [name, attempt, status] of attempts) {
      const answer = await attempt()
      expect([name, answer.status]).toEqual([name, status])
      for (const secret of aSecrets) if (answer.text.includes(secret)) leaks.push(`${name} revealed ${secret}`)
    }
    expect(leaks).toEqual([])
    expect((await post('/v1/car/check', { state_registration_plate: a.plate }, b)).body.data).toEqual({
      state_registration_plate: a.plate,
      already_added: false,
      permit_active: false,
      active_permit_end_date: null,
      can_apply: true,
      reason: null,
    })
    expect((await get('/v1/car/list', b)).body).toEqual({ data: [], meta: { count: 0 } })
    expect((await get('/v1/statement/list', b)).body).toEqual({ data: [], meta: { count: 0 } })

    // B adding the same plate makes B's own car; A's stays as it was.
    expect((await post('/v1/car/add', { state_registration_plate: a.plate, name: 'Машина Бориса' }, b)).status).toBe(
      200,
    )
    expect((await get('/v1/car/list', a.token)).body.data).toEqual([
      { state_registration_plate: a.plate, name: secretName, active_permit_end_date: null },
    ])
    const aList = (await get('/v1/statement/list', a.token)).body.data as unknown as {
      files: unknown[]
      status: string
    }[]
    expect(aList[0]!.status).toBe('draft')
    expect(aList[0]!.files).toHaveLength(4)
    // B's draft for their own car of the same plate does not touch A's.
    const bDraft = await post('/v1/statement/create', { state_registration_plate: a.plate }, b)
    expect(bDraft.body.data.statement_code).not.toBe(a.code)
  })

  it('answers 401 to every car and statement call without a valid token', async () => {
    const calls: Array<() => Promise<Answer>> = [
      () => post('/v1/car/check', { state_registration_plate: 'А123ВС93' }),
      () => get('/v1/car/list'),
      () => post('/v1/car/add', { state_registration_plate: 'А123ВС93', name: 'Лада' }),
      () => post('/v1/car/update', { state_registration_plate: 'А123ВС93', name: 'Лада' }),
      () => post('/v1/car/remove', { state_registration_plate: 'А123ВС93' }),
      () => post('/v1/statement/create', { state_registration_plate: 'А123ВС93' }),
      () =>
        upload(undefined, {
          statement_code: 'RP-2026-000001',
          kind: 'passport_first',
          file: fixture('passport-first.jpg'),
        }),
      () => post('/v1/statement/resident-permits/data', { ...APPLICATION, statement_code: 'RP-2026-000001' }),
      () => get('/v1/statement/list'),
      () => get('/v1/statement/resident-permits/file/3f0c9a2e-5b7d-4c1e-9f2a-8d6b4e1a7c90'),
      () => get('/v1/car/list', 'x'.repeat(43)),
    ]
    for (const attempt of calls) {
      const answer = await attempt()
      expect(answer.status).toBe(401)
      expect(answer.body.data.message).toBe('Требуется авторизация')
    }
  })
})

describe('account deletion', () => {
  it('removes the resident’s cars, applications and scan files', async () => {
    const { token, code } = await residentWithDraft('У808УУ93')
    const ids = await uploadAll(token, code)
    const me = await get('/v1/user', token)
    const owner = me.body.data.id as number
    const files = SCAN_KINDS.map((kind) =>
      path.join(dataDir(), 'scans', `${ids[kind]}.${SCAN_FILES[kind].name.split('.').pop()}`),
    )
    for (const file of files) expect(existsSync(file)).toBe(true)

    expect((await call('DELETE', '/v1/user', { token })).status).toBe(200)

    for (const collection of ['cars', 'statements', 'statement-scans']) {
      const left = await asEditor<{ totalDocs: number }>(
        'GET',
        `/api/${collection}?where[owner][equals]=${owner}&depth=0`,
      )
      expect([collection, left.json.totalDocs]).toEqual([collection, 0])
    }
    const byCode = await asEditor<{ totalDocs: number }>('GET', `/api/statements?where[statement_code][equals]=${code}`)
    expect(byCode.json.totalDocs).toBe(0)
    for (const file of files) expect(existsSync(file)).toBe(false)
  })
})

describe('demo data', () => {
  it('seeds a demo resident who signs in with the per-install password and sees two cars, an approved and a submitted application', async () => {
    const login = await post('/v1/authorize/login', {
      phone: '79990000001',
      password: process.env.SEED_RESIDENT_PASSWORD,
    })
    expect(login.status).toBe(200)
    const token = login.body.data.token as string
    const cars = (await get('/v1/car/list', token)).body.data as unknown as {
      state_registration_plate: string
      active_permit_end_date: string | null
    }[]
    expect(cars.map((c) => c.state_registration_plate)).toEqual(['А001АА93', 'В002ВВ93'])
    expect(cars[0]!.active_permit_end_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(cars[1]!.active_permit_end_date).toBeNull()
    const statements = (await get('/v1/statement/list', token)).body.data as unknown as {
      status: string
      files: unknown[]
    }[]
    expect(statements.map((s) => s.status).sort()).toEqual(['approved', 'submitted'])
    for (const statement of statements) expect(statement.files).toHaveLength(4)
  })
})
