import { malformedScans, scanFixture, VALID_SCANS, type MalformedScan } from '@anapa/shared/testing/malformedScans'
import { residentSignUp } from '@/lib/test/gatewayResidents'
import { localSite } from '@/lib/test/localSite'
import { proxyAppealPhotoUpload, proxyScanUpload } from './scanProxy'

/**
 * The site's streaming upload route (pages/api/uploads/[kind]) in front of the real CMS, with files
 * that pass the magic-byte check but do not open: the resident gets the CMS's 422 and its Russian
 * message, never a 502 (the CMS used to answer these with 500). Valid fixtures still go through.
 */
// This file's own made-up client address and phone prefix, so its sign-ups use their own limits.
const CLIENT = '198.51.100.89'
const CORRUPT = 'Файл повреждён или не является изображением/PDF'
const api = () => process.env.API_BASE_URL!

const newResident = residentSignUp({ clientIp: CLIENT, phonePrefix: '7918' })

const site = localSite((req, res, pathname) => {
  const kind = pathname.split('/').pop()
  if (kind === 'appeal-photo') void proxyAppealPhotoUpload(req, res)
  else void proxyScanUpload(req, res, kind)
})

async function cmsPost(route: string, token: string, body: unknown) {
  const response = await fetch(`${api()}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': CLIENT },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Record<string, unknown> }
}

/** A new resident with one car and a draft application: their token and the draft's code. */
async function residentWithDraft(): Promise<{ token: string; code: string }> {
  const { token } = await newResident()
  const digits = String(Math.floor(Math.random() * 900) + 100)
  const plate = `М${digits}ОР93`
  await cmsPost('/v1/car/add', token, { state_registration_plate: plate, name: 'Шкода Октавия' })
  const created = await cmsPost('/v1/statement/create', token, { state_registration_plate: plate })
  return { token, code: created.data.statement_code as string }
}

/** A file as the browser sends it to the site's route, with the session cookie and the site's origin. */
async function throughSite(path: string, token: string, file: Pick<MalformedScan, 'bytes' | 'filename' | 'type'>) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename)
  const response = await fetch(`${site.url()}${path}`, {
    method: 'POST',
    headers: { cookie: `token=${token}`, origin: 'http://portal.test', 'x-forwarded-for': CLIENT },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } }
}

const MALFORMED = malformedScans()

describe('the scan upload route with files that do not decode', () => {
  let draft: { token: string; code: string }
  const scanPath = () => `/api/uploads/passport_first?statement_code=${encodeURIComponent(draft.code)}`
  beforeAll(async () => {
    draft = await residentWithDraft()
  })

  it.each(MALFORMED.map((scan) => [scan.name, scan] as const))(
    'answers %s with the CMS’s 422, not a 502',
    async (_name, scan) => {
      const answer = await throughSite(scanPath(), draft.token, scan)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ data: { message: CORRUPT, fields: { file: CORRUPT } } })
    },
  )

  it('still passes every valid fixture through', async () => {
    for (const { name, type } of VALID_SCANS) {
      const answer = await throughSite(scanPath(), draft.token, { bytes: scanFixture(name), filename: name, type })
      expect({ name, status: answer.status, mime: answer.body.data.mime_type }).toEqual({
        name,
        status: 200,
        mime: type,
      })
    }
  })
})

describe('the appeal photo upload route with pictures that do not decode', () => {
  let token = ''
  beforeAll(async () => {
    token = (await newResident()).token
  })

  it.each(MALFORMED.filter((scan) => scan.photo).map((scan) => [scan.name, scan] as const))(
    'answers %s with the CMS’s 422, not a 502',
    async (_name, scan) => {
      const answer = await throughSite('/api/uploads/appeal-photo', token, scan)
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ data: { message: CORRUPT, fields: { file: CORRUPT } } })
    },
  )

  it('still passes a valid photo through', async () => {
    const answer = await throughSite('/api/uploads/appeal-photo', token, {
      bytes: scanFixture('passport-first.jpg'),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    })
    expect(answer.status).toBe(200)
    expect(answer.body.data.mime_type).toBe('image/jpeg')
  })
})
