import type { CollectionAfterChangeHook } from 'payload'

import { appealPath } from '@anapa/shared/appeals/paths'
import { APPEAL_STATUS_LABELS, appealStatusDetailText, isAppealStatus } from '@anapa/shared/appeals/status'
import { notifyResident } from '@/notifications/notifications'
import { originalOf, relationId } from './statusMachine'

/**
 * An editor's answer or status change reaches the appeal's author as a personal notification under
 * «Обращения» that opens the appeal's page: a new or changed answer is «Ответ на обращение A-…»
 * with its text, a status move or a new history entry without one is «Обращение A-…: <статус>»
 * with the status's detail and the editor's note. One save notifies once.
 */
export const notifyAppealAuthor: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const resident = relationId(doc.owner)
  const status: unknown = doc.status
  if (resident === null || !isAppealStatus(status)) return doc
  const label = APPEAL_STATUS_LABELS[status]
  const link = appealPath(doc.id)
  const answer = String(doc.answer_text ?? '').trim()
  const answered = answer !== '' && answer !== String(previousDoc?.answer_text ?? '').trim()
  const history = (doc.history ?? []) as unknown[]
  const entry =
    history.length > ((previousDoc?.history ?? []) as unknown[]).length
      ? (history.at(-1) as { note?: string | null } | undefined)
      : undefined
  if (answered) {
    await notifyResident(req, resident, {
      topic: 'appeal',
      title: `Ответ на обращение ${doc.number}`,
      text: `${answer}\nСтатус: ${label}.`,
      link,
    })
  } else if (status !== previousDoc?.status || entry) {
    // The original's number, for a duplicate: the resident reads it, and the page links to it.
    const original = status === 'duplicate' ? (await originalOf(req, relationId(doc.duplicate_of)))?.number : null
    const detail = appealStatusDetailText(status, {
      scheduledFor: doc.scheduled_for,
      referredTo: doc.referred_to,
      duplicateOf: original ? { number: original } : null,
    })
    await notifyResident(req, resident, {
      topic: 'appeal',
      title: `Обращение ${doc.number}: ${label}`,
      text: [`Статус обращения: «${label}».`, detail ? `${detail}.` : '', entry?.note?.trim() ?? ''].join('\n'),
      link,
    })
  }
  return doc
}
