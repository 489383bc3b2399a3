import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import {
  checkTransition,
  isStatementStatus,
  STATUS_MESSAGES,
  type StatementStatus,
} from '@anapa/shared/statements/status'
import { env } from '@/env'
import { refuseField } from '@/fields/refuse'
import { permitEndDate } from '@/permits/dates'

type HistoryEntry = { status: StatementStatus; at: string; comment?: string | null }

const RESIDENT_SUBMITS = 'Заявление отправляет житель'
const RESIDENT_ONLY_SUBMITS = 'Житель может только отправить заявление'

const FIELD_LABELS = { status: 'Статус', decision_comment: 'Причина отказа' } as const

const refuse = (req: PayloadRequest, path: keyof typeof FIELD_LABELS, message: string) =>
  refuseField(req, 'statements', { path, label: FIELD_LABELS[path], message })

/**
 * Every status change goes through here, whoever makes it (the resident's data call, an editor in
 * the admin, a script): the shared machine (@anapa/shared/statements/status) decides whether the
 * move is allowed, a rejection needs a reason, and each move is appended to the dated history.
 * The history is rebuilt from the stored one, so nobody can rewrite it by sending their own.
 */
export const enforceStatusMachine: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const now = new Date().toISOString()
  if (operation === 'create') {
    return { ...data, status: 'draft', history: [{ status: 'draft', at: now, comment: null }] }
  }
  const from = originalDoc?.status as StatementStatus
  const requested = data.status ?? from
  const history: HistoryEntry[] = [...((originalDoc?.history as HistoryEntry[] | undefined) ?? [])]
  if (!isStatementStatus(requested) || requested === from) return { ...data, history }

  const isResident = req.user?.collection === 'customers'
  if (isResident && requested !== 'submitted') throw refuse(req, 'status', RESIDENT_ONLY_SUBMITS)
  if (!isResident && requested === 'submitted') throw refuse(req, 'status', RESIDENT_SUBMITS)

  const comment = ((data.decision_comment ?? originalDoc?.decision_comment) as string | null | undefined)?.trim()
  const problem = checkTransition(from, requested, comment)
  if (problem) throw refuse(req, problem === STATUS_MESSAGES.reasonRequired ? 'decision_comment' : 'status', problem)

  history.push({ status: requested, at: now, comment: requested === 'rejected' ? comment : null })
  const next: Record<string, unknown> = { ...data, status: requested, history }
  if (requested === 'submitted') next.submitted_at = now
  if (requested === 'approved' || requested === 'rejected') next.decided_at = now
  if (requested === 'approved')
    next.permit_end_date = permitEndDate(new Date(now), env.residentPermitMonths).toISOString()
  // A reason belongs to a rejection; an approval shows none.
  if (requested === 'approved') next.decision_comment = null
  return next
}

/** An approval grants the car its permit: the car's end date becomes the application's. */
export const grantPermitOnApproval: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'approved' || previousDoc?.status === 'approved') return doc
  const car = doc.car as number | { id: number } | null | undefined
  const carId = typeof car === 'object' && car !== null ? car.id : car
  if (carId === null || carId === undefined) return doc
  // The resident may have removed the car meanwhile; the application keeps its plate and end date.
  const exists = await req.payload.findByID({ collection: 'cars', id: carId, depth: 0, req, disableErrors: true })
  if (!exists) return doc
  await req.payload.update({
    collection: 'cars',
    id: carId,
    data: { active_permit_end_date: doc.permit_end_date },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return doc
}
