import type { CollectionAfterChangeHook } from 'payload'

import { notifyResident } from '@/notifications/notifications'
import { formatDay } from '@/permits/dates'

const ownerId = (owner: unknown): number | null =>
  typeof owner === 'number' ? owner : typeof owner === 'object' && owner !== null ? (owner as { id: number }).id : null

/**
 * A decision reaches the applicant as a personal notification: the bell, and a push
 * message on their subscribed devices. Only the move into «Одобрено» or «Отклонено» notifies.
 */
export const notifyDecision: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  if (doc.status !== 'approved' && doc.status !== 'rejected') return doc
  const resident = ownerId(doc.owner)
  if (resident === null) return doc
  const code = String(doc.statement_code)
  if (doc.status === 'approved') {
    const until = formatDay(doc.permit_end_date)
    await notifyResident(req, resident, {
      title: `Заявка ${code} одобрена`,
      text: `Резидентское разрешение для автомобиля ${doc.state_registration_plate}${until ? ` действует до ${until}` : ' выдано'}.`,
    })
  } else {
    await notifyResident(req, resident, {
      title: `Заявка ${code} отклонена`,
      text: `Причина: ${String(doc.decision_comment ?? '').trim()}`,
    })
  }
  return doc
}
