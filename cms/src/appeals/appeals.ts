import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import { appealDeadline, appealDeadlineAt } from '@anapa/shared/appeals/deadline'
import { shortenAppealText } from '@anapa/shared/appeals/appealSchema'
import { APPEAL_STATUS_LABELS, appealExpectedAt } from '@anapa/shared/appeals/status'
import type { AppealVerdict } from '@anapa/shared/appeals/verdict'
import { relationId } from '@/collections/Appeals/hooks/statusMachine'
import { ContractError } from '@/contract/http'
import { parseRecordId } from '@/contract/ids'
import type { Appeal, AppealPhoto, AppealTopic } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { toHistory } from './history'
import { myVerdicts, verdictFields } from './myVerdicts'

export const APPEAL_NOT_FOUND = 'Обращение не найдено'

/** `A-2026-000123`: short enough to read out on the phone; ownership, not secrecy, protects it. */
export function newAppealNumber(now = new Date()): string {
  return `A-${now.getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

const toPhotoRef = (photo: string | AppealPhoto) =>
  typeof photo === 'object' ? { id: photo.id, mime_type: photo.mimeType ?? '' } : { id: photo, mime_type: '' }

function topicOf(appeal: Pick<Appeal, 'topic'>) {
  const topic = appeal.topic as number | AppealTopic
  return typeof topic === 'object' ? { id: String(topic.id), name: topic.name } : { id: String(topic), name: '' }
}

/**
 * When the resident may expect the appeal dealt with (Open311's `expected_datetime`): the scheduled
 * day while scheduled, the answer deadline while otherwise open, null once closed.
 */
const expectedAt = (appeal: Pick<Appeal, 'status' | 'createdAt' | 'scheduled_for'>) =>
  appealExpectedAt(appeal.status, appealDeadlineAt(appeal.createdAt), appeal.scheduled_for)

/** What the resident has said of their appeals' resolutions (appeals/myVerdicts.ts), by appeal id. */
type MyVerdicts = ReadonlyMap<number, AppealVerdict>

/** A list item (depth 1: the topic populated), with the verdict's state from `mine`. */
export function toAppealItem(
  appeal: Pick<Appeal, 'id' | 'number' | 'topic' | 'text' | 'status' | 'createdAt' | 'scheduled_for' | 'history'>,
  mine: MyVerdicts = new Map(),
) {
  return {
    id: String(appeal.id),
    number: appeal.number,
    topic: topicOf(appeal),
    text: shortenAppealText(appeal.text),
    status: appeal.status,
    status_label: APPEAL_STATUS_LABELS[appeal.status],
    created_at: appeal.createdAt,
    deadline: appealDeadline(appeal.createdAt),
    expected_datetime: expectedAt(appeal),
    ...verdictFields(appeal, mine),
  }
}

/** The original a duplicate names: its number, and whether the resident may open it (their own). */
export type AppealRefs = ReadonlyMap<number, { number: string; own: boolean }>

function refOf(value: unknown, refs: AppealRefs) {
  const id = relationId(value)
  const ref = id === null ? undefined : refs.get(id)
  return id === null || !ref ? null : { id: String(id), ...ref }
}

/**
 * The originals an appeal and its history name, read past access: an original is often another
 * resident's appeal, of which this one learns the number only (the page links to it when it is
 * their own). One query whatever the history's length.
 */
export async function appealRefs(payload: Payload, user: ResidentUser, appeal: Appeal): Promise<AppealRefs> {
  const ids = [
    ...new Set(
      [appeal.duplicate_of, ...(appeal.history ?? []).map((h) => h.duplicate_of)]
        .map(relationId)
        .filter((id): id is number => id !== null),
    ),
  ]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'appeals',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
    select: { number: true, owner: true },
  })
  return new Map(docs.map((d) => [d.id, { number: d.number, own: relationId(d.owner) === user.id }]))
}

/**
 * The whole appeal (depth 1: topic and photos populated), its originals from `appealRefs`, the
 * verdict's state from `mine` (docs/decisions/0053-duplicates-followers-and-verdicts.md).
 */
export function toAppeal(appeal: Appeal, refs: AppealRefs = new Map(), mine: MyVerdicts = new Map()) {
  const answered = Boolean(appeal.answer_text?.trim())
  return {
    id: String(appeal.id),
    number: appeal.number,
    topic: topicOf(appeal),
    text: appeal.text,
    address: appeal.address || null,
    location:
      typeof appeal.lat === 'number' && typeof appeal.lon === 'number' ? { lat: appeal.lat, lon: appeal.lon } : null,
    photos: (appeal.photos ?? []).map(toPhotoRef),
    is_public: Boolean(appeal.is_public),
    status: appeal.status,
    status_label: APPEAL_STATUS_LABELS[appeal.status],
    scheduled_for: appeal.status === 'scheduled' ? (appeal.scheduled_for ?? null) : null,
    referred_to: appeal.status === 'not_responsible' ? appeal.referred_to || null : null,
    duplicate_of: appeal.status === 'duplicate' ? refOf(appeal.duplicate_of, refs) : null,
    history: toHistory(appeal.history, (value) => refOf(value, refs)),
    deadline: appealDeadline(appeal.createdAt),
    expected_datetime: expectedAt(appeal),
    answer: answered
      ? {
          text: appeal.answer_text!.trim(),
          answered_at: appeal.answered_at ?? appeal.updatedAt,
          photos: (appeal.answer_photos ?? []).map(toPhotoRef),
        }
      : null,
    created_at: appeal.createdAt,
    ...verdictFields(appeal, mine),
  }
}

/** The contract's answer for one of the resident's appeals, with the originals it names and their verdict. */
export async function appealAnswer(payload: Payload, user: ResidentUser, appeal: Appeal) {
  const [refs, mine] = await Promise.all([appealRefs(payload, user, appeal), myVerdicts(payload, user, [appeal])])
  return toAppeal(appeal, refs, mine)
}

/** A page of the resident's appeals as list items, their verdicts read in one query. */
export async function appealItems(payload: Payload, user: ResidentUser, appeals: Parameters<typeof toAppealItem>[0][]) {
  const mine = await myVerdicts(payload, user, appeals)
  return appeals.map((appeal) => toAppealItem(appeal, mine))
}

/** The resident's appeal by id (depth 1), or 404 for malformed, unknown and foreign ids alike. */
export async function ownAppealOr404(payload: Payload, user: ResidentUser, id: string): Promise<Appeal> {
  const appealId = parseRecordId(id)
  if (appealId === null) throw new ContractError(404, APPEAL_NOT_FOUND)
  const appeal = await payload.findByID({
    collection: 'appeals',
    id: appealId,
    depth: 1,
    // The editors' lists of supporters and verdicts (join fields) are not the resident's to read.
    joins: false,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!appeal) throw new ContractError(404, APPEAL_NOT_FOUND)
  return withAnswerPhotos(payload, appeal)
}

/**
 * The editors' answer photos have no owner, so the resident's read access leaves them as bare ids;
 * the appeal is the resident's, so its answer photos are read for them here.
 */
async function withAnswerPhotos(payload: Payload, appeal: Appeal): Promise<Appeal> {
  const ids = (appeal.answer_photos ?? []).filter((p): p is string => typeof p === 'string')
  if (ids.length === 0) return appeal
  const { docs } = await payload.find({
    collection: 'appeal-photos',
    where: { id: { in: ids } },
    limit: ids.length,
    depth: 0,
    overrideAccess: true,
  })
  const byId = new Map(docs.map((d) => [d.id, d]))
  return {
    ...appeal,
    answer_photos: (appeal.answer_photos ?? []).map((p) => (typeof p === 'string' ? (byId.get(p) ?? p) : p)),
  }
}
