import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { proxyAppealPhoto } from '@/lib/server/uploads/photoProxy'
import { proxyAppealPhotoUpload } from '@/lib/server/uploads/scanProxy'
import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'
import { localSite } from '@/lib/test/localSite'

/**
 * Object-level authorization of appeals through the gateway and the site's photo routes, against the
 * real CMS (docs/architecture.md#4-session-and-security-rules): resident B tries every appeal query and mutation, and
 * the photo route, on resident A's appeal and photos. 0 leaks: every attempt is NOT_FOUND (404) or answers only
 * about B, and A's appeal is unchanged afterwards.
 */
// This file's own made-up client address, so its sign-ups and appeals use their own limits.
const CLIENT = '198.51.100.78'
const FIXTURES = path.resolve(__dirname, '../e2e/fixtures/scans')

const gql = gatewayAs(CLIENT)

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7903' })
const signUp = async () => (await newResident()).token

/** The site's photo routes on a local port, in front of the real CMS. */
const site = localSite((req, res, pathname) => {
  if (pathname === '/api/uploads/appeal-photo') void proxyAppealPhotoUpload(req, res)
  else void proxyAppealPhoto(req, res, pathname.split('/').pop())
})

async function uploadPhoto(token: string, file = 'passport-first.jpg') {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(readFileSync(path.join(FIXTURES, file)))]), file)
  const response = await fetch(`${site.url()}/api/uploads/appeal-photo`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: 'http://portal.test', 'x-forwarded-for': CLIENT },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } }
}

const photoStatus = async (token: string, id: string) =>
  (
    await fetch(`${site.url()}/api/appeal-photos/${id}`, {
      headers: { cookie: `token=${token}`, 'x-forwarded-for': CLIENT },
    })
  ).status

const APPEAL_FIELDS =
  'id number text address location { lat lon } photos { id } status history { status } answer { text }'
const CREATE = `mutation ($input: AppealInput!) { createAppeal(input: $input) { ${APPEAL_FIELDS} } }`
const A_TEXT = 'Секретная яма у дома жителя А, глубокая и опасная для детей'

let a = ''
let b = ''
let topicId = ''
let aPhoto = ''
let aAppeal: Record<string, unknown> = {}
const aRequestId = randomUUID()

beforeAll(async () => {
  ;[a, b] = [await signUp(), await signUp()]
  const topics = await gql(null, '{ appealTopics { id name } }')
  expect(topics.errors).toBeUndefined()
  topicId = topics.data!.appealTopics[0].id
  const uploaded = await uploadPhoto(a)
  expect(uploaded.status).toBe(200)
  aPhoto = String(uploaded.body.data.id)
  const created = await gql(a, CREATE, {
    input: {
      topic_id: topicId,
      text: A_TEXT,
      location: { lat: 44.8951, lon: 37.3163 },
      photo_ids: [aPhoto],
      request_id: aRequestId,
      consent: true,
    },
  })
  expect(created.errors).toBeUndefined()
  aAppeal = created.data!.createAppeal
}, 60_000)

describe('appeals through the gateway against the real CMS', () => {
  it("A sees the appeal with its photo, and the photo through the site's route", async () => {
    const own = await gql(a, `query ($id: ID!) { appeal(id: $id) { ${APPEAL_FIELDS} } }`, { id: aAppeal.id })
    expect(own.data?.appeal).toEqual(aAppeal)
    expect(own.data?.appeal.photos).toEqual([{ id: aPhoto }])
    expect(await photoStatus(a, aPhoto)).toBe(200)
  })

  it('a repeat with the same request id files nothing twice', async () => {
    const again = await gql(a, CREATE, {
      input: {
        topic_id: topicId,
        text: A_TEXT,
        location: { lat: 44.8951, lon: 37.3163 },
        request_id: aRequestId,
        consent: true,
      },
    })
    expect(again.data?.createAppeal.id).toBe(aAppeal.id)
    const list = await gql(a, '{ appeals { items { id } pageInfo { total } } }')
    expect(list.data?.appeals.pageInfo.total).toBe(1)
  })

  it("the resident's choice of who sees it goes to the CMS; without one the topic decides", async () => {
    const topics = await gql(null, '{ appealTopics { id personal } }')
    expect(topics.errors).toBeUndefined()
    const topic = topics.data!.appealTopics.find((t: { id: string }) => t.id === topicId)
    // Filed without a choice, A's appeal follows its topic (docs/decisions/0051-public-appeals-and-open311.md).
    const first = await gql(a, 'query ($id: ID!) { appeal(id: $id) { isPublic } }', { id: aAppeal.id })
    expect(first.data?.appeal.isPublic).toBe(!topic.personal)
    const chosen = await gql(a, `mutation ($input: AppealInput!) { createAppeal(input: $input) { id isPublic } }`, {
      input: {
        topic_id: topicId,
        text: 'Сломана скамейка во дворе, торчат гвозди, опасно для детей',
        address: 'ул. Горького, 10',
        request_id: randomUUID(),
        consent: true,
        is_public: topic.personal,
      },
    })
    expect(chosen.errors).toBeUndefined()
    expect(chosen.data?.createAppeal.isPublic).toBe(topic.personal)
  })
})

describe('BOLA: resident B against resident A (0 leaks)', () => {
  it("B's appeal(id) on A's appeal is NOT_FOUND, with nothing of it", async () => {
    const result = await gql(b, `query ($id: ID!) { appeal(id: $id) { ${APPEAL_FIELDS} } }`, { id: aAppeal.id })
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(result.data).toBeNull()
    expect(JSON.stringify(result)).not.toContain('Секретная')
  })

  it("B's list does not include A's appeal", async () => {
    const result = await gql(b, '{ appeals { items { id text } pageInfo { total } } }')
    expect(result.errors).toBeUndefined()
    expect(result.data?.appeals.items.map((i: { id: string }) => i.id)).not.toContain(aAppeal.id)
    expect(JSON.stringify(result)).not.toContain('Секретная')
  })

  it("B cannot read A's photo through the site's route: 404", async () => {
    expect(await photoStatus(b, aPhoto)).toBe(404)
  })

  it("B cannot attach A's photo to an appeal of B's", async () => {
    const result = await gql(b, CREATE, {
      input: {
        topic_id: topicId,
        text: 'Моя собственная проблема у подъезда дома',
        address: 'ул. Мира, 1',
        photo_ids: [aPhoto],
        request_id: randomUUID(),
        consent: true,
      },
    })
    expect(result.errors?.[0]?.extensions?.code).toMatch(/^(BAD_USER_INPUT|NOT_FOUND)$/)
    expect(result.data).toBeNull()
    const list = await gql(b, '{ appeals { pageInfo { total } } }')
    expect(list.data?.appeals.pageInfo.total).toBe(0)
  })

  it("B reusing A's request id files B's own appeal, never answers A's", async () => {
    const result = await gql(b, CREATE, {
      input: {
        topic_id: topicId,
        text: 'Моя собственная проблема у подъезда дома',
        address: 'ул. Мира, 1',
        request_id: aRequestId,
        consent: true,
      },
    })
    expect(result.errors).toBeUndefined()
    expect(result.data?.createAppeal.id).not.toBe(aAppeal.id)
    expect(JSON.stringify(result)).not.toContain('Секретная')
  })

  it("A's appeal is unchanged afterwards", async () => {
    const own = await gql(a, `query ($id: ID!) { appeal(id: $id) { ${APPEAL_FIELDS} } }`, { id: aAppeal.id })
    expect(own.data?.appeal).toEqual(aAppeal)
    expect(await photoStatus(a, aPhoto)).toBe(200)
  })

  it('visitors get UNAUTHENTICATED on every private appeal field, and 401 from the photo routes', async () => {
    for (const query of ['{ appeals { items { id } } }', `{ appeal(id: "${String(aAppeal.id)}") { id } }`]) {
      expect((await gql(null, query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    }
    const create = await gql(null, CREATE, {
      input: { topic_id: topicId, text: A_TEXT, address: 'ул. Мира, 1', request_id: randomUUID(), consent: true },
    })
    expect(create.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect((await fetch(`${site.url()}/api/appeal-photos/${aPhoto}`)).status).toBe(401)
  })
})
