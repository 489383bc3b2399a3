import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { appealDeadline, appealDeadlineAt } from '@anapa/shared/appeals/deadline'
import { PRIVACY_POLICY_VERSION } from '@anapa/shared/privacy/policy'
import { asEditor, editorUpload, residentClient, type Answer } from '@/testing/residentClient'

/**
 * Appeals to the care service against the real CMS: the REST flow to an editor's answer
 * in the admin's API, photo type and size refusals, idempotent creation, the daily limit, a BOLA
 * matrix of two residents over every appeal and photo call, anonymous calls, and account deletion.
 * Every answer is also checked against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { call, get, post, upload, signUp } = residentClient('198.51.100.12')
const FIXTURES = path.resolve(__dirname, '../../../e2e/fixtures/scans')
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name))
const JPEG = { bytes: fixture('passport-first.jpg'), name: 'photo.jpg', type: 'image/jpeg' }
const PNG = { bytes: fixture('passport-second.png'), name: 'photo.png', type: 'image/png' }
const dataDir = () => process.env.INTEGRATION_DATA_DIR!

const uuid = () => crypto.randomUUID()
const TEXT = 'Во дворе дома третью неделю не вывозят мусор, контейнеры переполнены'
const CENTRE = { lat: 44.8967624, lon: 37.3115879 }

let topicId = ''
beforeAll(async () => {
  const topics = await get('/v1/appeals/topics')
  topicId = (topics.body.data as unknown as { id: string }[])[0]!.id
})

const photoUpload = (token: string | undefined, file = JPEG) => upload('/v1/appeals/photos', token, file)

async function fileAppeal(token: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  return post(
    '/v1/appeals',
    { topic_id: topicId, text: TEXT, location: CENTRE, request_id: uuid(), consent: true, ...extra },
    token,
  )
}

describe('appeal topics', () => {
  it('lists the seeded topics in order, publicly', async () => {
    const answer = await get('/v1/appeals/topics')
    expect(answer.status).toBe(200)
    expect((answer.body.data as unknown as { name: string }[]).map((t) => t.name)).toEqual([
      'Благоустройство',
      'Пляжи',
      'Дороги и транспорт',
      'ЖКХ',
      'Мусор',
      'Шум',
      'Доступная среда',
      'Другое',
    ])
  })
})

type Refusal = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
type Entry = {
  status: string
  status_label: string
  at: string
  note: string | null
  scheduled_for: string | null
  referred_to: string | null
  duplicate_of: { id: string; number: string; own: boolean } | null
}
const editorPatch = <T = unknown>(id: string, data: Record<string, unknown>) =>
  asEditor<T>('PATCH', `/api/appeals/${id}`, data)
/** The refusal's field and Russian message, as the admin shows them (docs/decisions/0044-the-admin-in-russian.md). */
async function refusal(id: string, data: Record<string, unknown>) {
  const answer = await editorPatch<Refusal>(id, data)
  expect(answer.status).toBe(400)
  return answer.json.errors[0]!.data?.errors?.map(({ path, message }) => ({ path, message }))
}
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('appeal statuses (docs/decisions/0050-appeal-statuses.md)', () => {
  it('accepts, schedules with a date and notes; each change is in the history with its note and detail', async () => {
    const token = await signUp()
    const id = ((await fileAppeal(token)).body.data as { id: string }).id

    expect((await editorPatch(id, { status: 'accepted', status_note: 'Передали в управление ЖКХ' })).status).toBe(200)
    expect(await refusal(id, { status: 'scheduled' })).toEqual([
      { path: 'scheduled_for', message: 'Укажите дату, на которую запланированы работы' },
    ])
    expect(await refusal(id, { status: 'scheduled', scheduled_for: inDays(-2) })).toEqual([
      { path: 'scheduled_for', message: 'Дата работ не может быть раньше сегодняшнего дня' },
    ])
    const day = inDays(5)
    expect((await editorPatch(id, { status: 'scheduled', scheduled_for: day })).status).toBe(200)
    // A note without a move is an entry of its own; the note field is emptied once it is in the history.
    expect((await editorPatch(id, { status_note: 'Бригада выедет утром' })).status).toBe(200)
    const stored = await asEditor<{ status_note: string | null }>('GET', `/api/appeals/${id}`)
    expect(stored.json.status_note ?? null).toBeNull()

    const detail = (await get(`/v1/appeals/${id}`, token)).body.data
    expect(detail).toMatchObject({ status: 'scheduled', status_label: 'Запланировано', scheduled_for: day })
    const history = detail.history as Entry[]
    expect(history.map(({ status, note, scheduled_for }) => ({ status, note, scheduled_for }))).toEqual([
      { status: 'new', note: null, scheduled_for: null },
      { status: 'accepted', note: 'Передали в управление ЖКХ', scheduled_for: null },
      { status: 'scheduled', note: null, scheduled_for: day },
      { status: 'scheduled', note: 'Бригада выедет утром', scheduled_for: day },
    ])
    // Expected by the end of the scheduled day in Anapa, not by the answer deadline.
    const expected = new Date(detail.expected_datetime as string)
    expect(expected.getTime() - new Date(day).getTime()).toBeGreaterThanOrEqual(0)
    expect(expected.getTime() - new Date(day).getTime()).toBeLessThan(86_400_000)

    // Back into work: the date is the history's now, not the appeal's.
    expect((await editorPatch(id, { status: 'in_progress' })).status).toBe(200)
    const back = (await get(`/v1/appeals/${id}`, token)).body.data
    expect(back).toMatchObject({ status: 'in_progress', scheduled_for: null })
    const list = (await get('/v1/appeals', token)).body.data as unknown as { id: string; expected_datetime: string }[]
    expect(list.find((a) => a.id === id)?.expected_datetime).toBe(back.expected_datetime)
  })

  it('«Не в нашей компетенции» needs whom to contact and an answer; closed, it stays closed for editors', async () => {
    const token = await signUp()
    const id = ((await fileAppeal(token)).body.data as { id: string }).id
    expect(await refusal(id, { status: 'not_responsible', answer_text: 'Это не к нам' })).toEqual([
      { path: 'referred_to', message: 'Укажите, куда жителю обратиться по этому вопросу' },
    ])
    expect(await refusal(id, { status: 'not_responsible', referred_to: 'Водоканал, 8 800 000-00-00' })).toEqual([
      { path: 'answer_text', message: 'Напишите ответ жителю' },
    ])
    expect(
      (
        await editorPatch(id, {
          status: 'not_responsible',
          referred_to: 'Водоканал, 8 800 000-00-00',
          answer_text: 'Водопровод обслуживает Водоканал.',
        })
      ).status,
    ).toBe(200)
    const detail = (await get(`/v1/appeals/${id}`, token)).body.data
    expect(detail).toMatchObject({
      status: 'not_responsible',
      status_label: 'Не в нашей компетенции',
      referred_to: 'Водоканал, 8 800 000-00-00',
      expected_datetime: null,
    })
    expect((detail.history as Entry[]).at(-1)).toMatchObject({ referred_to: 'Водоканал, 8 800 000-00-00' })
    expect(await refusal(id, { status: 'in_progress' })).toEqual([
      {
        path: 'status',
        message: 'Нельзя перевести обращение из статуса «Не в нашей компетенции» в статус «В работе»',
      },
    ])
  })

  it('«Дубликат» names an original that is neither itself nor a duplicate; the resident may open only their own', async () => {
    const token = await signUp()
    const other = await signUp()
    const original = (await fileAppeal(token)).body.data as { id: string; number: string }
    const foreign = (await fileAppeal(other)).body.data as { id: string; number: string }
    const id = ((await fileAppeal(token)).body.data as { id: string }).id
    const answer_text = 'Эту проблему уже решаем по другому обращению.'

    expect(await refusal(id, { status: 'duplicate', answer_text })).toEqual([
      { path: 'duplicate_of', message: 'Укажите исходное обращение' },
    ])
    expect(await refusal(id, { status: 'duplicate', answer_text, duplicate_of: Number(id) })).toEqual([
      { path: 'duplicate_of', message: 'Обращение не может быть дубликатом самого себя' },
    ])
    expect(await refusal(id, { status: 'duplicate', duplicate_of: Number(original.id) })).toEqual([
      { path: 'answer_text', message: 'Напишите ответ жителю' },
    ])
    expect(
      (await editorPatch(id, { status: 'duplicate', answer_text, duplicate_of: Number(original.id) })).status,
    ).toBe(200)
    const detail = (await get(`/v1/appeals/${id}`, token)).body.data
    expect(detail).toMatchObject({
      status: 'duplicate',
      duplicate_of: { id: original.id, number: original.number, own: true },
    })
    expect((detail.history as Entry[]).at(-1)).toMatchObject({
      status: 'duplicate',
      duplicate_of: { id: original.id, own: true },
    })

    // Pointing at a duplicate would start a chain: refused, naming it.
    const third = ((await fileAppeal(token)).body.data as { id: string }).id
    expect(await refusal(third, { status: 'duplicate', answer_text, duplicate_of: Number(id) })).toEqual([
      {
        path: 'duplicate_of',
        message: `Обращение ${(detail as { number: string }).number} само отмечено как дубликат: укажите исходное обращение`,
      },
    ])
    // Another resident's original: its number, no way to open it.
    expect(
      (await editorPatch(third, { status: 'duplicate', answer_text, duplicate_of: Number(foreign.id) })).status,
    ).toBe(200)
    expect((await get(`/v1/appeals/${third}`, token)).body.data.duplicate_of).toEqual({
      id: foreign.id,
      number: foreign.number,
      own: false,
    })
  })
})

describe('the appeal flow', () => {
  it('files an appeal with a point and two photos, lists it, and shows the editor’s answer, photos and dated timeline', async () => {
    const token = await signUp()
    const jpeg = await photoUpload(token, JPEG)
    const png = await photoUpload(token, PNG)
    expect([jpeg.status, png.status]).toEqual([200, 200])
    expect(jpeg.body.data).toMatchObject({ mime_type: 'image/jpeg', size: JPEG.bytes.length })
    expect(png.body.data.mime_type).toBe('image/png')

    const created = await fileAppeal(token, {
      address: 'ул. Крымская, 120',
      photo_ids: [jpeg.body.data.id, png.body.data.id],
    })
    expect(created.status).toBe(200)
    const appeal = created.body.data
    expect(appeal).toMatchObject({
      number: expect.stringMatching(/^A-\d{4}-\d{6}$/),
      text: TEXT,
      address: 'ул. Крымская, 120',
      location: CENTRE,
      status: 'new',
      status_label: 'Новое',
      answer: null,
      deadline: appealDeadline(appeal.created_at as string),
    })
    expect((appeal.photos as { id: string }[]).map((p) => p.id)).toEqual([jpeg.body.data.id, png.body.data.id])
    // Dated by the status hook as the document is written: the same moment as created_at, to the second.
    expect(appeal.history).toEqual([
      {
        status: 'new',
        status_label: 'Новое',
        at: expect.any(String),
        note: null,
        scheduled_for: null,
        referred_to: null,
        duplicate_of: null,
      },
    ])
    expect(appeal.expected_datetime).toBe(appealDeadlineAt(appeal.created_at as string))
    const [first] = appeal.history as { at: string }[]
    expect(Math.abs(new Date(first!.at).getTime() - new Date(appeal.created_at as string).getTime())).toBeLessThan(1000)

    const photo = await call('GET', `/v1/appeals/photos/${jpeg.body.data.id}`, { token })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    expect(photo.headers.get('cache-control')).toBe('no-store')

    const list = await get('/v1/appeals', token)
    expect(list.body.meta).toEqual({ count: 1, page: 1, per_page: 10 })
    expect((list.body.data as unknown as { id: string; status_label: string }[])[0]).toMatchObject({
      id: appeal.id,
      status_label: 'Новое',
    })

    // The editor, in the admin's API: into work, then an answer with a photo and "resolved".
    const editorPhoto = await editorUpload<{ doc: { id: string } }>('appeal-photos', PNG)
    expect(editorPhoto.status).toBe(201)
    expect((await asEditor('PATCH', `/api/appeals/${appeal.id}`, { status: 'in_progress' })).status).toBe(200)
    const noAnswer = await asEditor<{ errors: { data?: { errors?: { message: string }[] } }[] }>(
      'PATCH',
      `/api/appeals/${appeal.id}`,
      { status: 'resolved' },
    )
    expect(noAnswer.status).toBe(400)
    expect(JSON.stringify(noAnswer.json)).toContain('Напишите ответ жителю')
    const answered = await asEditor('PATCH', `/api/appeals/${appeal.id}`, {
      status: 'resolved',
      answer_text: 'Мусор вывезен, график восстановлен.',
      answer_photos: [editorPhoto.json.doc.id],
    })
    expect(answered.status).toBe(200)

    const detail = await get(`/v1/appeals/${appeal.id}`, token)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({
      status: 'resolved',
      status_label: 'Решено',
      answer: {
        text: 'Мусор вывезен, график восстановлен.',
        photos: [{ id: editorPhoto.json.doc.id, mime_type: 'image/png' }],
      },
    })
    expect((detail.body.data.history as { status: string }[]).map((h) => h.status)).toEqual([
      'new',
      'in_progress',
      'resolved',
    ])
    // The answer photo is readable by the appeal's author through the same call.
    expect((await call('GET', `/v1/appeals/photos/${editorPhoto.json.doc.id}`, { token })).status).toBe(200)

    // A closed appeal stays closed.
    const reopen = await asEditor('PATCH', `/api/appeals/${appeal.id}`, { status: 'in_progress' })
    expect(reopen.status).toBe(400)
  })

  it('an editor answers a new appeal and resolves it in one save; a refusal names the field in Russian', async () => {
    const token = await signUp()
    const filed = await fileAppeal(token)
    expect(filed.status).toBe(200)
    const id = (filed.body.data as { id: string }).id

    type Refusal = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
    const noAnswer = await asEditor<Refusal>('PATCH', `/api/appeals/${id}`, { status: 'resolved' })
    expect(noAnswer.status).toBe(400)
    // The admin's toast is the first message, the field's own the second (docs/decisions/0044-the-admin-in-russian.md).
    expect(noAnswer.json.errors[0]!.message).toBe('Проверьте поле: Ответ жителю')
    expect(noAnswer.json.errors[0]!.data?.errors).toEqual([
      expect.objectContaining({ path: 'answer_text', message: 'Напишите ответ жителю' }),
    ])

    const answered = await asEditor('PATCH', `/api/appeals/${id}`, {
      status: 'resolved',
      answer_text: 'Контейнеры вывезли, график восстановлен.',
    })
    expect(answered.status).toBe(200)
    const detail = await get(`/v1/appeals/${id}`, token)
    expect(detail.body.data).toMatchObject({
      status: 'resolved',
      answer: { text: 'Контейнеры вывезли, график восстановлен.' },
    })
    // Taken into work on the way, at the same moment: the machine's moves, each dated.
    const history = detail.body.data.history as { status: string; at: string }[]
    expect(history.map((h) => h.status)).toEqual(['new', 'in_progress', 'resolved'])
    expect(history[1]!.at).toBe(history[2]!.at)
  })

  it('an address alone is a place; neither is refused with the shared message', async () => {
    const token = await signUp()
    const byAddress = await fileAppeal(token, { location: null, address: 'Пионерский проспект, 57' })
    expect(byAddress.status).toBe(200)
    expect(byAddress.body.data.location).toBeNull()
    const nowhere = await fileAppeal(token, { location: null, address: '' })
    expect(nowhere.status).toBe(422)
    expect(nowhere.body.data.fields).toEqual({ location: 'Укажите место на карте или адрес' })
  })

  it('refuses invalid appeals with every field’s first message', async () => {
    const token = await signUp()
    const answer = await post(
      '/v1/appeals',
      { topic_id: '', text: 'коротко', location: { lat: 55.75, lon: 37.62 }, request_id: 'x', consent: true },
      token,
    )
    expect(answer.status).toBe(422)
    expect(answer.body.data).toEqual({
      message: 'Проверьте правильность заполнения полей',
      fields: {
        topic_id: 'Это обязательное поле',
        text: 'Минимальная длина 20 символов',
        location: 'Точка должна быть в пределах Анапы',
        request_id: 'Некорректный идентификатор запроса',
      },
    })
    const unknownTopic = await fileAppeal(token, { topic_id: '999999' })
    expect(unknownTopic.body.data.fields).toEqual({ topic_id: 'Выберите тему из списка' })
    const six = await fileAppeal(token, { photo_ids: Array.from({ length: 6 }, uuid) })
    expect(six.body.data.fields).toEqual({ photo_ids: 'Не больше 5 фотографий' })
  })

  it('refuses an appeal without consent to the processing of personal data, and files nothing', async () => {
    const token = await signUp()
    for (const consent of [undefined, false, 'true']) {
      const answer = await fileAppeal(token, { consent })
      expect(answer.status).toBe(422)
      expect(answer.body.data).toEqual({
        message: 'Проверьте правильность заполнения полей',
        fields: { consent: 'Подтвердите согласие на обработку персональных данных' },
      })
    }
    expect((await get('/v1/appeals', token)).body.meta?.count).toBe(0)
  })

  it('stores the consent with the appeal: its moment and the privacy policy’s edition', async () => {
    const token = await signUp()
    const before = Date.now()
    const filed = await fileAppeal(token)
    const after = Date.now()
    expect(filed.status).toBe(200)
    const stored = await asEditor<{ consent_at: string; consent_policy_version: string }>(
      'GET',
      `/api/appeals/${String(filed.body.data.id)}?depth=0`,
    )
    expect(stored.json.consent_policy_version).toBe(PRIVACY_POLICY_VERSION)
    const at = new Date(stored.json.consent_at).getTime()
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(after + 1000)
  })

  it('is idempotent by request_id: a repeat answers the same appeal and files nothing', async () => {
    const token = await signUp()
    const request_id = uuid()
    const [a, b] = await Promise.all([fileAppeal(token, { request_id }), fileAppeal(token, { request_id })])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.data.id).toBe(a.body.data.id)
    const again = await fileAppeal(token, { request_id })
    expect(again.body.data.id).toBe(a.body.data.id)
    expect((await get('/v1/appeals', token)).body.meta?.count).toBe(1)
  })

  it('a photo attaches once: reusing it in a second appeal is refused', async () => {
    const token = await signUp()
    const photo = await photoUpload(token)
    expect((await fileAppeal(token, { photo_ids: [photo.body.data.id] })).status).toBe(200)
    const reuse = await fileAppeal(token, { photo_ids: [photo.body.data.id] })
    expect(reuse.status).toBe(422)
    expect(reuse.body.data.fields).toEqual({ photo_ids: 'Фото не найдено или уже прикреплено' })
  })

  it('limits new appeals to 5 a day per resident with a Russian 429 and Retry-After', async () => {
    const token = await signUp()
    for (let i = 0; i < 5; i += 1) expect((await fileAppeal(token)).status).toBe(200)
    const sixth = await fileAppeal(token)
    expect(sixth.status).toBe(429)
    expect(sixth.body.data.message).toBe('Можно отправить не больше 5 обращений в сутки. Попробуйте позже')
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(86_000)
    // Another resident is not affected.
    expect((await fileAppeal(await signUp())).status).toBe(200)
  })
})

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('photo uploads', () => {
  it.each([
    ['a PDF', { bytes: fixture('sts-first.pdf'), name: 'scan.pdf', type: 'application/pdf' }],
    ['a text file named .jpg', { bytes: fixture('disguised-text.jpg'), name: 'photo.jpg', type: 'image/jpeg' }],
  ])('refuses %s as a photo', async (_case, file) => {
    const answer = await photoUpload(await signUp(), file)
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ file: 'Допустимы фотографии JPEG или PNG' })
  })

  it("refuses a PNG's first bytes followed by text as a damaged file", async () => {
    // Found by the contract fuzz: Payload refused it itself, and its error surfaced as a 500.
    const file = {
      bytes: Buffer.concat([PNG_SIGNATURE, Buffer.from('не картинка')]),
      name: 'photo.png',
      type: 'image/png',
    }
    const answer = await photoUpload(await signUp(), file)
    expect(answer.status).toBe(422)
    expect(answer.body.data.fields).toEqual({ file: 'Файл повреждён или не является изображением/PDF' })
  })

  it('refuses an empty file, a missing file and a body over 10 MB', async () => {
    const token = await signUp()
    const empty = await photoUpload(token, { bytes: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' })
    expect(empty.body.data.fields).toEqual({ file: 'Файл пустой' })
    const missing = await upload('/v1/appeals/photos', token)
    expect(missing.body.data.fields).toEqual({ file: 'Загрузите файл' })
    const big = Buffer.concat([JPEG.bytes, Buffer.alloc(10 * 1024 * 1024 + 1)])
    const tooBig = await photoUpload(token, { bytes: big, name: 'big.jpg', type: 'image/jpeg' })
    expect(tooBig.status).toBe(413)
    expect(tooBig.body.data.message).toBe('Файл больше 10 МБ')
  })

  it('requires multipart', async () => {
    const token = await signUp()
    expect((await post('/v1/appeals/photos', {}, token)).status).toBe(415)
  })
})

describe('object-level authorization: two residents (BOLA)', () => {
  it('resident B reaches none of A’s appeals or photos; 0 leaks', async () => {
    const a = await signUp()
    const b = await signUp()
    const photo = await photoUpload(a)
    const appeal = await fileAppeal(a, { photo_ids: [photo.body.data.id] })
    const loose = await photoUpload(a)
    const id = appeal.body.data.id as string
    const leaks: string[] = []
    const probe = async (label: string, answer: Answer, expected = 404) => {
      if (answer.status !== expected || answer.text.includes(TEXT)) leaks.push(`${label}: ${answer.status}`)
    }
    await probe('GET appeal', await get(`/v1/appeals/${id}`, b))
    await probe('GET attached photo', await call('GET', `/v1/appeals/photos/${photo.body.data.id}`, { token: b }))
    await probe('GET unattached photo', await call('GET', `/v1/appeals/photos/${loose.body.data.id}`, { token: b }))
    const list = await get('/v1/appeals', b)
    if (list.body.meta?.count !== 0 || list.text.includes(id)) leaks.push('list')
    // A's unattached photo cannot be attached to B's appeal.
    const steal = await fileAppeal(b, { photo_ids: [loose.body.data.id] })
    await probe('attach A’s photo', steal, 422)
    // A still has everything.
    expect((await get(`/v1/appeals/${id}`, a)).status).toBe(200)
    expect((await call('GET', `/v1/appeals/photos/${loose.body.data.id}`, { token: a })).status).toBe(200)
    expect(leaks).toEqual([])
  })

  it('malformed and unknown ids are 404', async () => {
    const token = await signUp()
    for (const id of ['abc', '0', '99999999', '1;DROP'])
      expect((await get(`/v1/appeals/${id}`, token)).status).toBe(404)
    expect((await call('GET', `/v1/appeals/photos/${uuid()}`, { token })).status).toBe(404)
    expect((await call('GET', '/v1/appeals/photos/..%2F..%2Fcms.db', { token })).status).toBe(404)
  })

  it('anonymous calls get 401', async () => {
    expect((await get('/v1/appeals')).status).toBe(401)
    expect((await get('/v1/appeals/1')).status).toBe(401)
    expect((await post('/v1/appeals', {})).status).toBe(401)
    expect((await photoUpload(undefined)).status).toBe(401)
    expect((await call('GET', `/v1/appeals/photos/${uuid()}`)).status).toBe(401)
  })
})

describe('account deletion', () => {
  it('removes the resident’s appeals, their photos and the answer photos, files included', async () => {
    const token = await signUp()
    const photo = await photoUpload(token)
    const appeal = await fileAppeal(token, { photo_ids: [photo.body.data.id] })
    const answerPhoto = await editorUpload<{ doc: { id: string; filename: string } }>('appeal-photos', PNG)
    await asEditor('PATCH', `/api/appeals/${appeal.body.data.id}`, {
      answer_text: 'Принято в работу',
      answer_photos: [answerPhoto.json.doc.id],
    })
    const owner = (await get('/v1/user', token)).body.data.id as number
    const files = [`${photo.body.data.id}.jpg`, answerPhoto.json.doc.filename].map((f) =>
      path.join(dataDir(), 'appeal-photos', f),
    )
    for (const file of files) expect(existsSync(file)).toBe(true)

    expect((await call('DELETE', '/v1/user', { token })).status).toBe(200)

    const appeals = await asEditor<{ totalDocs: number }>('GET', `/api/appeals?where[owner][equals]=${owner}`)
    expect(appeals.json.totalDocs).toBe(0)
    const photos = await asEditor<{ totalDocs: number }>(
      'GET',
      `/api/appeal-photos?where[id][in]=${photo.body.data.id},${answerPhoto.json.doc.id}`,
    )
    expect(photos.json.totalDocs).toBe(0)
    for (const file of files) expect(existsSync(file)).toBe(false)
  })
})

describe('demo data', () => {
  it('the demo resident has appeals in several statuses, one answered with a photo', async () => {
    const login = await post('/v1/authorize/login', {
      phone: '79990000001',
      password: process.env.SEED_RESIDENT_PASSWORD,
    })
    const token = login.body.data.token as string
    const list = await get('/v1/appeals', token)
    const items = list.body.data as unknown as { id: string; status: string }[]
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['new', 'in_progress', 'resolved']))
    const resolved = items.find((i) => i.status === 'resolved')!
    const detail = await get(`/v1/appeals/${resolved.id}`, token)
    const answer = detail.body.data.answer as { photos: { id: string }[] }
    expect(answer.photos).toHaveLength(1)
    expect((detail.body.data.photos as unknown[]).length).toBe(1)
    expect((await call('GET', `/v1/appeals/photos/${answer.photos[0]!.id}`, { token })).status).toBe(200)
  })
})
