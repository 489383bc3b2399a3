import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { loginEditor } from '@anapa/shared/testing/editorApi'
import { proxyPublicAppealPhoto } from '@/lib/server/uploads/photoProxy'
import { proxyAppealPhotoUpload } from '@/lib/server/uploads/scanProxy'
import { gatewayAs, residentSignUp } from '@/lib/test/gatewayResidents'
import { localSite } from '@/lib/test/localSite'

/**
 * The public appeals through the gateway and the site's public photo route, against the real CMS
 * (docs/decisions/0051-public-appeals-and-open311.md): an appeal shown to all is listed and opened
 * by anyone, signed in or not, with only the photos an editor approved; a private one is neither
 * listed nor opened, and its photos are a 404 at the public route.
 */
const CLIENT = '198.51.100.131'
const FIXTURES = path.resolve(__dirname, '../e2e/fixtures/scans')
const api = () => process.env.API_BASE_URL!

const gql = gatewayAs(CLIENT)
const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7931' })

const site = localSite((req, res, pathname) => {
  if (pathname === '/api/uploads/appeal-photo') void proxyAppealPhotoUpload(req, res)
  else void proxyPublicAppealPhoto(req, res, pathname.split('/').pop())
})

async function uploadPhoto(token: string) {
  const form = new FormData()
  const file = 'passport-first.jpg'
  form.set('file', new Blob([new Uint8Array(readFileSync(path.join(FIXTURES, file)))]), file)
  const response = await fetch(`${site.url()}/api/uploads/appeal-photo`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: 'http://portal.test', 'x-forwarded-for': CLIENT },
    body: form,
  })
  expect(response.status).toBe(200)
  return String(((await response.json()) as { data: { id: string } }).data.id)
}

const CREATE = 'mutation ($input: AppealInput!) { createAppeal(input: $input) { id number } }'
const PUBLIC_FIELDS =
  'number topic { name } text status statusLabel closed address location { lat lon } photos { id url } history { status note } expectedDatetime'

const SHOWN_TEXT = 'Провал асфальта у школы номер два, яма глубиной в полметра'
const KEPT_TEXT = 'Личная просьба жителя о перерасчёте, не для всех глаз'

let shown = { id: '', number: '' }
let kept = { id: '', number: '' }
let approved = ''
let unapproved = ''
let keptPhoto = ''
let phone = ''

beforeAll(async () => {
  const resident = await newResident()
  phone = resident.phone
  const topics = await gql(null, '{ appealTopics { id } }')
  const topicId = topics.data!.appealTopics[0].id
  ;[approved, unapproved, keptPhoto] = [
    await uploadPhoto(resident.token),
    await uploadPhoto(resident.token),
    await uploadPhoto(resident.token),
  ]
  const file = async (text: string, isPublic: boolean, photoIds: string[]) => {
    const created = await gql(resident.token, CREATE, {
      input: {
        topic_id: topicId,
        text,
        address: 'ул. Школьная, 2',
        location: { lat: 44.8951, lon: 37.3163 },
        photo_ids: photoIds,
        request_id: randomUUID(),
        consent: true,
        is_public: isPublic,
      },
    })
    expect(created.errors).toBeUndefined()
    return created.data!.createAppeal as { id: string; number: string }
  }
  shown = await file(SHOWN_TEXT, true, [approved, unapproved])
  kept = await file(KEPT_TEXT, false, [keptPhoto])
  const editor = await loginEditor(api())
  for (const id of [approved, keptPhoto]) {
    const response = await fetch(`${api()}/api/appeal-photos/${id}`, {
      method: 'PATCH',
      headers: editor.headers,
      body: JSON.stringify({ approved_for_public: true }),
    })
    expect(response.status).toBe(200)
  }
}, 60_000)

describe('public appeals through the gateway', () => {
  it('lists an appeal shown to all, to anyone, with only its approved photo and nothing personal', async () => {
    for (const token of [null, (await newResident()).token]) {
      const list = await gql(token, `{ publicAppeals(perPage: 100) { items { ${PUBLIC_FIELDS} } pageInfo { total } } }`)
      expect(list.errors).toBeUndefined()
      const numbers = list.data!.publicAppeals.items.map((a: { number: string }) => a.number)
      expect(numbers).toContain(shown.number)
      expect(numbers).not.toContain(kept.number)
      const item = list.data!.publicAppeals.items.find((a: { number: string }) => a.number === shown.number)
      expect(item).toMatchObject({
        text: SHOWN_TEXT,
        status: 'new',
        statusLabel: 'Новое',
        closed: false,
        address: 'ул. Школьная, 2',
        location: { lat: 44.8951, lon: 37.3163 },
        photos: [{ id: approved, url: `/api/public-appeal-photos/${approved}` }],
      })
      expect(JSON.stringify(list.data)).not.toContain(phone.replace(/^\+?7/, ''))
    }
  })

  it('opens an appeal shown to all by its number; a private, unknown or malformed one is null', async () => {
    const one = await gql(null, `query ($n: String!) { publicAppeal(number: $n) { ${PUBLIC_FIELDS} } }`, {
      n: shown.number,
    })
    expect(one.data?.publicAppeal.text).toBe(SHOWN_TEXT)
    for (const n of [kept.number, 'A-2026-999999', '../v1/appeals', 'A-2026-00000%00']) {
      const missing = await gql(null, 'query ($n: String!) { publicAppeal(number: $n) { number } }', { n })
      expect(missing.errors).toBeUndefined()
      expect(missing.data?.publicAppeal).toBeNull()
    }
  })

  it('refuses a page size the contract does not allow, in Russian', async () => {
    const refused = await gql(null, '{ publicAppeals(perPage: 101) { pageInfo { total } } }')
    expect(refused.errors?.[0]?.message).toBe('Размер страницы — от 1 до 100')
  })

  it('streams an approved photo of a public appeal to anyone, and nothing else', async () => {
    const ok = await fetch(`${site.url()}/api/public-appeal-photos/${approved}`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toBe('image/jpeg')
    expect(ok.headers.get('cache-control')).toBe('public, max-age=60')
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    // Not approved; approved but of a private appeal; unknown; malformed.
    for (const id of [unapproved, keptPhoto, randomUUID(), 'nope']) {
      const refused = await fetch(`${site.url()}/api/public-appeal-photos/${id}`)
      expect(refused.status).toBe(404)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      expect(await refused.json()).toEqual({ data: { message: 'Не найдено' } })
    }
  })
})
