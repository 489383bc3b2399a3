import type { CollectionAfterChangeHook } from 'payload'

import { APPEAL_STATUS_LABELS, type AppealStatus } from '@anapa/shared/appeals/status'
import { notifyResident } from '@/notifications/notifications'

const ownerId = (owner: unknown): number | null =>
  typeof owner === 'number' ? owner : typeof owner === 'object' && owner !== null ? (owner as { id: number }).id : null

/**
 * An editor's answer or status change reaches the appeal's author as a personal notification:
 * a new or changed answer is «Ответ на обращение A-…» with its text, a status move
 * without one is «Обращение A-…: <статус>». One save notifies once.
 */
export const notifyAppealAuthor: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const resident = ownerId(doc.owner)
  if (resident === null) return doc
  const label = APPEAL_STATUS_LABELS[doc.status as AppealStatus]
  const answer = String(doc.answer_text ?? '').trim()
  const answered = answer !== '' && answer !== String(previousDoc?.answer_text ?? '').trim()
  if (answered) {
    await notifyResident(req, resident, {
      title: `Ответ на обращение ${doc.number}`,
      text: `${answer}\nСтатус: ${label}.`,
    })
  } else if (doc.status !== previousDoc?.status) {
    await notifyResident(req, resident, {
      title: `Обращение ${doc.number}: ${label}`,
      text: `Статус обращения изменён на «${label}».`,
    })
  }
  return doc
}
