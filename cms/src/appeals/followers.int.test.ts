import { readFileSync } from 'node:fs'
import path from 'node:path'

import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Nearby appeals, supporters («Поддержать») and residents' verdicts after «Решено» against the real
 * CMS (docs/decisions/0053-duplicates-followers-and-verdicts.md): every route with its error
 * answers; another resident never reads, supports or rates someone's private appeal; a supporter
 * never sees the author's name, phone or e-mail; an editor's duplicate merges its people into the
 * original; a dispute reopens the appeal; account deletion takes the resident's rows along.
 */
const { get, post, call, upload, signUp } = residentClient('198.51.100.53')
const FIXTURES = path.resolve(__dirname, '../../../e2e/fixtures/scans')
const JPEG = { bytes: readFileSync(path.join(FIXTURES, 'passport-first.jpg')), name: 'photo.jpg', type: 'image/jpeg' }

type Json = Record<string, unknown>
type Topic = { id: string; name: string; personal: boolean }
type Note = { title: string; body: string; link: string | null }

/** A point of its own for this run inside the Anapa box, so other suites' appeals are never near it. */
const BASE = {
  lat: Number((44.65 + Math.random() * 0.5).toFixed(6)),
  lon: Number((37.0 + Math.random() * 0.7).toFixed(6)),
}
/** `metres` north of BASE (a degree of latitude is about 111 195 m). */
const north = (metres: number) => ({ lat: Number((BASE.lat + metres / 111_195).toFixed(7)), lon: BASE.lon })

const word = () =>
  Array.from({ length: 8 }, () => 'абвгдежзиклмнопрстуфхцчшэюя'[Math.floor(Math.random() * 27)]).join('')
const NAME = `Евлампия${word()}`
const LASTNAME = `Подгорная${word()}`
const EMAIL = `author-${Date.now()}@example.org`

let topics: Topic[] = []
const street = () => topics.find((t) => t.name === 'Благоустройство')!
const other = () => topics.find((t) => t.name !== 'Благоустройство' && !t.personal)!

let author = ''
/** A second author: a resident files at most five appeals a day. */
let neighbour = ''
let authorPhone = ''
let fan = ''
let stranger = ''
const appeals: Record<string, { id: string; number: string }> = {}

async function fileAppeal(token: string, topicId: string, at: { lat: number; lon: number }, extra: Json = {}) {
  const answer = await post(
    '/v1/appeals',
    {
      topic_id: topicId,
      text: `Сломана скамейка ${word()} во дворе у детской площадки, нужна замена`,
      location: at,
      request_id: crypto.randomUUID(),
      consent: true,
      ...extra,
    },
    token,
  )
  expect(answer.status).toBe(200)
  return answer.body.data as { id: string; number: string }
}

const editorPatch = async (id: string, data: Json) => {
  const answer = await asEditor<{ errors?: unknown }>('PATCH', `/api/appeals/${id}`, data)
  expect([answer.status, answer.json.errors]).toEqual([200, undefined])
}

const bell = async (token: string) =>
  (await get('/v1/push/getPushNotification?topic=appeal', token)).body.data as unknown as Note[]

const follow = (token: string | undefined, number: unknown) => post('/v1/appeals/followed', { number }, token)
const verdict = (token: string, body: Json) => post('/v1/appeals/verdicts', body, token)
const followed = async (token: string) => {
  const answer = await get('/v1/appeals/followed', token)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as (Json & { number: string })[]
}

/** Moves the appeal's latest «Решено» history entry back in time, as if 16 days had passed. */
async function backdateResolution(appealId: string, at: Date): Promise<void> {
  const url = process.env.DATABASE_URL
  const sql = `UPDATE appeals_history SET "at" = $1 WHERE "_parent_id" = $2 AND "status" = 'resolved'`
  if (url?.startsWith('postgres')) {
    const { Client } = await import('pg')
    const client = new Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(sql, [at.toISOString(), Number(appealId)])
    } finally {
      await client.end()
    }
    return
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(process.env.INTEGRATION_DATA_DIR!, 'cms.db')}` })
  try {
    // The CMS writes at the same time (its sweeps run every 2 s here): wait for its lock.
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: sql.replace('$1', '?').replace('$2', '?'), args: [at.toISOString(), Number(appealId)] })
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  topics = (await get('/v1/appeals/topics')).body.data as unknown as Topic[]
  ;[author, neighbour, fan, stranger] = await Promise.all([signUp(), signUp(), signUp(), signUp()])
  expect(
    (await call('PUT', '/v1/user', { body: { name: NAME, lastname: LASTNAME, email: EMAIL }, token: author })).status,
  ).toBe(200)
  authorPhone = String((await get('/v1/user', author)).body.data.phone).replace(/\D/g, '')

  appeals.here = await fileAppeal(author, street().id, BASE, { is_public: true })
  appeals.at30 = await fileAppeal(author, street().id, north(30), { is_public: true })
  appeals.at61 = await fileAppeal(author, street().id, north(61), { is_public: true })
  appeals.private = await fileAppeal(author, street().id, BASE, { is_public: false })
  appeals.otherTopic = await fileAppeal(neighbour, other().id, BASE, { is_public: true })
  appeals.closed = await fileAppeal(author, street().id, north(10), { is_public: true })
  appeals.held = await fileAppeal(neighbour, street().id, north(5), { is_public: true })
  await editorPatch(appeals.closed.id, {
    status: 'not_responsible',
    referred_to: 'Водоканал',
    answer_text: 'Это не к нам',
  })
  await editorPatch(appeals.held.id, { held: true })
})

describe('GET /v1/public/appeals/nearby', () => {
  it('answers the open public appeals of the topic within 50 m, nearest first, with their distance', async () => {
    const answer = await get(`/v1/public/appeals/nearby?topic=${street().id}&lat=${BASE.lat}&lon=${BASE.lon}`)
    expect(answer.status).toBe(200)
    const items = answer.body.data as unknown as (Json & { number: string; distance_m: number })[]
    expect(items.map((a) => [a.number, a.distance_m])).toEqual([
      [appeals.here!.number, 0],
      [appeals.at30!.number, 30],
    ])
    expect(answer.body.meta).toEqual({ count: 2 })
    expect(items[0]).toMatchObject({ supporters: 0, topic: { id: street().id } })
    expect(items[0]).not.toHaveProperty('owner')
    expect(answer.text).not.toContain(NAME)
  })

  it('never answers private, held, closed, other-topic or 61 m-away appeals', async () => {
    const answer = await get(`/v1/public/appeals/nearby?topic=${street().id}&lat=${BASE.lat}&lon=${BASE.lon}`)
    const numbers = (answer.body.data as unknown as { number: string }[]).map((a) => a.number)
    for (const key of ['private', 'held', 'closed', 'otherTopic', 'at61'])
      expect(numbers).not.toContain(appeals[key]!.number)
    const elsewhere = await get(`/v1/public/appeals/nearby?topic=${other().id}&lat=${BASE.lat}&lon=${BASE.lon}`)
    expect((elsewhere.body.data as unknown as { number: string }[]).map((a) => a.number)).toEqual([
      appeals.otherTopic!.number,
    ])
  })

  it.each([
    ['', 'Укажите тему'],
    ['topic=abc&lat=44.9&lon=37.3', 'Укажите тему'],
    ['topic=0&lat=44.9&lon=37.3', 'Укажите тему'],
    ['topic=1&lat=44.9', 'Укажите точку'],
    ['topic=1&lat=91&lon=37.3', 'Укажите точку'],
    ['topic=1&lat=44.9&lon=1e2', 'Укажите точку'],
    ['topic=1&lat=44.9&lat=44.8&lon=37.3', 'Укажите точку'],
  ])('refuses %p in words', async (query, message) => {
    const answer = await get(`/v1/public/appeals/nearby?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.data.message).toContain(message)
  })
})

describe('supporting an appeal', () => {
  it('needs a resident', async () => {
    expect((await follow(undefined, appeals.here!.number)).status).toBe(401)
    expect((await get('/v1/appeals/followed')).status).toBe(401)
    expect((await call('DELETE', `/v1/appeals/followed/${appeals.here!.number}`)).status).toBe(401)
  })

  it('follows a public appeal once, however often asked, and counts the supporter publicly', async () => {
    const first = await follow(fan, appeals.here!.number)
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ number: appeals.here!.number, supporters: 1, my_verdict: null })
    const again = await follow(fan, appeals.here!.number)
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    const open = await get(`/v1/public/appeals/${appeals.here!.number}`)
    expect(open.body.data.supporters).toBe(1)
    const list = await get('/v1/public/appeals?per_page=100')
    const item = (list.body.data as unknown as Json[]).find((a) => a.number === appeals.here!.number)
    expect(item?.supporters).toBe(1)
  })

  it.each([
    ['private', 404, 'Обращение не найдено'],
    ['held', 404, 'Обращение не найдено'],
    ['closed', 409, 'Обращение закрыто: поддержать его уже нельзя'],
  ])('refuses a %s appeal', async (key, status, message) => {
    const answer = await follow(fan, appeals[key]!.number)
    expect([answer.status, answer.body.data.message]).toEqual([status, message])
  })

  it('refuses the author their own appeal, an unknown and a malformed number', async () => {
    const own = await follow(author, appeals.here!.number)
    expect([own.status, own.body.data.message]).toEqual([409, 'Это ваше обращение'])
    expect((await follow(fan, 'A-1999-000000')).status).toBe(404)
    const malformed = await follow(fan, 'не номер')
    expect(malformed.status).toBe(400)
    expect(malformed.body.data.fields).toEqual({ number: 'Укажите номер обращения, например A-2026-000123' })
    expect((await follow(fan, 12)).status).toBe(400)
  })

  it('lists what the resident supports in the public shape, never the author', async () => {
    const list = await get('/v1/appeals/followed', fan)
    expect(list.status).toBe(200)
    const [item] = list.body.data as unknown as Json[]
    expect(item).toMatchObject({ number: appeals.here!.number, verdict_due_until: null, my_verdict: null })
    expect(typeof item!.followed_at).toBe('string')
    for (const secret of [NAME, LASTNAME, EMAIL, authorPhone, 'owner', 'answer_text', 'is_public', 'request_id'])
      expect(list.text).not.toContain(secret)
    expect(await followed(stranger)).toEqual([])
  })

  it('gives supporters the status news linked to the public page, never the answer', async () => {
    await editorPatch(appeals.here!.id, { status: 'accepted', status_note: 'Передали подрядчику' })
    const [news] = await bell(fan)
    expect(news).toMatchObject({
      title: `Обращение ${appeals.here!.number}: Принято`,
      link: `/obrashcheniya/${appeals.here!.number}`,
    })
    expect(news!.body).toContain('Передали подрядчику')
    const [mine] = await bell(author)
    expect(mine!.link).toBe(`/moi-obrashcheniya/appeal-${appeals.here!.id}`)
    await editorPatch(appeals.here!.id, { answer_text: `Личный ответ автору ${NAME}` })
    expect(JSON.stringify(await bell(fan))).not.toContain('Личный ответ')
  })

  it('stops supporting; not supported is a 404', async () => {
    const none = await call('DELETE', `/v1/appeals/followed/${appeals.here!.number}`, { token: stranger })
    expect([none.status, none.body.data.message]).toEqual([404, 'Вы не поддерживаете это обращение'])
    expect((await call('DELETE', '/v1/appeals/followed/nonsense', { token: fan })).status).toBe(404)
    expect((await follow(stranger, appeals.here!.number)).status).toBe(200)
    const done = await call('DELETE', `/v1/appeals/followed/${appeals.here!.number}`, { token: stranger })
    expect([done.status, done.body.data]).toEqual([200, { success: true }])
    expect(await followed(stranger)).toEqual([])
    expect((await call('DELETE', `/v1/appeals/followed/${appeals.here!.number}`, { token: stranger })).status).toBe(404)
  })

  it('keeps the rows away from residents in Payload REST', async () => {
    const rows = await call('GET', '/api/appeal-followers', { token: fan })
    expect([401, 403]).toContain(rows.status)
    expect((await call('GET', '/api/appeal-verdicts', { token: fan })).status).not.toBe(200)
  })
})

describe('an editor merging a duplicate', () => {
  it('makes its author and supporters supporters of the original, once each, never its own author', async () => {
    const dupAuthor = await signUp()
    const dup = await fileAppeal(dupAuthor, street().id, north(3), { is_public: true })
    // The fan supports both (no second row on the original); the original's author supports the duplicate.
    for (const token of [fan, stranger, author]) expect((await follow(token, dup.number)).status).toBe(200)
    await editorPatch(dup.id, {
      status: 'duplicate',
      duplicate_of: Number(appeals.here!.id),
      answer_text: 'Уже в работе',
    })

    expect((await followed(dupAuthor)).map((a) => a.number)).toEqual([appeals.here!.number])
    expect((await followed(stranger)).map((a) => a.number)).toContain(appeals.here!.number)
    expect((await followed(fan)).filter((a) => a.number === appeals.here!.number)).toHaveLength(1)
    expect((await followed(author)).map((a) => a.number)).not.toContain(appeals.here!.number)
    // fan, stranger and the duplicate's author.
    expect((await get(`/v1/public/appeals/${appeals.here!.number}`)).body.data.supporters).toBe(3)
    const rows = await asEditor<{ docs: { via: string }[] }>(
      'GET',
      `/api/appeal-followers?where[appeal][equals]=${appeals.here!.id}&limit=10`,
    )
    expect(rows.json.docs.map((r) => r.via).sort()).toEqual(['follow', 'merge', 'merge'])
    // The original's news now reach the duplicate's author, linked to the original's public page.
    await editorPatch(appeals.here!.id, { status: 'in_progress' })
    expect((await bell(dupAuthor))[0]).toMatchObject({ link: `/obrashcheniya/${appeals.here!.number}` })
  })
})

describe('POST /v1/appeals/verdicts', () => {
  let myPhoto = ''
  let fanPhoto = ''

  beforeAll(async () => {
    await editorPatch(appeals.here!.id, { status: 'resolved', answer_text: 'Скамейку заменили' })
    myPhoto = ((await upload('/v1/appeals/photos', author, JPEG)).body.data as { id: string }).id
    fanPhoto = ((await upload('/v1/appeals/photos', fan, JPEG)).body.data as { id: string }).id
  })

  it('tells the author and a supporter until when they may rate the resolution', async () => {
    const mine = await get(`/v1/appeals/${appeals.here!.id}`, author)
    const due = Date.parse(String(mine.body.data.verdict_due_until))
    expect(due - Date.now()).toBeGreaterThan(14.9 * 86_400_000)
    expect(mine.body.data.my_verdict).toBeNull()
    const list = await get('/v1/appeals?page=1', author)
    const item = (list.body.data as unknown as Json[]).find((a) => a.number === appeals.here!.number)
    expect(item).toMatchObject({ verdict_due_until: mine.body.data.verdict_due_until, my_verdict: null })
    const theirs = (await followed(fan)).find((a) => a.number === appeals.here!.number)
    expect(theirs?.verdict_due_until).toBe(mine.body.data.verdict_due_until)
  })

  it('refuses anyone else: a private appeal is a 404, a public one a 403', async () => {
    const outsider = await signUp()
    const onPrivate = await verdict(fan, { number: appeals.private!.number, verdict: 'confirmed' })
    expect([onPrivate.status, onPrivate.body.data.message]).toEqual([404, 'Обращение не найдено'])
    const onPublic = await verdict(outsider, { number: appeals.here!.number, verdict: 'confirmed' })
    expect([onPublic.status, onPublic.body.data.message]).toEqual([
      403,
      'Оценить решение может автор обращения или тот, кто его поддержал',
    ])
    expect((await verdict(outsider, { number: 'A-1999-000000', verdict: 'confirmed' })).status).toBe(404)
  })

  it.each<[string, Json, string, string]>([
    ['no verdict', {}, 'verdict', 'Укажите оценку: confirmed — проблема решена, disputed — не решена'],
    [
      'an unknown verdict',
      { verdict: 'maybe' },
      'verdict',
      'Укажите оценку: confirmed — проблема решена, disputed — не решена',
    ],
    ['a dispute without a note', { verdict: 'disputed', note: '   ' }, 'note', 'Напишите, что осталось нерешённым'],
    ['a note that is no text', { verdict: 'confirmed', note: 5 }, 'note', 'Напишите, что осталось нерешённым'],
    [
      'photos that are no ids',
      { verdict: 'confirmed', photo_ids: 'x' },
      'photo_ids',
      'Фото не найдено или уже прикреплено',
    ],
  ])('refuses %s in words (400)', async (_label, body, field, message) => {
    const answer = await verdict(fan, { number: appeals.here!.number, ...body })
    expect(answer.status).toBe(400)
    expect(answer.body.data.fields).toEqual({ [field]: message })
  })

  it("refuses someone else's photo", async () => {
    const answer = await verdict(fan, {
      number: appeals.here!.number,
      verdict: 'disputed',
      note: 'Скамейка шатается',
      photo_ids: [myPhoto],
    })
    expect([answer.status, answer.body.data.fields]).toEqual([
      422,
      { photo_ids: 'Фото не найдено или уже прикреплено' },
    ])
  })

  it('takes a confirmation once per resolution and changes no status', async () => {
    const given = await verdict(fan, { number: appeals.here!.number, verdict: 'confirmed', photo_ids: [fanPhoto] })
    expect(given.status).toBe(200)
    expect(given.body.data).toMatchObject({
      verdict: 'confirmed',
      status: 'resolved',
      photo_ids: [fanPhoto],
      note: null,
    })
    const again = await verdict(fan, { number: appeals.here!.number, verdict: 'disputed', note: 'Передумал' })
    expect([again.status, again.body.data.message]).toEqual([409, 'Вы уже оценили это решение'])
    expect((await followed(fan)).find((a) => a.number === appeals.here!.number)?.my_verdict).toBe('confirmed')
    expect((await get(`/v1/public/appeals/${appeals.here!.number}`)).body.data.status).toBe('resolved')
  })

  it("reopens the appeal on the author's dispute, with their words in the history, and tells the supporters", async () => {
    const given = await verdict(author, {
      number: appeals.here!.number,
      verdict: 'disputed',
      note: 'Скамейку так и не поставили',
      photo_ids: [myPhoto],
    })
    expect(given.status).toBe(200)
    expect(given.body.data).toMatchObject({ verdict: 'disputed', status: 'in_progress', status_label: 'В работе' })
    const open = await get(`/v1/public/appeals/${appeals.here!.number}`)
    const history = open.body.data.history as { status: string; note: string | null }[]
    expect(history.at(-1)).toMatchObject({
      status: 'in_progress',
      note: 'Житель не согласен с решением: Скамейку так и не поставили',
    })
    const [news] = await bell(fan)
    expect(news).toMatchObject({
      title: `Обращение ${appeals.here!.number}: В работе`,
      link: `/obrashcheniya/${appeals.here!.number}`,
    })
    const mine = await get(`/v1/appeals/${appeals.here!.id}`, author)
    expect(mine.body.data).toMatchObject({ status: 'in_progress', verdict_due_until: null, my_verdict: null })
    const notResolved = await verdict(fan, { number: appeals.here!.number, verdict: 'confirmed' })
    expect([notResolved.status, notResolved.body.data.message]).toEqual([
      409,
      'Оценить можно только обращение в статусе «Решено»',
    ])
    // The editors see the verdicts on the appeal's page.
    const rows = await asEditor<{ docs: { verdict: string; note: string | null }[] }>(
      'GET',
      `/api/appeal-verdicts?where[appeal][equals]=${appeals.here!.id}`,
    )
    expect(rows.json.docs.map((r) => r.verdict).sort()).toEqual(['confirmed', 'disputed'])
  })

  it('refuses a verdict after 15 days', async () => {
    await editorPatch(appeals.private!.id, { status: 'resolved', answer_text: 'Сделано' })
    await backdateResolution(appeals.private!.id, new Date(Date.now() - 16 * 86_400_000))
    const late = await verdict(author, { number: appeals.private!.number, verdict: 'confirmed' })
    expect([late.status, late.body.data.message]).toEqual([409, 'Срок для оценки истёк'])
    expect((await get(`/v1/appeals/${appeals.private!.id}`, author)).body.data.verdict_due_until).toBeNull()
  })
})

describe('account deletion', () => {
  it("removes the resident's supporter rows and verdicts", async () => {
    const me = (await get('/v1/user', fan)).body.data.id
    expect((await call('DELETE', '/v1/user', { token: fan })).status).toBe(200)
    for (const collection of ['appeal-followers', 'appeal-verdicts']) {
      const rows = await asEditor<{ totalDocs: number }>('GET', `/api/${collection}?where[customer][equals]=${me}`)
      expect(rows.json.totalDocs).toBe(0)
    }
  })
})
