import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import {
  appealDetailsFor,
  appealStatusPath,
  checkAppealChange,
  isAppealStatus,
  type AppealActor,
  type AppealField,
  type AppealRef,
  type AppealStatus,
  type AppealStatusDetails,
} from '@anapa/shared/appeals/status'
import { refuseField } from '@/fields/refuse'

/** One dated entry of an appeal's history: the status it reached, the editor's note and the status's detail. */
type HistoryEntry = {
  status: AppealStatus
  at: string
  note?: string | null
  scheduled_for?: string | null
  referred_to?: string | null
  duplicate_of?: number | null
}

const FIELD_LABELS: Readonly<Record<AppealField, string>> = {
  status: 'Статус',
  answer_text: 'Ответ жителю',
  scheduled_for: 'Дата работ',
  referred_to: 'Куда обратиться жителю',
  duplicate_of: 'Исходное обращение',
}

/**
 * Server code that makes a move only the system may (a resident's dispute reopening «Решено»)
 * passes this in the operation's `context`; nothing an editor sends can set it
 * (docs/decisions/0050-appeal-statuses.md).
 */
export const APPEAL_ACTOR_CONTEXT = 'appealActor'

/** The OpenStreetMap page of a point, for editors to see where the problem is. */
export function osmLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`
}

/** A relationship's id however Payload hands it over (an id, a populated document, or nothing). */
export const relationId = (value: unknown): number | null => {
  const raw = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isInteger(id) ? id : null
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null)
const dateOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : value instanceof Date ? value.toISOString() : null

/**
 * The appeal a duplicate points at, read past access (an editor's save, or its notification; only
 * its number and status).
 */
export async function originalOf(req: PayloadRequest, id: number | null): Promise<AppealRef | null> {
  if (id === null) return null
  const doc = await req.payload.findByID({
    collection: 'appeals',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { number: true, status: true },
  })
  return doc && isAppealStatus(doc.status) ? { id: String(doc.id), number: doc.number, status: doc.status } : null
}

/**
 * Every appeal change goes through here, whoever makes it: a new appeal is `new` with one dated
 * history entry; a status move must be allowed by the shared machine (@anapa/shared/appeals/status)
 * for whoever asks (an editor, or the system through APPEAL_ACTOR_CONTEXT), with what the status
 * needs (a date, whom to contact, the original, an answer to close). Each move is appended to the
 * history rebuilt from the stored one (nobody rewrites it by sending their own), the last step
 * with the editor's note and the status's detail; a note or a new detail without a move is an entry
 * too. The note field is emptied once it is in the history. The first answer is dated.
 */
export const enforceAppealStatus: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  const now = new Date().toISOString()
  const cleared = { status_note: null, scheduled_for: null, referred_to: null, duplicate_of: null }
  if (operation === 'create') {
    const lat = typeof data.lat === 'number' ? data.lat : null
    const lon = typeof data.lon === 'number' ? data.lon : null
    return {
      ...data,
      ...cleared,
      status: 'new',
      history: [{ status: 'new', at: now, note: null }],
      map_url: lat !== null && lon !== null ? osmLink(lat, lon) : null,
      answer_text: null,
      answer_photos: [],
      answered_at: null,
    }
  }
  const actor: AppealActor = context?.[APPEAL_ACTOR_CONTEXT] === 'system' ? 'system' : 'editor'
  const from = originalDoc?.status as AppealStatus
  const requested: unknown = data.status ?? from
  const history: HistoryEntry[] = [...((originalDoc?.history as HistoryEntry[] | undefined) ?? [])]
  const pick = (name: string) => (name in data ? data[name] : originalDoc?.[name])
  const answer = text(pick('answer_text'))
  const next: Record<string, unknown> = { ...data, history, status_note: null }
  if (answer && !originalDoc?.answered_at) next.answered_at = now
  if (!isAppealStatus(requested)) return { ...next, status: from }

  const previousDuplicateId = relationId(originalDoc?.duplicate_of)
  const duplicateId = relationId(pick('duplicate_of'))
  const previous: AppealStatusDetails = {
    answer: text(originalDoc?.answer_text),
    scheduledFor: dateOrNull(originalDoc?.scheduled_for),
    referredTo: text(originalDoc?.referred_to),
    duplicateOf: previousDuplicateId === null ? null : { id: String(previousDuplicateId), number: '', status: 'new' },
  }
  const details: AppealStatusDetails = {
    answer,
    scheduledFor: dateOrNull(pick('scheduled_for')),
    referredTo: text(pick('referred_to')),
    duplicateOf:
      requested !== 'duplicate'
        ? null
        : duplicateId !== null && duplicateId === previousDuplicateId
          ? previous.duplicateOf
          : await originalOf(req, duplicateId),
  }
  // A duplicate_of naming no appeal is as good as none: the check below asks for the original.
  const problem = checkAppealChange(from, requested, details, {
    actor,
    previous,
    self: originalDoc?.id === undefined ? null : String(originalDoc.id),
  })
  if (problem)
    throw refuseField(req, 'appeals', {
      path: problem.field,
      label: FIELD_LABELS[problem.field],
      message: problem.message,
    })

  const kept = appealDetailsFor(requested, details)
  const stored = {
    scheduled_for: kept.scheduledFor,
    referred_to: kept.referredTo,
    duplicate_of: kept.duplicateOf ? Number(kept.duplicateOf.id) : null,
  }
  const note = text(data.status_note)
  const before = appealDetailsFor(from, previous)
  const detailChanged =
    stored.scheduled_for !== before.scheduledFor ||
    stored.referred_to !== before.referredTo ||
    stored.duplicate_of !== (before.duplicateOf ? Number(before.duplicateOf.id) : null)
  const path = appealStatusPath(from, requested, actor)!
  if (path.length > 0 || detailChanged || note) {
    const steps = path.length > 0 ? path : [requested]
    for (const status of steps.slice(0, -1)) history.push({ status, at: now, note: null })
    history.push({ status: requested, at: now, note, ...stored })
  }
  return { ...next, ...stored, status: requested }
}
