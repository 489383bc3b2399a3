import type { Payload } from 'payload'

import { APPEAL_STATUS_LABELS } from '@anapa/shared/appeals/status'
import {
  APPEAL_VERDICT_MESSAGES,
  disputeHistoryNote,
  isAppealVerdict,
  resolutionOf,
  verdictRefusal,
  type AppealVerdict,
} from '@anapa/shared/appeals/verdict'
import { APPEAL_ACTOR_CONTEXT, relationId } from '@/collections/Appeals/hooks/statusMachine'
import { fieldError } from '@/contract/fields'
import { ContractError } from '@/contract/http'
import type { AppealVerdict as VerdictDoc } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { isUploadId } from '@/uploads/privateFiles'
import { APPEAL_NOT_FOUND } from './appeals'
import { appealByNumber, appealNumberOf, isFollowing } from './followers'
import { PHOTO_MESSAGES } from './photos'
import { PUBLIC_APPEALS } from './publicAppeals'

/** A dispute's note: long enough to say what is wrong, as long as an editor's status note. */
export const VERDICT_NOTE_MAX = 1000
/** As many photos as an appeal takes. */
export const VERDICT_PHOTOS_MAX = 5
const NOTE_TOO_LONG = `Комментарий — не длиннее ${VERDICT_NOTE_MAX} символов`

export type VerdictInput = { number: string; verdict: AppealVerdict; note: string | null; photoIds: string[] }

const refuse = (field: string, message: string) => new ContractError(400, message, { fields: { [field]: message } })

/** The body of POST /v1/appeals/verdicts, or a 400 naming the first wrong field. */
export function parseVerdictBody(body: Record<string, unknown>): VerdictInput {
  const number = appealNumberOf(body.number, 'body')
  if (!isAppealVerdict(body.verdict)) throw refuse('verdict', APPEAL_VERDICT_MESSAGES.verdict)
  const rawNote = body.note ?? null
  if (rawNote !== null && typeof rawNote !== 'string') throw refuse('note', APPEAL_VERDICT_MESSAGES.noteRequired)
  const note = rawNote?.trim() || null
  if (note && [...note].length > VERDICT_NOTE_MAX) throw refuse('note', NOTE_TOO_LONG)
  if (body.verdict === 'disputed' && !note) throw refuse('note', APPEAL_VERDICT_MESSAGES.noteRequired)
  const rawPhotos = body.photo_ids ?? []
  if (
    !Array.isArray(rawPhotos) ||
    rawPhotos.length > VERDICT_PHOTOS_MAX ||
    !rawPhotos.every((id): id is string => typeof id === 'string') ||
    new Set(rawPhotos).size !== rawPhotos.length
  )
    throw refuse('photo_ids', PHOTO_MESSAGES.notYours)
  // A well-formed list naming no photo of the resident's is a 422, as for a new appeal (below too).
  if (!rawPhotos.every(isUploadId)) throw fieldError('photo_ids', PHOTO_MESSAGES.notYours)
  return { number, verdict: body.verdict, note, photoIds: rawPhotos }
}

export type VerdictAnswer = {
  number: string
  verdict: AppealVerdict
  note: string | null
  photo_ids: string[]
  resolved_at: string
  created_at: string
  /** The appeal's status after the verdict: `in_progress` once a dispute reopened it. */
  status: 'resolved' | 'in_progress'
  status_label: string
}

const toAnswer = (number: string, doc: VerdictDoc, status: VerdictAnswer['status']): VerdictAnswer => ({
  number,
  verdict: doc.verdict,
  note: doc.note || null,
  photo_ids: (doc.photos ?? []).map((p) => (typeof p === 'object' ? p.id : p)),
  resolved_at: new Date(doc.resolved_at).toISOString(),
  created_at: doc.createdAt,
  status,
  status_label: APPEAL_STATUS_LABELS[status],
})

/**
 * The resident's say on a resolved appeal (docs/decisions/0053-duplicates-followers-and-verdicts.md):
 * its author, or a supporter of a public one; anyone else learns nothing of a private appeal (404)
 * and is told who may rate a public one (403). Once per resident per resolution, within the 15 days
 * (@anapa/shared/appeals/verdict), each refusal a 409 in words. Photos must be the resident's own
 * unattached uploads, as for a new appeal; they are attached to the verdict, which the appeal's
 * admin page lists. A dispute reopens the appeal into work through the system's move, the
 * resident's words in its history; the usual notifications follow from the appeal's hooks.
 */
export async function giveVerdict(payload: Payload, user: ResidentUser, input: VerdictInput): Promise<VerdictAnswer> {
  const appeal = await appealByNumber(payload, input.number, { publicOnly: false })
  if (!appeal) throw new ContractError(404, APPEAL_NOT_FOUND)
  if (relationId(appeal.owner) !== user.id) {
    const { totalDocs: visible } = await payload.count({
      collection: 'appeals',
      where: { and: [PUBLIC_APPEALS, { id: { equals: appeal.id } }] },
      overrideAccess: true,
    })
    if (visible === 0) throw new ContractError(404, APPEAL_NOT_FOUND)
    if (!(await isFollowing(payload, user, appeal.id))) throw new ContractError(403, APPEAL_VERDICT_MESSAGES.notYours)
  }
  const refusal = verdictRefusal(appeal.status, appeal.history)
  if (refusal) throw new ContractError(409, refusal)
  const resolvedAt = resolutionOf(appeal.status, appeal.history)!
  const earlier = await payload.count({
    collection: 'appeal-verdicts',
    where: { appeal: { equals: appeal.id }, customer: { equals: user.id }, resolved_at: { equals: resolvedAt } },
    overrideAccess: true,
  })
  if (earlier.totalDocs > 0) throw new ContractError(409, APPEAL_VERDICT_MESSAGES.already)
  if (input.photoIds.length > 0) {
    const { totalDocs } = await payload.count({
      collection: 'appeal-photos',
      where: { id: { in: input.photoIds }, attached: { equals: false } },
      user,
      overrideAccess: false,
    })
    if (totalDocs !== input.photoIds.length) throw fieldError('photo_ids', PHOTO_MESSAGES.notYours)
  }

  let verdict: VerdictDoc
  try {
    verdict = await payload.create({
      collection: 'appeal-verdicts',
      data: {
        appeal: appeal.id,
        customer: user.id,
        verdict: input.verdict,
        note: input.note,
        photos: input.photoIds,
        resolved_at: resolvedAt,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // The same verdict twice at once: the (appeal, customer, resolved_at) unique index refuses the second.
    const again = await payload.count({
      collection: 'appeal-verdicts',
      where: { appeal: { equals: appeal.id }, customer: { equals: user.id }, resolved_at: { equals: resolvedAt } },
      overrideAccess: true,
    })
    if (again.totalDocs > 0) throw new ContractError(409, APPEAL_VERDICT_MESSAGES.already)
    throw error
  }
  if (input.photoIds.length > 0) {
    // Ownership was checked above with the resident's access; photos are not editable through any API.
    await payload.update({
      collection: 'appeal-photos',
      where: { id: { in: input.photoIds } },
      data: { attached: true },
      overrideAccess: true,
      depth: 0,
    })
  }
  if (input.verdict === 'confirmed') return toAnswer(appeal.number, verdict, 'resolved')
  // docs/decisions/0050-appeal-statuses.md: only the system reopens «Решено», and the cause is on record.
  await payload.update({
    collection: 'appeals',
    id: appeal.id,
    data: { status: 'in_progress', status_note: disputeHistoryNote(input.note!) },
    context: { [APPEAL_ACTOR_CONTEXT]: 'system' },
    overrideAccess: true,
    depth: 0,
  })
  return toAnswer(appeal.number, verdict, 'in_progress')
}
