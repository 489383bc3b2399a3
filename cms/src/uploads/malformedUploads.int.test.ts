import { SCAN_MESSAGES } from '@anapa/shared/statements/scans'
import { malformedScans, scanFixture, VALID_SCANS } from '@anapa/shared/testing/malformedScans'
import { residentClient } from '@/testing/residentClient'

/**
 * Files that pass the magic-byte check but do not open (uploads/decodes.ts), against the real CMS:
 * each is refused with 422 and one Russian message on both private upload calls, where Payload's
 * own image handling used to answer 500; the valid fixtures are still accepted. Every answer is
 * also checked against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { call, post, upload, signUp } = residentClient('198.51.100.88')
const CORRUPT = 'Файл повреждён или не является изображением/PDF'

const PLATE_LETTERS = 'АВЕКМНОРСТУХ'
const letter = () => PLATE_LETTERS[Math.floor(Math.random() * PLATE_LETTERS.length)]!
const randomPlate = () => `${letter()}${String(Math.floor(Math.random() * 900) + 100)}${letter()}${letter()}93`

/** A new resident with one car and a draft application for it. */
async function residentWithDraft(): Promise<{ token: string; code: string }> {
  const token = await signUp()
  const plate = randomPlate()
  expect((await post('/v1/car/add', { state_registration_plate: plate, name: 'Лада Гранта' }, token)).status).toBe(200)
  const created = await post('/v1/statement/create', { state_registration_plate: plate }, token)
  expect(created.status).toBe(200)
  return { token, code: created.body.data.statement_code as string }
}

/** One scan as the permit wizard sends it: multipart with the draft's code and the document kind. */
async function uploadScan(token: string, code: string, file: { bytes: Buffer; filename: string; type: string }) {
  const form = new FormData()
  form.append('statement_code', code)
  form.append('kind', 'passport_first')
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename)
  const response = await fetch(`${process.env.API_BASE_URL}/v1/statement/resident-permits/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.88' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } }
}

const MALFORMED = malformedScans()

describe('permit scans that do not decode', () => {
  let draft: { token: string; code: string }
  beforeAll(async () => {
    draft = await residentWithDraft()
  })

  it('uses the message the contract names', () => {
    expect(SCAN_MESSAGES.corrupt).toBe(CORRUPT)
  })

  it.each(MALFORMED.map((scan) => [scan.name, scan] as const))('refuses %s with 422', async (_name, scan) => {
    const answer = await uploadScan(draft.token, draft.code, scan)
    expect(answer.status).toBe(422)
    expect(answer.body.data).toEqual({ message: CORRUPT, fields: { file: CORRUPT } })
  })

  it.each([
    ['a GIF header alone', Buffer.from('GIF89a'), 'image/gif'],
    ['a WebP header alone', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
  ])('refuses %s as a type the upload does not take (422)', async (_name, bytes, type) => {
    const answer = await uploadScan(draft.token, draft.code, { bytes, filename: 'scan.img', type })
    expect(answer.status).toBe(422)
    expect(answer.body.data).toEqual({ message: SCAN_MESSAGES.badType, fields: { file: SCAN_MESSAGES.badType } })
  })

  it('keeps none of them, and still accepts every valid fixture', async () => {
    const list = await call('GET', '/v1/statement/list', { token: draft.token })
    expect(list.text).not.toContain('"files":[{')
    for (const { name, type } of VALID_SCANS) {
      const answer = await uploadScan(draft.token, draft.code, { bytes: scanFixture(name), filename: name, type })
      expect({ name, status: answer.status, mime: answer.body.data.mime_type }).toEqual({
        name,
        status: 200,
        mime: type,
      })
    }
  })
})

describe('appeal photos that do not decode', () => {
  let token = ''
  beforeAll(async () => {
    token = await signUp()
  })

  it.each(MALFORMED.filter((scan) => scan.photo).map((scan) => [scan.name, scan] as const))(
    'refuses %s with 422',
    async (_name, scan) => {
      const answer = await upload('/v1/appeals/photos', token, {
        bytes: scan.bytes,
        name: scan.filename,
        type: scan.type,
      })
      expect(answer.status).toBe(422)
      expect(answer.body.data).toEqual({ message: CORRUPT, fields: { file: CORRUPT } })
    },
  )

  it('still accepts every valid picture fixture', async () => {
    for (const { name, type } of VALID_SCANS.filter((scan) => scan.photo)) {
      const answer = await upload('/v1/appeals/photos', token, { bytes: scanFixture(name), name, type })
      expect({ name, status: answer.status, mime: answer.body.data.mime_type }).toEqual({
        name,
        status: 200,
        mime: type,
      })
    }
  })
})
