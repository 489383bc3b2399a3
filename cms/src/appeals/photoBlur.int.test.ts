import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { BLUR_MESSAGES } from '@/appeals/blurRegions'
import { blurFixture, FIXTURE_OUTSIDE, FIXTURE_REGION, regionStats } from '@/testing/blurFixture'
import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * The blur tool against the real CMS (docs/decisions/0056-photo-blur.md): an approved photo reaches
 * the public only as a re-encoded copy with the editor's areas blurred and no EXIF (GPS included);
 * a bad list of areas is refused in Russian; the author still gets the original; a missing copy is
 * made again on request, and a withdrawn approval removes it.
 */
const { get, post, upload, signUp } = residentClient('198.51.100.57')
const api = () => process.env.API_BASE_URL!
const copiesDir = () => path.join(process.env.INTEGRATION_DATA_DIR!, 'appeal-photos-blurred')

let token = ''
let original: Buffer
let photoId = ''

async function bytes(route: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api()}${route}`, { headers })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

const publicPhoto = () => bytes(`/v1/public/appeals/photos/${photoId}`)

beforeAll(async () => {
  token = await signUp()
  original = await blurFixture('jpeg')
  const uploaded = await upload('/v1/appeals/photos', token, {
    bytes: original,
    name: 'street.jpg',
    type: 'image/jpeg',
  })
  expect(uploaded.status).toBe(200)
  photoId = (uploaded.body.data as { id: string }).id
  const topics = (await get('/v1/appeals/topics')).body.data as unknown as { id: string; name: string }[]
  const street = topics.find((topic) => topic.name === 'Благоустройство')!
  const appeal = await post(
    '/v1/appeals',
    {
      topic_id: street.id,
      text: 'Разбитый тротуар у остановки, машины паркуются прямо на нём',
      location: { lat: 44.8967624, lon: 37.3115879 },
      request_id: crypto.randomUUID(),
      consent: true,
      is_public: true,
      photo_ids: [photoId],
    },
    token,
  )
  expect(appeal.status).toBe(200)
})

describe('the areas an editor marks', () => {
  it.each([
    ['a number past the picture', [{ x: 0.5, y: 0.5, w: 0.9, h: 0.1 }], BLUR_MESSAGES.outside(1)],
    ['a region without a size', [{ x: 0.1, y: 0.1, w: 0, h: 0.2 }], BLUR_MESSAGES.empty(1)],
    ['text instead of numbers', [{ x: 'лево', y: 0, w: 1, h: 1 }], BLUR_MESSAGES.badRegion(1)],
    ['not a list', { x: 0, y: 0, w: 1, h: 1 }, BLUR_MESSAGES.notList],
    ['too many regions', Array.from({ length: 21 }, () => FIXTURE_REGION), BLUR_MESSAGES.tooMany],
  ])('refuses %s with a 400 in Russian', async (_, blur_regions, message) => {
    const answer = await asEditor<{ errors: { message: string; data?: { errors?: { message: string }[] } }[] }>(
      'PATCH',
      `/api/appeal-photos/${photoId}`,
      { blur_regions },
    )
    expect(answer.status).toBe(400)
    const messages = answer.json.errors.flatMap((error) => [
      error.message,
      ...(error.data?.errors ?? []).map((e) => e.message),
    ])
    expect(messages).toContain(message)
    for (const text of messages) {
      expect(text).toMatch(/[А-Яа-яЁё]/)
      expect(text).not.toMatch(/following|invalid|error|stack|\bat\s/i)
    }
    expect(JSON.stringify(answer.json)).not.toMatch(/stack|node_modules/)
  })

  it('keeps an unapproved photo private, whatever its areas', async () => {
    expect((await publicPhoto()).status).toBe(404)
  })
})

describe('the public copy', () => {
  beforeAll(async () => {
    const saved = await asEditor<{ doc: { blur_regions: unknown } }>('PATCH', `/api/appeal-photos/${photoId}`, {
      approved_for_public: true,
      blur_regions: [{ ...FIXTURE_REGION, note: 'отброшено' }],
    })
    expect(saved.status).toBe(200)
    // Only the four numbers are stored.
    expect(saved.json.doc.blur_regions).toEqual([FIXTURE_REGION])
  })

  it('is made when the editor approves the photo', () => {
    expect(existsSync(path.join(copiesDir(), photoId))).toBe(true)
  })

  it('is re-encoded, keeps no EXIF and blurs the marked area only', async () => {
    const copy = await publicPhoto()
    expect(copy.status).toBe(200)
    expect(copy.type).toBe('image/jpeg')
    expect(copy.body.equals(original)).toBe(false)
    const meta = await sharp(copy.body).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(copy.body.includes(Buffer.from('TestPhone'))).toBe(false)

    const before = await regionStats(original, FIXTURE_REGION)
    const after = await regionStats(copy.body, FIXTURE_REGION)
    expect(before.stdev).toBeGreaterThan(100)
    expect(after.stdev).toBeLessThan(before.stdev / 4)

    const outsideBefore = await regionStats(original, FIXTURE_OUTSIDE)
    const outsideAfter = await regionStats(copy.body, FIXTURE_OUTSIDE)
    outsideBefore.mean.forEach((mean, channel) => expect(Math.abs(mean - outsideAfter.mean[channel]!)).toBeLessThan(3))
  })

  it("leaves the author's own view the original, EXIF and all", async () => {
    const own = await bytes(`/v1/appeals/photos/${photoId}`, {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': '198.51.100.57',
    })
    expect(own.status).toBe(200)
    expect(own.body.equals(original)).toBe(true)
    expect((await sharp(own.body).metadata()).exif).toBeDefined()
  })

  it('follows the areas when the editor changes them', async () => {
    expect((await asEditor('PATCH', `/api/appeal-photos/${photoId}`, { blur_regions: [] })).status).toBe(200)
    // No areas: the pattern is sharp again, in a copy that is still re-encoded without EXIF.
    const unblurred = await publicPhoto()
    expect((await regionStats(unblurred.body, FIXTURE_REGION)).stdev).toBeGreaterThan(100)
    expect((await sharp(unblurred.body).metadata()).exif).toBeUndefined()
    expect((await asEditor('PATCH', `/api/appeal-photos/${photoId}`, { blur_regions: [FIXTURE_REGION] })).status).toBe(
      200,
    )
    expect((await regionStats((await publicPhoto()).body, FIXTURE_REGION)).stdev).toBeLessThan(30)
  })

  it('is made again on request when it is missing (a photo approved before copies existed)', async () => {
    rmSync(path.join(copiesDir(), photoId), { recursive: true, force: true })
    const copy = await publicPhoto()
    expect(copy.status).toBe(200)
    expect((await sharp(copy.body).metadata()).exif).toBeUndefined()
    expect((await regionStats(copy.body, FIXTURE_REGION)).stdev).toBeLessThan(30)
    expect(existsSync(path.join(copiesDir(), photoId))).toBe(true)
  })

  it('is removed when the approval is withdrawn', async () => {
    expect((await asEditor('PATCH', `/api/appeal-photos/${photoId}`, { approved_for_public: false })).status).toBe(200)
    expect((await publicPhoto()).status).toBe(404)
    expect(existsSync(path.join(copiesDir(), photoId))).toBe(false)
  })
})
