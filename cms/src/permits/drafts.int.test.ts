import { readFileSync } from 'node:fs'
import path from 'node:path'

import { permitDecisionDate } from '@anapa/shared/statements/decisionDate'
import { SCAN_KINDS } from '@anapa/shared/statements/scans'
import { backdate } from '@/testing/backdate'
import { residentClient, type Answer } from '@/testing/residentClient'

/**
 * Permit drafts on the server (docs/decisions/0035-drafts-on-the-server-and-confirmation.md),
 * against the real CMS: the fields typed so far are saved onto the resident's draft and read back
 * by them only (another resident gets 404 for every call), the draft is listed as «Черновик» until
 * it is submitted, the resident may delete it, and a draft not saved for 31 days is swept while a
 * 29-day-old one stays. Every answer is checked against docs/api/openapi.yaml too.
 */
const { get, post, signUp } = residentClient('198.51.100.128')
const FIXTURES = path.resolve(__dirname, '../../../e2e/fixtures/scans')
const DAY = 86_400_000
// The sweep runs every 2 s in the integration CMS (lib/test/cmsGlobalSetup.mjs).
jest.setTimeout(60_000)

type Draft = { values: Record<string, string>; expires_at: string }
type Item = {
  id: number
  statement_code: string
  status: string
  status_label: string
  updated_at: string
  submitted_at: string | null
  decision_due: string | null
  draft: Draft | null
  files: { id: string; kind: string }[]
}

let plates = 0
/** A plate nobody else in this run has: Т + 3 digits + ТТ + region. */
const newPlate = () => `Т${String(100 + (++plates % 900)).padStart(3, '0')}ТТ${93 + plates}`

async function residentWithDraft() {
  const token = await signUp()
  const plate = newPlate()
  expect((await post('/v1/car/add', { state_registration_plate: plate, name: 'Лада Гранта' }, token)).status).toBe(200)
  const created = await post('/v1/statement/create', { state_registration_plate: plate }, token)
  expect(created.status).toBe(200)
  return { token, code: created.body.data.statement_code as string, id: created.body.data.id as number }
}

const list = async (token: string) => (await get('/v1/statement/list', token)).body.data as unknown as Item[]
const saveDraft = (token: string, body: Record<string, unknown>) =>
  post('/v1/statement/resident-permits/draft', body, token)

async function uploadScan(token: string, code: string, kind: string): Promise<Answer> {
  const form = new FormData()
  form.append('statement_code', code)
  form.append('kind', kind)
  form.append('file', new Blob([new Uint8Array(readFileSync(path.join(FIXTURES, 'sts-first.pdf')))]), 'scan.pdf')
  const response = await fetch(`${process.env.API_BASE_URL}/v1/statement/resident-permits/file`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '198.51.100.128', authorization: `Bearer ${token}` },
    body: form,
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as Answer['body'], text, headers: response.headers }
}

const COMPLETE = {
  surname: 'Ковалёва',
  name: 'Мария',
  patronymic: 'Игоревна',
  date_of_birth: '02.05.1985',
  sex: 'female',
  passport_series: '0315',
  passport_number: '654321',
  passport_issue_date: '11.09.2015',
  passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
  passport_issuing_authority_code: '230-002',
  registration_address: 'г.-к. Анапа, ул. Ленина, д. 5',
  contact_phone: '79181112233',
  contact_email: 'maria@example.ru',
}

async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return check()
}

describe('permit drafts on the server', () => {
  it('saves the fields typed so far and reads them back for the owner only; another resident gets 404', async () => {
    const a = await residentWithDraft()
    const b = await signUp()

    const saved = await saveDraft(a.token, { statement_code: a.code, surname: 'Ковалёва', date_of_birth: '02.05.19' })
    expect(saved.status).toBe(200)
    const draft = saved.body.data.draft as Draft
    expect(draft.values).toEqual({ surname: 'Ковалёва', date_of_birth: '02.05.19' })
    expect(new Date(draft.expires_at).getTime() - new Date(saved.body.data.updated_at as string).getTime()).toBe(
      30 * DAY,
    )

    // Fields not sent keep their values; null clears one; unknown keys change nothing.
    const more = await saveDraft(a.token, {
      statement_code: a.code,
      name: 'Мария',
      date_of_birth: null,
      status: 'approved',
    })
    expect(more.status).toBe(200)
    expect(more.body.data.status).toBe('draft')

    // Read back from the list, as another browser would.
    const [item] = await list(a.token)
    expect(item).toMatchObject({
      statement_code: a.code,
      status: 'draft',
      status_label: 'Черновик',
      submitted_at: null,
      decision_due: null,
      draft: { values: { surname: 'Ковалёва', name: 'Мария' } },
    })

    // Another resident: 404 on every call with A's code, nothing of A's in their list, A's draft unchanged.
    const foreignSave = await saveDraft(b, { statement_code: a.code, surname: 'Чужой' })
    expect(foreignSave.status).toBe(404)
    expect(foreignSave.body.data.message).toBe('Заявление не найдено')
    expect((await post('/v1/statement/remove', { statement_code: a.code }, b)).status).toBe(404)
    expect(await list(b)).toEqual([])
    expect((await list(a.token))[0]!.draft!.values).toEqual({ surname: 'Ковалёва', name: 'Мария' })

    // Bounds, not rules: a number or an unknown sex is refused with the field named.
    const bad = await saveDraft(a.token, { statement_code: a.code, passport_number: 123456, sex: 'x' })
    expect(bad.status).toBe(422)
    expect(bad.body.data.fields).toEqual({ passport_number: 'Значение должно быть строкой', sex: 'Выберите пол' })
    // Anonymous calls are 401.
    expect((await saveDraft('', { statement_code: a.code })).status).toBe(401)
  })

  it('is listed as a draft until submitted; then it has its expected decision date and cannot be saved or removed', async () => {
    const a = await residentWithDraft()
    expect((await saveDraft(a.token, { statement_code: a.code, ...COMPLETE })).status).toBe(200)
    for (const kind of SCAN_KINDS) expect((await uploadScan(a.token, a.code, kind)).status).toBe(200)
    expect((await list(a.token))[0]).toMatchObject({ status: 'draft', draft: { values: COMPLETE } })

    const submitted = await post(
      '/v1/statement/resident-permits/data',
      { statement_code: a.code, ...COMPLETE, consent: true },
      a.token,
    )
    expect(submitted.status).toBe(200)
    const [item] = await list(a.token)
    expect(item!.status).toBe('submitted')
    expect(item!.draft).toBeNull()
    expect(item!.submitted_at).toEqual(expect.any(String))
    expect(item!.decision_due).toBe(permitDecisionDate(item!.submitted_at!))

    const late = await saveDraft(a.token, { statement_code: a.code, surname: 'Иная' })
    expect(late.status).toBe(422)
    expect(late.body.data.message).toBe('Заявление уже отправлено')
    const remove = await post('/v1/statement/remove', { statement_code: a.code }, a.token)
    expect(remove.status).toBe(422)
    expect(remove.body.data.message).toBe('Отправленное заявление удалить нельзя')
  })

  it('the owner deletes a draft with its scans', async () => {
    const a = await residentWithDraft()
    const scan = await uploadScan(a.token, a.code, 'passport_first')
    expect(scan.status).toBe(200)
    expect((await post('/v1/statement/remove', { statement_code: a.code }, a.token)).body.data).toEqual({
      success: true,
    })
    expect(await list(a.token)).toEqual([])
    expect((await get(`/v1/statement/resident-permits/file/${scan.body.data.id as string}`, a.token)).status).toBe(404)
    expect((await post('/v1/statement/remove', { statement_code: a.code }, a.token)).status).toBe(404)
  })

  it('a draft not saved for 31 days is swept with its scans; one of 29 days stays', async () => {
    const old = await residentWithDraft()
    const recent = await residentWithDraft()
    const scan = await uploadScan(old.token, old.code, 'sts_first')
    expect(scan.status).toBe(200)
    await backdate('statements', old.id, new Date(Date.now() - 31 * DAY))
    await backdate('statements', recent.id, new Date(Date.now() - 29 * DAY))

    expect(await waitUntil(async () => (await list(old.token)).length === 0)).toBe(true)
    expect((await get(`/v1/statement/resident-permits/file/${scan.body.data.id as string}`, old.token)).status).toBe(
      404,
    )
    const kept = await list(recent.token)
    expect(kept.map((s) => [s.statement_code, s.status])).toEqual([[recent.code, 'draft']])
    // The kept draft says when it goes: 30 days after its (backdated) last save, one day from now.
    const left = new Date(kept[0]!.draft!.expires_at).getTime() - Date.now()
    expect(left).toBeGreaterThan(0.9 * DAY)
    expect(left).toBeLessThan(1.1 * DAY)
  })
})
