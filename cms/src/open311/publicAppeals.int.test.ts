import { readFileSync } from 'node:fs'
import path from 'node:path'

import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Public appeals and Open311 GeoReport v2 against the real CMS
 * (docs/decisions/0051-public-appeals-and-open311.md): a private appeal and every personal field
 * never reach a public answer (the public REST, Open311, search, sitemap); the Open311 answers carry
 * the standard's fields and types; partner filings need a live key, are limited per key and wait
 * for moderation.
 */
const { get, post, call, upload, signUp } = residentClient('198.51.100.51')
const api = () => process.env.API_BASE_URL!
const FIXTURES = path.resolve(__dirname, '../../../e2e/fixtures/scans')
const JPEG = { bytes: readFileSync(path.join(FIXTURES, 'passport-first.jpg')), name: 'photo.jpg', type: 'image/jpeg' }
const CENTRE = { lat: 44.8967624, lon: 37.3115879 }

/** Cyrillic letters only (the profile's name rule), different on every run. */
const word = () =>
  Array.from({ length: 8 }, () => 'абвгдежзиклмнопрстуфхцчшэюя'[Math.floor(Math.random() * 27)]).join('')
const RUN = word()
const PUBLIC_TEXT = `Публичная яма ${RUN} на тротуаре у остановки, нужен ремонт покрытия`
const PRIVATE_TEXT = `Личная просьба ${RUN}-тайна о начислениях за квартиру, прошу проверить`
const PERSONAL_TOPIC_TEXT = `Шумят соседи ${RUN}-личное по ночам, прошу разобраться с ними`
const NAME = `Леопольдина${word()}`
const LASTNAME = `Ферапонтова${word()}`
const EMAIL = `resident-${RUN.length}${Date.now()}@example.org`

type Json = Record<string, unknown>
type Raw = { status: number; text: string; json: unknown; headers: Headers }

async function raw(route: string, init: RequestInit = {}): Promise<Raw> {
  const response = await fetch(`${api()}${route}`, init)
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    json = null
  }
  return { status: response.status, text, json, headers: response.headers }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

type Topic = { id: string; name: string; personal: boolean }
let topics: Topic[] = []
let token = ''
let phone = ''
let ownerId = ''
const requestIds: string[] = []
let publicNumber = ''
let privateNumber = ''
let personalNumber = ''
let approvedPhoto = ''
let unapprovedPhoto = ''
const noise = () => topics.find((t) => t.name === 'Шум')!

async function fileAppeal(topicId: string, text: string, extra: Json = {}) {
  const requestId = crypto.randomUUID()
  requestIds.push(requestId)
  const answer = await post(
    '/v1/appeals',
    { topic_id: topicId, text, location: CENTRE, request_id: requestId, consent: true, ...extra },
    token,
  )
  expect(answer.status).toBe(200)
  return answer.body.data as { id: string; number: string; is_public: boolean }
}

beforeAll(async () => {
  topics = (await get('/v1/appeals/topics')).body.data as unknown as Topic[]
  // «Шум» becomes a personal topic for this suite (restored after it).
  expect((await asEditor('PATCH', `/api/appeal-topics/${noise().id}`, { personal: true })).status).toBe(200)

  token = await signUp()
  const profile = await call('PUT', '/v1/user', { body: { name: NAME, lastname: LASTNAME, email: EMAIL }, token })
  expect(profile.status).toBe(200)
  const me = (await get('/v1/user', token)).body.data as { phone: string; id?: string | number }
  phone = String(me.phone).replace(/\D/g, '')

  const first = (await upload('/v1/appeals/photos', token, JPEG)).body.data as { id: string }
  const second = (await upload('/v1/appeals/photos', token, JPEG)).body.data as { id: string }
  approvedPhoto = first.id
  unapprovedPhoto = second.id
  const street = topics.find((t) => t.name === 'Благоустройство')!
  const publicAppeal = await fileAppeal(street.id, PUBLIC_TEXT, { photo_ids: [approvedPhoto, unapprovedPhoto] })
  expect(publicAppeal.is_public).toBe(true)
  publicNumber = publicAppeal.number
  const privateAppeal = await fileAppeal(street.id, PRIVATE_TEXT, { is_public: false })
  expect(privateAppeal.is_public).toBe(false)
  privateNumber = privateAppeal.number
  const personal = await fileAppeal(noise().id, PERSONAL_TOPIC_TEXT)
  expect(personal.is_public).toBe(false)
  personalNumber = personal.number

  expect((await asEditor('PATCH', `/api/appeal-photos/${approvedPhoto}`, { approved_for_public: true })).status).toBe(
    200,
  )
  const stored = await asEditor<{ owner: number | { id: number } }>('GET', `/api/appeals/${publicAppeal.id}?depth=0`)
  ownerId = String(typeof stored.json.owner === 'object' ? stored.json.owner.id : stored.json.owner)
  // A status change with a note, so the public history and Open311's status_notes have one.
  expect(
    (await asEditor('PATCH', `/api/appeals/${publicAppeal.id}`, { status: 'accepted', status_note: 'Передали в ЖКХ' }))
      .status,
  ).toBe(200)
})

afterAll(async () => {
  await asEditor('PATCH', `/api/appeal-topics/${noise().id}`, { personal: false })
})

describe('the public read model', () => {
  it('lists public appeals only, with approved photos only and nothing personal', async () => {
    const list = await get('/v1/public/appeals?per_page=100')
    expect(list.status).toBe(200)
    const items = list.body.data as unknown as Json[]
    const numbers = items.map((a) => a.number)
    expect(numbers).toContain(publicNumber)
    expect(numbers).not.toContain(privateNumber)
    expect(numbers).not.toContain(personalNumber)
    const mine = items.find((a) => a.number === publicNumber)!
    expect(Object.keys(mine).sort()).toEqual(
      [
        'address',
        'answer_photos',
        'created_at',
        'duplicate_of',
        'expected_datetime',
        'history',
        'location',
        'number',
        'photos',
        'referred_to',
        'scheduled_for',
        'status',
        'status_label',
        'supporters',
        'text',
        'topic',
        'updated_at',
      ].sort(),
    )
    expect((mine.photos as { id: string }[]).map((p) => p.id)).toEqual([approvedPhoto])
    expect((mine.history as { note: string | null }[]).map((h) => h.note)).toEqual([null, 'Передали в ЖКХ'])
  })

  it('filters by topic, status and box, and refuses malformed filters in words', async () => {
    const street = topics.find((t) => t.name === 'Благоустройство')!
    const numbersOf = async (query: string) =>
      ((await get(`/v1/public/appeals?per_page=100&${query}`)).body.data as unknown as Json[]).map((a) => a.number)
    expect(await numbersOf(`topic=${street.id}&status=accepted`)).toContain(publicNumber)
    expect(await numbersOf('status=new')).not.toContain(publicNumber)
    expect(await numbersOf('bbox=37.2,44.85,37.4,44.95')).toContain(publicNumber)
    expect(await numbersOf('bbox=37.5,45.0,37.6,45.1')).not.toContain(publicNumber)
    const bad = await get('/v1/public/appeals?bbox=1,2,3')
    expect(bad.status).toBe(400)
    expect(bad.body.data.message).toMatch(/bbox/)
    expect((await get('/v1/public/appeals?status=rejected')).status).toBe(400)
  })

  it('opens a public appeal by number; a private, personal-topic or malformed one is the same 404', async () => {
    expect((await get(`/v1/public/appeals/${publicNumber}`)).status).toBe(200)
    for (const number of [privateNumber, personalNumber, 'A-0000-000000', 'nonsense']) {
      const answer = await get(`/v1/public/appeals/${number}`)
      expect(answer.status).toBe(404)
      expect(answer.body.data.message).toBe('Обращение не найдено')
    }
  })

  it('serves an approved photo to anyone, and no other photo', async () => {
    const photo = await fetch(`${api()}/v1/public/appeals/photos/${approvedPhoto}`)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/jpeg')
    await photo.arrayBuffer()
    expect((await get(`/v1/public/appeals/photos/${unapprovedPhoto}`)).status).toBe(404)
  })
})

/** GeoReport v2's fields of a service request with the type each has here ('?' marks an optional one). */
const REQUEST_FIELDS: Record<string, (v: unknown) => boolean> = {
  service_request_id: (v) => typeof v === 'string' && /^A-\d{4}-\d{6}$/.test(v),
  status: (v) => v === 'open' || v === 'closed',
  status_notes: (v) => typeof v === 'string' && v.length > 0,
  service_name: (v) => typeof v === 'string' && v.length > 0,
  service_code: (v) => typeof v === 'string' && /^\d+$/.test(v),
  description: (v) => typeof v === 'string',
  agency_responsible: (v) => v === 'Служба заботы Анапы',
  requested_datetime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  updated_datetime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  expected_datetime: (v) => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
  address: (v) => v === null || typeof v === 'string',
  lat: (v) => v === null || (typeof v === 'number' && Number.isFinite(v)),
  long: (v) => v === null || (typeof v === 'number' && Number.isFinite(v)),
  'media_url?': (v) => typeof v === 'string' && /^https?:\/\/.+\/v1\/public\/appeals\/photos\//.test(v),
}

function expectServiceRequest(request: Json) {
  for (const [spec, valid] of Object.entries(REQUEST_FIELDS)) {
    const name = spec.replace('?', '')
    if (spec.endsWith('?') && !(name in request)) continue
    expect({ field: name, ok: name in request && valid(request[name]) }).toEqual({ field: name, ok: true })
  }
  // Nothing beyond the standard's list.
  const known = Object.keys(REQUEST_FIELDS).map((s) => s.replace('?', ''))
  expect(Object.keys(request).filter((k) => !known.includes(k))).toEqual([])
}

describe('Open311 GeoReport v2', () => {
  it('names its endpoints in discovery.json', async () => {
    const answer = await raw('/open311/v2/discovery.json')
    expect(answer.status).toBe(200)
    const discovery = answer.json as { endpoints: { url: string; specification: string; formats: string[] }[] }
    expect(discovery.endpoints[0]).toMatchObject({
      specification: 'http://wiki.open311.org/GeoReport_v2',
      formats: ['application/json'],
    })
    expect(discovery.endpoints[0]!.url).toMatch(/\/open311\/v2$/)
  })

  it('lists one service per topic with the standard fields and types, and each definition', async () => {
    const services = (await raw('/open311/v2/services.json')).json as Json[]
    expect(services.map((s) => s.service_name)).toEqual(topics.map((t) => t.name))
    for (const service of services) {
      expect(Object.keys(service).sort()).toEqual(
        ['description', 'group', 'keywords', 'metadata', 'service_code', 'service_name', 'type'].sort(),
      )
      expect(service).toMatchObject({ metadata: false, type: 'realtime' })
      for (const field of ['service_code', 'service_name', 'description', 'keywords', 'group'])
        expect(typeof service[field]).toBe('string')
    }
    const definition = await raw(`/open311/v2/services/${services[0]!.service_code}.json`)
    expect(definition.json).toEqual({ service_code: services[0]!.service_code, attributes: [] })
    const unknown = await raw('/open311/v2/services/999999.json')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual([{ code: 404, description: 'Услуга с таким service_code не найдена' }])
  })

  it('gives every public appeal in requests.json with the standard fields and types', async () => {
    const answer = await raw('/open311/v2/requests.json?page_size=500')
    expect(answer.status).toBe(200)
    const requests = answer.json as Json[]
    expect(requests.length).toBeGreaterThan(0)
    requests.forEach(expectServiceRequest)
    const ids = requests.map((r) => r.service_request_id)
    expect(ids).toContain(publicNumber)
    expect(ids).not.toContain(privateNumber)
    expect(ids).not.toContain(personalNumber)
    expect(Number(answer.headers.get('x-total-count'))).toBeGreaterThanOrEqual(requests.length)
    const mine = requests.find((r) => r.service_request_id === publicNumber)!
    expect(mine).toMatchObject({ status: 'open', status_notes: 'Принято. Передали в ЖКХ', description: PUBLIC_TEXT })
    expect(mine.media_url).toBe(`${api()}/v1/public/appeals/photos/${approvedPhoto}`)
  })

  it('filters requests.json by status, service_code and dates, and refuses malformed values', async () => {
    const ids = async (query: string) =>
      ((await raw(`/open311/v2/requests.json?${query}`)).json as Json[]).map((r) => r.service_request_id)
    const street = topics.find((t) => t.name === 'Благоустройство')!
    expect(await ids('status=open')).toContain(publicNumber)
    expect(await ids('status=closed')).not.toContain(publicNumber)
    expect(await ids(`service_code=${street.id}`)).toContain(publicNumber)
    expect(await ids(`service_code=${noise().id}`)).not.toContain(publicNumber)
    expect(await ids('start_date=2000-01-01T00:00:00Z&end_date=2000-02-01T00:00:00Z')).toEqual([])
    expect(await ids(`service_request_id=${publicNumber},${privateNumber}`)).toEqual([publicNumber])
    const bad = await raw('/open311/v2/requests.json?status=pending')
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual([
      { code: 400, description: 'Параметр status принимает значения open и closed через запятую' },
    ])
    expect((await raw('/open311/v2/requests.json?start_date=вчера')).status).toBe(400)
  })

  it('gives one request as an array of one; a private one is a 404', async () => {
    const one = await raw(`/open311/v2/requests/${publicNumber}.json`)
    expect(one.status).toBe(200)
    expect((one.json as Json[]).length).toBe(1)
    expectServiceRequest((one.json as Json[])[0]!)
    expect((await raw(`/open311/v2/requests/${privateNumber}.json`)).status).toBe(404)
    expect((await raw(`/open311/v2/requests/${publicNumber}.xml`)).status).toBe(400)
  })
})

describe('no public answer carries a private appeal or anything personal', () => {
  it('scans every public answer for the private texts, the resident and their ids', async () => {
    const routes = [
      '/v1/public/appeals?per_page=100',
      `/v1/public/appeals?per_page=100&topic=${noise().id}`,
      `/v1/public/appeals/${publicNumber}`,
      '/open311/v2/requests.json?page_size=500',
      `/open311/v2/requests.json?service_request_id=${privateNumber},${personalNumber},${publicNumber}`,
      `/open311/v2/requests/${publicNumber}.json`,
      `/open311/v2/requests/${privateNumber}.json`,
      '/open311/v2/services.json',
      `/v1/search?query=${encodeURIComponent(`${RUN}-тайна`)}`,
      `/v1/search?query=${encodeURIComponent(RUN)}`,
      `/v1/search?query=${encodeURIComponent(NAME)}`,
      '/v1/sitemap',
    ]
    const secrets = [
      `${RUN}-тайна`,
      `${RUN}-личное`,
      privateNumber,
      personalNumber,
      NAME,
      LASTNAME,
      EMAIL,
      phone,
      phone.slice(1),
      ...requestIds,
    ]
    for (const route of routes) {
      const { status, text } = await raw(route)
      expect({ route, status: status < 500 }).toEqual({ route, status: true })
      for (const secret of secrets)
        expect({ route, leaks: text.includes(secret) ? secret : null }).toEqual({ route, leaks: null })
      // Catalogue entries in search have contacts of their own; appeal answers have none at all.
      const appealAnswer = route.startsWith('/v1/public') || route.startsWith('/open311')
      const keys = ['"owner"', '"request_id"', '"consent_at"', '"submitter"', '"answer"']
      for (const key of appealAnswer ? [...keys, '"phone"', '"email"'] : keys)
        expect({ route, key: text.includes(key) ? key : null }).toEqual({ route, key: null })
      // The owner's id is not a field anywhere; as a value it could be any number, so only its field is checked.
      expect(text.includes(`"owner_id":${ownerId}`)).toBe(false)
    }
  })
})

describe('POST requests.json from partner apps', () => {
  const key = `test-${crypto.randomUUID().replace(/-/g, '')}`
  let keyId = ''
  const filing = (extra: Record<string, string> = {}) => ({
    api_key: key,
    service_code: topics.find((t) => t.name === 'Благоустройство')!.id,
    lat: '44.8967',
    long: '37.3116',
    description: `Сломана скамейка ${RUN}-партнёр в сквере у фонтана, торчат гвозди`,
    first_name: 'Партнёрий',
    email: 'partner-user@example.org',
    phone: '+7 (918) 000-11-22',
    ...extra,
  })

  beforeAll(async () => {
    const created = await asEditor<{ doc: Json }>('POST', '/api/open311-keys', {
      name: 'Тестовое приложение',
      key,
      hourly_limit: 2,
    })
    expect(created.status).toBe(201)
    // Only the hash is kept: the key is not in the stored document, nor is its hash readable.
    expect(created.json.doc.key ?? null).toBeNull()
    expect(created.json.doc.key_hash).toBeUndefined()
    expect(created.json.doc.key_prefix).toBe(key.slice(0, 8))
    keyId = String(created.json.doc.id)
  })

  it('refuses a filing without a key, or with an unknown one, in the standard error format', async () => {
    const { api_key: _dropped, ...withoutKey } = filing()
    const missing = await raw('/open311/v2/requests.json', form(withoutKey))
    expect(missing.status).toBe(403)
    expect(missing.json).toEqual([{ code: 403, description: 'Не указан api_key или ключ недействителен' }])
    expect((await raw('/open311/v2/requests.json', form(filing({ api_key: `x${key}` })))).status).toBe(403)
  })

  it('files with a valid key an appeal held for moderation, public only once an editor releases it', async () => {
    const answer = await raw('/open311/v2/requests.json', form(filing()))
    expect(answer.status).toBe(201)
    const [created] = answer.json as { service_request_id: string; service_notice: string }[]
    const number = created!.service_request_id
    expect(number).toMatch(/^A-\d{4}-\d{6}$/)
    expect((await raw(`/open311/v2/requests/${number}.json`)).status).toBe(404)
    const listed = (await raw('/open311/v2/requests.json?page_size=500')).json as Json[]
    expect(listed.map((r) => r.service_request_id)).not.toContain(number)
    expect((await get(`/v1/public/appeals/${number}`)).status).toBe(404)

    const stored = await asEditor<{ docs: Json[] }>('GET', `/api/appeals?where[number][equals]=${number}&depth=0`)
    const appeal = stored.json.docs[0]!
    expect(appeal).toMatchObject({ held: true, is_public: true, source: 'open311', status: 'new' })
    expect(appeal.submitter).toMatchObject({ first_name: 'Партнёрий', phone: '79180001122' })
    expect(String(appeal.open311_key)).toBe(keyId)

    expect((await asEditor('PATCH', `/api/appeals/${String(appeal.id)}`, { held: false })).status).toBe(200)
    const released = await raw(`/open311/v2/requests/${number}.json`)
    expect(released.status).toBe(200)
    expect(released.text).not.toContain('Партнёрий')
    expect(released.text).not.toContain('partner-user@example.org')
    expect(released.text).not.toContain('79180001122')
  })

  it('accepts JSON too, and refuses bad fields in words without counting them', async () => {
    const bad = await raw('/open311/v2/requests.json', form(filing({ description: 'коротко', lat: '', long: '' })))
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual([
      { code: 400, description: 'Укажите место: lat и long или address_string' },
      { code: 400, description: 'description: Минимальная длина 20 символов' },
    ])
    const json = await raw('/open311/v2/requests.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(filing({ address_string: 'ул. Крымская, 1' })),
    })
    expect(json.status).toBe(201)
  })

  it('limits filings per key: the hour of this key is spent', async () => {
    const answer = await raw('/open311/v2/requests.json', form(filing()))
    expect(answer.status).toBe(429)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((answer.json as { code: number }[])[0]!.code).toBe(429)
  })

  it('refuses a revoked key', async () => {
    expect((await asEditor('PATCH', `/api/open311-keys/${keyId}`, { revoked: true })).status).toBe(200)
    const answer = await raw('/open311/v2/requests.json', form(filing()))
    expect(answer.status).toBe(403)
  })
})
