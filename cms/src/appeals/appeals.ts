import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import { appealDeadline } from '@anapa/shared/appeals/deadline'
import { shortenAppealText } from '@anapa/shared/appeals/appealSchema'
import { APPEAL_STATUS_LABELS } from '@anapa/shared/appeals/status'
import { ContractError } from '@/contract/http'
import { parseRecordId } from '@/contract/ids'
import type { Appeal, AppealPhoto, AppealTopic } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'

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

/** A list item (depth 1: the topic populated). */
export function toAppealItem(appeal: Pick<Appeal, 'id' | 'number' | 'topic' | 'text' | 'status' | 'createdAt'>) {
  return {
    id: String(appeal.id),
    number: appeal.number,
    topic: topicOf(appeal),
    text: shortenAppealText(appeal.text),
    status: appeal.status,
    status_label: APPEAL_STATUS_LABELS[appeal.status],
    created_at: appeal.createdAt,
    deadline: appealDeadline(appeal.createdAt),
  }
}

/** The whole appeal (depth 1: topic and photos populated). */
export function toAppeal(appeal: Appeal) {
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
    status: appeal.status,
    status_label: APPEAL_STATUS_LABELS[appeal.status],
    history: (appeal.history ?? []).map((entry) => ({
      status: entry.status,
      status_label: APPEAL_STATUS_LABELS[entry.status],
      at: entry.at,
    })),
    deadline: appealDeadline(appeal.createdAt),
    answer: answered
      ? {
          text: appeal.answer_text!.trim(),
          answered_at: appeal.answered_at ?? appeal.updatedAt,
          photos: (appeal.answer_photos ?? []).map(toPhotoRef),
        }
      : null,
    created_at: appeal.createdAt,
  }
}

/** The resident's appeal by id (depth 1), or 404 for malformed, unknown and foreign ids alike. */
export async function ownAppealOr404(payload: Payload, user: ResidentUser, id: string): Promise<Appeal> {
  const appealId = parseRecordId(id)
  if (appealId === null) throw new ContractError(404, APPEAL_NOT_FOUND)
  const appeal = await payload.findByID({
    collection: 'appeals',
    id: appealId,
    depth: 1,
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
