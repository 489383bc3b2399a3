import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { APPEAL_DAILY_LIMIT, APPEAL_MESSAGES, appealIsPublic, validateAppeal } from '@anapa/shared/appeals/appealSchema'
import { CONSENT_FIELD, consentError, consentRecord } from '@anapa/shared/privacy/consent'
import { appealAnswer, appealItems, newAppealNumber, toAppeal } from '@/appeals/appeals'
import { deleteAppealDraftOf } from '@/appeals/drafts'
import { PHOTO_MESSAGES } from '@/appeals/photos'
import { isUploadId } from '@/uploads/privateFiles'
import { readJsonObject } from '@/contract/body'
import { CHECK_FIELDS, fieldError } from '@/contract/fields'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { parseRecordId } from '@/contract/ids'
import { intParam, MAX_PAGE } from '@/contract/query'
import type { Appeal } from '@/payload-types'
import { residentFromRequest, type ResidentUser } from '@/residents/resident'

const PER_PAGE = 10
const DAY_MS = 86_400_000
const NUMBER_ATTEMPTS = 5
const TOPIC_UNKNOWN = 'Выберите тему из списка'

/** GET /v1/appeals?page=: the resident's appeals, newest first, 10 per page. */
export const GET = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const page = intParam(new URL(request.url).searchParams, 'page', 1, MAX_PAGE)
  const { docs, totalDocs } = await payload.find({
    collection: 'appeals',
    sort: '-createdAt',
    page,
    limit: PER_PAGE,
    depth: 1,
    // A list item names its topic only (toAppealItem): the photos and the owner are not read.
    select: { owner: false, photos: false, answer_photos: false },
    joins: false,
    user,
    overrideAccess: false,
  })
  return ok(await appealItems(payload, user, docs), { count: totalDocs, page, per_page: PER_PAGE })
})

async function byRequestId(payload: Payload, user: ResidentUser, requestId: string): Promise<Appeal | null> {
  const { docs } = await payload.find({
    collection: 'appeals',
    where: { request_id: { equals: requestId } },
    limit: 1,
    depth: 1,
    joins: false,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * The daily limit counts appeals really filed in the last 24 hours (a repeated request_id files
 * nothing, so it never counts); the wait is until the oldest of them leaves the window.
 */
async function refuseOverDailyLimit(payload: Payload, user: ResidentUser): Promise<void> {
  const since = new Date(Date.now() - DAY_MS).toISOString()
  const { docs, totalDocs } = await payload.find({
    collection: 'appeals',
    where: { createdAt: { greater_than: since } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  if (totalDocs < APPEAL_DAILY_LIMIT || !docs[0]) return
  const seconds = Math.max(1, Math.ceil((new Date(docs[0].createdAt).getTime() + DAY_MS - Date.now()) / 1000))
  throw new ContractError(429, APPEAL_MESSAGES.dailyLimit, { headers: { 'Retry-After': String(seconds) } })
}

/**
 * POST /v1/appeals: a new appeal, validated with the shared schema (@anapa/shared/appeals/appealSchema,
 * as the site's form). `request_id` makes it idempotent per resident: a repeat answers the appeal the
 * first call filed. Photos must be the resident's own and not yet attached; they are attached here.
 * `consent: true` is required and stored with its moment and the policy edition. `is_public` is the
 * resident's choice to show the appeal publicly; without it the topic decides.
 */
export const POST = contractRoute(async (request: Request) => {
  const payload = await getPayload({ config })
  const { user } = await residentFromRequest(payload, request)
  const body = await readJsonObject(request)
  const result = validateAppeal(body)
  const consentMissing = consentError(body.consent)
  if (!result.ok || consentMissing) {
    const fields = {
      ...(result.ok ? {} : result.fields),
      ...(consentMissing ? { [CONSENT_FIELD]: consentMissing } : {}),
    }
    throw new ContractError(422, CHECK_FIELDS, { fields })
  }
  const input = result.value

  const repeated = await byRequestId(payload, user, input.request_id)
  if (repeated) return ok(await appealAnswer(payload, user, repeated))
  await refuseOverDailyLimit(payload, user)

  const topicId = parseRecordId(input.topic_id)
  if (topicId === null) throw fieldError('topic_id', TOPIC_UNKNOWN)
  const topic = await payload.findByID({
    collection: 'appeal-topics',
    id: topicId,
    depth: 0,
    disableErrors: true,
  })
  if (!topic) throw fieldError('topic_id', TOPIC_UNKNOWN)

  const photoIds = [...new Set(input.photo_ids)]
  if (photoIds.length !== input.photo_ids.length || !photoIds.every(isUploadId))
    throw fieldError('photo_ids', PHOTO_MESSAGES.notYours)
  if (photoIds.length > 0) {
    const { totalDocs } = await payload.count({
      collection: 'appeal-photos',
      where: { id: { in: photoIds }, attached: { equals: false } },
      user,
      overrideAccess: false,
    })
    if (totalDocs !== photoIds.length) throw fieldError('photo_ids', PHOTO_MESSAGES.notYours)
  }

  let created: Appeal | null = null
  for (let attempt = 1; created === null; attempt += 1) {
    const number = newAppealNumber()
    const taken = await payload.count({ collection: 'appeals', where: { number: { equals: number } } })
    if (taken.totalDocs > 0 && attempt < NUMBER_ATTEMPTS) continue
    try {
      created = await payload.create({
        collection: 'appeals',
        data: {
          number,
          owner: user.id,
          request_id: input.request_id,
          topic: topic.id,
          text: input.text,
          address: input.address || null,
          lat: input.location?.lat ?? null,
          lon: input.location?.lon ?? null,
          photos: photoIds,
          status: 'new',
          // The resident's choice, else the topic's default (docs/decisions/0051-public-appeals-and-open311.md).
          is_public: appealIsPublic(input.is_public, topic.personal),
          ...consentRecord(),
        },
        depth: 1,
        user,
        overrideAccess: false,
      })
    } catch (error) {
      // The same request_id twice at once: the (owner, request_id) unique index refuses the second.
      const first = await byRequestId(payload, user, input.request_id)
      if (first) return ok(await appealAnswer(payload, user, first))
      throw error
    }
  }
  if (photoIds.length > 0) {
    // Ownership was checked above with the resident's access; photos are not editable through any API.
    await payload.update({
      collection: 'appeal-photos',
      where: { id: { in: photoIds } },
      data: { attached: true },
      overrideAccess: true,
      depth: 0,
    })
  }
  // Sent: its draft, saved under the same request id, is done.
  await deleteAppealDraftOf(payload, user, input.request_id)
  return ok(toAppeal(created))
})
