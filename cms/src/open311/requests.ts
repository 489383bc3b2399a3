import type { Payload } from 'payload'

import { appealIsPublic } from '@anapa/shared/appeals/appealSchema'
import { newAppealNumber } from '@/appeals/appeals'
import { findPublicAppeals } from '@/appeals/publicAppeals'
import type { Appeal, AppealTopic, Open311Key } from '@/payload-types'
import { consume } from '@/residents/rateLimit'
import { tooManyRequests } from '@/residents/limits'
import { payloadHitStore } from '@/residents/store/hitStore'
import { Open311Failure, OPEN311_MESSAGES, toServiceRequest, type RequestsQuery } from './georeport'
import { hashOpen311Key, open311KeyLimits, OPEN311_KEY_SHAPE } from './keys'
import type { Submission } from './submission'

const NUMBER_ATTEMPTS = 5

/** The public requests of a query, as the standard's records, with the total for paging. */
export async function listServiceRequests(payload: Payload, query: RequestsQuery) {
  const { page, pageSize, ...filters } = query
  const { docs, totalDocs } = await findPublicAppeals(payload, filters, { page, perPage: pageSize })
  return { requests: docs.map(toServiceRequest), total: totalDocs }
}

/**
 * The live key a partner sent, found by its hash, or a 403: missing, malformed, unknown and
 * revoked keys are refused alike, so the answer says nothing about which keys exist.
 */
export async function liveKey(payload: Payload, raw: string | undefined): Promise<Open311Key> {
  const key = raw?.trim() ?? ''
  const refused = new Open311Failure(403, OPEN311_MESSAGES.keyRequired)
  if (!OPEN311_KEY_SHAPE.test(key)) throw refused
  const { docs } = await payload.find({
    collection: 'open311-keys',
    where: { key_hash: { equals: hashOpen311Key(key) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found || found.revoked) throw refused
  return found
}

/** Counts one filing against the key's limit, or a 429 with the wait. Refused filings are not counted. */
export async function spendKeyLimit(payload: Payload, key: Open311Key): Promise<void> {
  const wait = await consume(payloadHitStore(payload), open311KeyLimits(key.id, key.hourly_limit))
  if (wait > 0) throw new Open311Failure(429, tooManyRequests(wait), { 'Retry-After': String(wait) })
}

export async function topicOf(payload: Payload, id: number): Promise<AppealTopic> {
  const topic = await payload.findByID({ collection: 'appeal-topics', id, depth: 0, disableErrors: true })
  if (!topic) throw new Open311Failure(404, OPEN311_MESSAGES.serviceUnknown)
  return topic
}

/**
 * Files a partner's appeal, held for moderation: not public until an editor checks it and clears
 * «На модерации» (docs/decisions/0051-public-appeals-and-open311.md). Public or private follows the
 * topic, as for a resident who does not choose. There is no resident account: the submitter's
 * details stay in the appeal for editors.
 */
export async function fileHeldAppeal(
  payload: Payload,
  key: Open311Key,
  topic: AppealTopic,
  submission: Submission,
): Promise<Appeal> {
  for (let attempt = 1; ; attempt += 1) {
    const number = newAppealNumber()
    const taken = await payload.count({ collection: 'appeals', where: { number: { equals: number } } })
    if (taken.totalDocs > 0 && attempt < NUMBER_ATTEMPTS) continue
    return payload.create({
      collection: 'appeals',
      data: {
        number,
        owner: null,
        request_id: crypto.randomUUID(),
        topic: topic.id,
        text: submission.text,
        address: submission.address || null,
        lat: submission.location?.lat ?? null,
        lon: submission.location?.lon ?? null,
        photos: [],
        status: 'new',
        is_public: appealIsPublic(null, topic.personal),
        held: true,
        source: 'open311',
        open311_key: key.id,
        submitter: submission.submitter,
      },
      depth: 0,
      // Appeals are created by residents through the contract only; a partner's key stands in for one here.
      overrideAccess: true,
    })
  }
}
