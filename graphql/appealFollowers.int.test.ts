import { randomUUID } from 'node:crypto'

import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'

/**
 * Nearby appeals, supporting and verdicts through the gateway against the real CMS
 * (docs/decisions/0053-duplicates-followers-and-verdicts.md): a visitor finds the appeal near its
 * point, a second resident supports it and never sees the author, nobody supports or rates a private
 * appeal, and the CMS's refusals arrive as their codes with the CMS's Russian words.
 */
const CLIENT = '198.51.100.87'
const gql = gatewayAs(CLIENT)
const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7923' })

/** A point of this run's own inside the Anapa box. */
const POINT = {
  lat: Number((44.7 + Math.random() * 0.4).toFixed(6)),
  lon: Number((37.05 + Math.random() * 0.6).toFixed(6)),
}

const CREATE = `mutation ($input: AppealInput!) { createAppeal(input: $input) { id number verdictDueUntil myVerdict } }`
const NEARBY = `query ($topicId: ID!, $lat: Float!, $lon: Float!) {
  nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) { number distanceM supporters href }
}`
const FOLLOWED = `{ followedAppeals { number supporters followedAt verdictDueUntil myVerdict text } }`
const FOLLOW = `mutation ($number: String!) { followAppeal(number: $number) { number supporters } }`
const UNFOLLOW = `mutation ($number: String!) { unfollowAppeal(number: $number) { number } }`
const VERDICT = `mutation ($number: String!, $verdict: AppealVerdict!, $note: String) {
  giveAppealVerdict(number: $number, verdict: $verdict, note: $note) { verdict status statusLabel }
}`

/** The admin's REST API as the seeded editor, as the admin UI calls it. */
async function asEditor(method: string, route: string, body: unknown) {
  const api = process.env.API_BASE_URL!
  const login = await fetch(`${api}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@anapa.local', password: process.env.SEED_EDITOR_PASSWORD }),
  })
  const { token } = (await login.json()) as { token: string }
  const response = await fetch(`${api}${route}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status }
}

let author = ''
let fan = ''
let topicId = ''
let open = { id: '', number: '' }
let hidden = { id: '', number: '' }

async function file(isPublic: boolean) {
  const created = await gql(author, CREATE, {
    input: {
      topic_id: topicId,
      text: 'Не горит фонарь у пешеходного перехода, вечером ничего не видно',
      location: POINT,
      request_id: randomUUID(),
      consent: true,
      is_public: isPublic,
    },
  })
  expect(created.errors).toBeUndefined()
  expect(created.data!.createAppeal).toMatchObject({ verdictDueUntil: null, myVerdict: null })
  return created.data!.createAppeal as { id: string; number: string }
}

beforeAll(async () => {
  ;[author, fan] = [(await newResident()).token, (await newResident()).token]
  const topics = await gql(null, '{ appealTopics { id name personal } }')
  topicId = (topics.data!.appealTopics as { id: string; personal: boolean }[]).find((t) => !t.personal)!.id
  open = await file(true)
  hidden = await file(false)
})

it('finds the public appeal near the point for a visitor, and never the private one', async () => {
  const near = await gql(null, NEARBY, { topicId, lat: POINT.lat, lon: POINT.lon })
  expect(near.errors).toBeUndefined()
  expect(near.data!.nearbyAppeals).toEqual([
    { number: open.number, distanceM: 0, supporters: 0, href: `/obrashcheniya/${open.number}` },
  ])
  const bad = await gql(null, NEARBY, { topicId: 'x', lat: POINT.lat, lon: POINT.lon })
  expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' })
})

it('lets a second resident support it, once, and refuses the author and the private appeal', async () => {
  const done = await gql(fan, FOLLOW, { number: open.number }, { idempotencyKey: randomUUID() })
  expect(done.errors).toBeUndefined()
  expect(done.data!.followAppeal).toEqual({ number: open.number, supporters: 1 })
  expect((await gql(fan, FOLLOW, { number: open.number })).data!.followAppeal.supporters).toBe(1)
  const own = await gql(author, FOLLOW, { number: open.number })
  expect(own.errors?.[0]).toMatchObject({ message: 'Это ваше обращение', extensions: { code: 'CONFLICT' } })
  const secret = await gql(fan, FOLLOW, { number: hidden.number })
  expect(secret.errors?.[0]).toMatchObject({ message: 'Обращение не найдено', extensions: { code: 'NOT_FOUND' } })
  const visitor = await gql(null, FOLLOW, { number: open.number })
  expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  const list = await gql(fan, FOLLOWED)
  expect(list.data!.followedAppeals).toMatchObject([{ number: open.number, supporters: 1, myVerdict: null }])
})

it('takes a dispute of «Решено» from a supporter and reopens the appeal', async () => {
  const resolved = await asEditor('PATCH', `/api/appeals/${open.id}`, {
    status: 'resolved',
    answer_text: 'Фонарь заменили',
  })
  expect(resolved.status).toBe(200)
  const list = await gql(fan, FOLLOWED)
  expect(list.data!.followedAppeals[0].verdictDueUntil).toEqual(expect.any(String))
  const mine = await gql(author, `query ($id: ID!) { appeal(id: $id) { verdictDueUntil myVerdict } }`, { id: open.id })
  expect(mine.data!.appeal.verdictDueUntil).toEqual(expect.any(String))
  const noNote = await gql(fan, VERDICT, { number: open.number, verdict: 'disputed' })
  expect(noNote.errors?.[0]?.extensions).toMatchObject({ fields: { note: 'Напишите, что осталось нерешённым' } })
  const secret = await gql(fan, VERDICT, { number: hidden.number, verdict: 'confirmed' })
  expect(secret.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  const given = await gql(fan, VERDICT, { number: open.number, verdict: 'disputed', note: 'Фонарь так и не горит' })
  expect(given.errors).toBeUndefined()
  expect(given.data!.giveAppealVerdict).toEqual({ verdict: 'disputed', status: 'in_progress', statusLabel: 'В работе' })
  const again = await gql(fan, VERDICT, { number: open.number, verdict: 'confirmed' })
  expect(again.errors?.[0]).toMatchObject({
    message: 'Оценить можно только обращение в статусе «Решено»',
    extensions: { code: 'CONFLICT' },
  })
})

it('stops supporting', async () => {
  expect((await gql(fan, UNFOLLOW, { number: open.number })).data!.unfollowAppeal).toEqual({ number: open.number })
  const none = await gql(fan, UNFOLLOW, { number: open.number })
  expect(none.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  expect((await gql(fan, FOLLOWED)).data!.followedAppeals).toEqual([])
})
