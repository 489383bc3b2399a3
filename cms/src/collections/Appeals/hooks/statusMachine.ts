import type { CollectionBeforeChangeHook } from 'payload'

import {
  APPEAL_STATUS_MESSAGES,
  appealStatusPath,
  checkAppealTransition,
  isAppealStatus,
  type AppealStatus,
} from '@anapa/shared/appeals/status'
import { refuseField } from '@/fields/refuse'

type HistoryEntry = { status: AppealStatus; at: string }

const FIELD_LABELS = { status: 'Статус', answer_text: 'Ответ жителю' } as const

/** The OpenStreetMap page of a point, for editors to see where the problem is. */
export function osmLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`
}

/**
 * Every appeal change goes through here, whoever makes it: a new appeal is `new` with one dated
 * history entry; a status move must be allowed by the shared machine (@anapa/shared/appeals/status),
 * closing needs an answer, and each move is appended to the history rebuilt from the stored one
 * (nobody rewrites it by sending their own). The first answer is dated. An editor answers and
 * closes in one save: a new appeal marked «Решено» is taken into work on the way, and the history
 * shows both moves.
 */
export const enforceAppealStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    const lat = typeof data.lat === 'number' ? data.lat : null
    const lon = typeof data.lon === 'number' ? data.lon : null
    return {
      ...data,
      status: 'new',
      history: [{ status: 'new', at: now }],
      map_url: lat !== null && lon !== null ? osmLink(lat, lon) : null,
      answer_text: null,
      answer_photos: [],
      answered_at: null,
    }
  }
  const from = originalDoc?.status as AppealStatus
  const requested = data.status ?? from
  const history: HistoryEntry[] = [...((originalDoc?.history as HistoryEntry[] | undefined) ?? [])]
  const answer = ((data.answer_text ?? originalDoc?.answer_text) as string | null | undefined)?.trim() || null
  const next: Record<string, unknown> = { ...data, history }
  if (answer && !originalDoc?.answered_at) next.answered_at = now
  if (!isAppealStatus(requested) || requested === from) return next

  const problem = checkAppealTransition(from, requested, answer)
  if (problem) {
    const path = problem === APPEAL_STATUS_MESSAGES.answerRequired ? 'answer_text' : 'status'
    throw refuseField(req, 'appeals', { path, label: FIELD_LABELS[path], message: problem })
  }
  for (const status of appealStatusPath(from, requested)!) history.push({ status, at: now })
  return { ...next, status: requested }
}
