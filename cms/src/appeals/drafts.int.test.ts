import { randomUUID } from 'node:crypto'

import { backdate } from '@/testing/backdate'
import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Unsent appeals saved on the server (docs/decisions/0035-drafts-on-the-server-and-confirmation.md),
 * against the real CMS: a draft is saved and read back by its owner only (another resident
 * gets 404 and cannot overwrite it), listed until the appeal is sent with the same request id, deleted
 * by the owner, and swept 30 days after its last save. Every answer is checked against
 * docs/api/openapi.yaml too.
 */
const { call, get, post, signUp } = residentClient('198.51.100.129')
const DAY = 86_400_000
// The sweep runs every 2 s in the integration CMS (lib/test/cmsGlobalSetup.mjs).
jest.setTimeout(60_000)

type Draft = {
  request_id: string
  topic_id: string
  text: string
  location: unknown
  updated_at: string
  expires_at: string
}
const drafts = async (token: string) => (await get('/v1/appeals/drafts', token)).body.data as unknown as Draft[]
const CENTRE = { lat: 44.8967624, lon: 37.3115879 }
const TEXT = 'Во дворе дома на улице Горького третью неделю не вывозят мусор'

async function topicId(): Promise<string> {
  const topics = (await get('/v1/appeals/topics')).body.data as unknown as { id: string }[]
  return topics[0]!.id
}

async function waitUntil(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return check()
}

describe('appeal drafts on the server', () => {
  it('saves a draft and reads it back for the owner only; another resident gets 404 and cannot overwrite it', async () => {
    const a = await signUp()
    const b = await signUp()
    const id = randomUUID()
    const saved = await post('/v1/appeals/drafts', { request_id: id, text: 'Яма на', location: CENTRE }, a)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      request_id: id,
      text: 'Яма на',
      topic_id: '',
      location: CENTRE,
      photos: [],
      // Not chosen yet: the form follows the topic.
      is_public: null,
    })
    const draft = saved.body.data as unknown as Draft
    expect(new Date(draft.expires_at).getTime() - new Date(draft.updated_at).getTime()).toBe(30 * DAY)

    // Saving again replaces what it held, the resident's choice of who sees the appeal included.
    expect(
      (await post('/v1/appeals/drafts', { request_id: id, text: 'Яма на дороге', is_public: false }, a)).status,
    ).toBe(200)
    const read = await get(`/v1/appeals/drafts/${id}`, a)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ request_id: id, text: 'Яма на дороге', location: null, is_public: false })
    expect((await drafts(a)).map((d) => d.request_id)).toEqual([id])

    // B: 404 on A's draft, nothing of A's in B's list; B's save under A's request id is B's own draft.
    const foreign = await get(`/v1/appeals/drafts/${id}`, b)
    expect(foreign.status).toBe(404)
    expect(foreign.body.data.message).toBe('Черновик не найден')
    expect((await call('DELETE', `/v1/appeals/drafts/${id}`, { token: b })).status).toBe(404)
    expect(await drafts(b)).toEqual([])
    expect((await post('/v1/appeals/drafts', { request_id: id, text: 'Чужой текст' }, b)).status).toBe(200)
    expect((await get(`/v1/appeals/drafts/${id}`, a)).body.data).toMatchObject({ text: 'Яма на дороге' })
    expect((await drafts(b)).map((d) => d.text)).toEqual(['Чужой текст'])

    // Bounds, not rules; anonymous calls are 401.
    const bad = await post('/v1/appeals/drafts', { request_id: 'x', text: 5 }, a)
    expect(bad.status).toBe(422)
    expect(bad.body.data.fields).toEqual({
      request_id: 'Некорректный идентификатор запроса',
      text: 'Значение должно быть строкой',
    })
    expect((await get('/v1/appeals/drafts')).status).toBe(401)
  })

  it('sending the appeal with the same request id deletes its draft; the owner deletes another', async () => {
    const a = await signUp()
    const sent = randomUUID()
    const kept = randomUUID()
    const topic = await topicId()
    expect((await post('/v1/appeals/drafts', { request_id: sent, topic_id: topic, text: TEXT }, a)).status).toBe(200)
    expect((await post('/v1/appeals/drafts', { request_id: kept, text: 'Ещё не дописано' }, a)).status).toBe(200)
    expect((await drafts(a)).map((d) => d.request_id).sort()).toEqual([sent, kept].sort())

    const filed = await post(
      '/v1/appeals',
      { topic_id: topic, text: TEXT, location: CENTRE, request_id: sent, consent: true },
      a,
    )
    expect(filed.status).toBe(200)
    expect((await drafts(a)).map((d) => d.request_id)).toEqual([kept])
    // A save still on its way after sending does not bring the draft back.
    const late = await post('/v1/appeals/drafts', { request_id: sent, text: TEXT }, a)
    expect(late.status).toBe(422)
    expect(late.body.data.message).toBe('Обращение уже отправлено')
    expect((await drafts(a)).map((d) => d.request_id)).toEqual([kept])

    expect((await call('DELETE', `/v1/appeals/drafts/${kept}`, { token: a })).body.data).toEqual({ success: true })
    expect(await drafts(a)).toEqual([])
    expect((await get(`/v1/appeals/drafts/${kept}`, a)).status).toBe(404)
  })

  it('deleting the account deletes its drafts too', async () => {
    const a = await signUp()
    const id = randomUUID()
    expect((await post('/v1/appeals/drafts', { request_id: id, text: 'Удалю аккаунт' }, a)).status).toBe(200)
    expect((await call('DELETE', '/v1/user', { token: a })).status).toBe(200)
    const left = await asEditor<{ totalDocs: number }>('GET', `/api/appeal-drafts?where[request_id][equals]=${id}`)
    expect(left.status).toBe(200)
    expect(left.json.totalDocs).toBe(0)
  })

  it('a draft not saved for 31 days is swept; one of 29 days stays', async () => {
    const a = await signUp()
    const [old, recent] = [randomUUID(), randomUUID()]
    expect((await post('/v1/appeals/drafts', { request_id: old, text: 'Старый' }, a)).status).toBe(200)
    expect((await post('/v1/appeals/drafts', { request_id: recent, text: 'Свежий' }, a)).status).toBe(200)
    // The drafts' database ids, read as the editor would (the contract keys them by request id).
    const rows = await asEditor<{ docs: { id: number; request_id: string }[] }>(
      'GET',
      `/api/appeal-drafts?where[request_id][in]=${old},${recent}&limit=2&depth=0`,
    )
    const idOf = (requestId: string) => rows.json.docs.find((d) => d.request_id === requestId)!.id
    await backdate('appeal_drafts', idOf(old), new Date(Date.now() - 31 * DAY))
    await backdate('appeal_drafts', idOf(recent), new Date(Date.now() - 29 * DAY))

    expect(await waitUntil(async () => (await drafts(a)).length === 1)).toBe(true)
    expect((await drafts(a)).map((d) => d.request_id)).toEqual([recent])
    expect((await get(`/v1/appeals/drafts/${old}`, a)).status).toBe(404)
  })
})
