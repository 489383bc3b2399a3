import { anapaDateText, anapaWallClock } from '../time/anapaClock'

/**
 * An appeal's lifecycle (docs/decisions/0050-appeal-statuses.md). Editors accept a new appeal, take it
 * into work, may schedule the work for a date, and close it as resolved, unable to fix, not the
 * city's business (saying whom to contact) or a duplicate of another appeal. Editors never reopen a
 * closed appeal: only the CMS itself may, through the system moves below (a resident disputing
 * «Решено»), so each history stays readable and a reopening always has a cause on record.
 */

export const APPEAL_STATUSES = [
  'new',
  'accepted',
  'in_progress',
  'scheduled',
  'resolved',
  'unable_to_fix',
  'not_responsible',
  'duplicate',
] as const
export type AppealStatus = (typeof APPEAL_STATUSES)[number]

/** The one home of the statuses' Russian names: the admin, the contract, the gateway and the cabinet read it. */
export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatus, string>> = {
  new: 'Новое',
  accepted: 'Принято',
  in_progress: 'В работе',
  scheduled: 'Запланировано',
  resolved: 'Решено',
  unable_to_fix: 'Не удалось решить',
  not_responsible: 'Не в нашей компетенции',
  duplicate: 'Дубликат',
}

/** Closed: the city owes the resident nothing more on this appeal (Open311 `closed`). */
export const CLOSED_APPEAL_STATUSES = ['resolved', 'unable_to_fix', 'not_responsible', 'duplicate'] as const

export function isClosedAppealStatus(status: AppealStatus): boolean {
  return (CLOSED_APPEAL_STATUSES as readonly string[]).includes(status)
}

/**
 * The moves an editor makes. «Не в нашей компетенции» and «Дубликат» are triage, possible from any open
 * status; «Решено» and «Не удалось решить» need the work to have been taken on (В работе or
 * Запланировано) first. A closed status has no editor move out of it.
 */
export const APPEAL_TRANSITIONS: Readonly<Record<AppealStatus, readonly AppealStatus[]>> = {
  new: ['accepted', 'in_progress', 'scheduled', 'not_responsible', 'duplicate'],
  accepted: ['in_progress', 'scheduled', 'not_responsible', 'duplicate'],
  in_progress: ['scheduled', 'resolved', 'unable_to_fix', 'not_responsible', 'duplicate'],
  scheduled: ['in_progress', 'resolved', 'unable_to_fix', 'not_responsible', 'duplicate'],
  resolved: [],
  unable_to_fix: [],
  not_responsible: [],
  duplicate: [],
}

/**
 * Moves only the CMS's own code makes, on top of the editors' ones: a resident who disputes «Решено»
 * reopens the appeal into work. The admin can never ask for these (docs/decisions/0050-appeal-statuses.md).
 */
export const APPEAL_SYSTEM_TRANSITIONS: Readonly<Partial<Record<AppealStatus, readonly AppealStatus[]>>> = {
  resolved: ['in_progress'],
}

/** Who asks for a move: an editor in the admin, or the CMS's own code (a dispute). */
export type AppealActor = 'editor' | 'system'

export function isAppealStatus(value: unknown): value is AppealStatus {
  return typeof value === 'string' && (APPEAL_STATUSES as readonly string[]).includes(value)
}

function movesFrom(status: AppealStatus, actor: AppealActor): readonly AppealStatus[] {
  const editor = APPEAL_TRANSITIONS[status]
  return actor === 'system' ? [...editor, ...(APPEAL_SYSTEM_TRANSITIONS[status] ?? [])] : editor
}

export function canTransitionAppeal(from: AppealStatus, to: AppealStatus, actor: AppealActor = 'editor'): boolean {
  return movesFrom(from, actor).includes(to)
}

/**
 * The moves one save makes to take an appeal from `from` to `to`: none for the same status, the
 * move itself when the machine allows it, otherwise the shortest way through allowed moves, so an
 * editor who answers a new appeal and marks it «Решено» in one save takes it into work on the way
 * (new → in_progress → resolved) and the resident's history shows both. Null when no way leads
 * there (a closed appeal stays closed for editors).
 */
export function appealStatusPath(
  from: AppealStatus,
  to: AppealStatus,
  actor: AppealActor = 'editor',
): AppealStatus[] | null {
  if (from === to) return []
  const cameFrom = new Map<AppealStatus, AppealStatus>()
  const queue: AppealStatus[] = [from]
  while (queue.length > 0) {
    const current = queue.shift()!
    for (const next of movesFrom(current, actor)) {
      if (next === from || cameFrom.has(next)) continue
      cameFrom.set(next, current)
      if (next === to) {
        const path: AppealStatus[] = [to]
        for (let step = current; step !== from; step = cameFrom.get(step)!) path.unshift(step)
        return path
      }
      queue.push(next)
    }
  }
  return null
}

export const APPEAL_STATUS_MESSAGES = {
  answerRequired: 'Напишите ответ жителю',
  scheduledForRequired: 'Укажите дату, на которую запланированы работы',
  scheduledForPast: 'Дата работ не может быть раньше сегодняшнего дня',
  referredToRequired: 'Укажите, куда жителю обратиться по этому вопросу',
  duplicateOfRequired: 'Укажите исходное обращение',
  duplicateOfSelf: 'Обращение не может быть дубликатом самого себя',
} as const

/** The original named is itself a duplicate: pointing at it would start a chain (and could close a loop). */
export const duplicateOfDuplicateMessage = (number: string) =>
  `Обращение ${number} само отмечено как дубликат: укажите исходное обращение`

export const forbiddenMoveMessage = (from: AppealStatus, to: AppealStatus) =>
  `Нельзя перевести обращение из статуса «${APPEAL_STATUS_LABELS[from]}» в статус «${APPEAL_STATUS_LABELS[to]}»`

/** The appeal another one duplicates, as much as the checks and the resident need of it. */
export type AppealRef = { id: string; number: string; status: AppealStatus }

/** What a status may carry besides itself: the answer, and the field its status requires. */
export type AppealStatusDetails = {
  answer?: string | null
  /** `scheduled`: the day the work is planned for (an ISO instant inside that Anapa day). */
  scheduledFor?: string | null
  /** `not_responsible`: whom the resident should contact instead. */
  referredTo?: string | null
  /** `duplicate`: the original appeal. */
  duplicateOf?: AppealRef | null
}

/** The appeal's fields each refusal lands on (the CMS's field names). */
export type AppealField = 'status' | 'answer_text' | 'scheduled_for' | 'referred_to' | 'duplicate_of'
export type AppealRefusal = { field: AppealField; message: string }

/** A status's own detail kept on the appeal and in its history entry; the others are cleared. */
export function appealDetailsFor(status: AppealStatus, details: AppealStatusDetails) {
  return {
    scheduledFor: status === 'scheduled' ? (details.scheduledFor ?? null) : null,
    referredTo: status === 'not_responsible' ? details.referredTo?.trim() || null : null,
    duplicateOf: status === 'duplicate' ? (details.duplicateOf ?? null) : null,
  }
}

const anapaDayKey = (date: Date) => {
  const { year, month, day } = anapaWallClock(date)
  return year * 10_000 + month * 100 + day
}

/**
 * Why a save that leaves the appeal in `to` is refused, or null. The first failing rule wins
 * (docs/spec.md#5-validation-rules): the move itself, then the field the status requires, then the
 * answer a closing status needs. A status's requirements are checked when the save moves into it or
 * changes its detail, so an old scheduled date does not block saving an unrelated correction.
 */
export function checkAppealChange(
  from: AppealStatus,
  to: AppealStatus,
  details: AppealStatusDetails,
  {
    actor = 'editor',
    previous = {},
    self = null,
    now = new Date(),
  }: { actor?: AppealActor; previous?: AppealStatusDetails; self?: string | null; now?: Date } = {},
): AppealRefusal | null {
  if (from !== to && !appealStatusPath(from, to, actor))
    return { field: 'status', message: forbiddenMoveMessage(from, to) }
  const next = appealDetailsFor(to, details)
  const before = appealDetailsFor(from, previous)
  const dateChanged = next.scheduledFor !== before.scheduledFor
  const changed =
    from !== to ||
    dateChanged ||
    next.referredTo !== before.referredTo ||
    next.duplicateOf?.id !== before.duplicateOf?.id ||
    (details.answer ?? null) !== (previous.answer ?? null)
  if (!changed) return null

  if (to === 'scheduled') {
    const when = next.scheduledFor ? new Date(next.scheduledFor) : null
    if (!when || Number.isNaN(when.getTime()))
      return { field: 'scheduled_for', message: APPEAL_STATUS_MESSAGES.scheduledForRequired }
    if (dateChanged && anapaDayKey(when) < anapaDayKey(now))
      return { field: 'scheduled_for', message: APPEAL_STATUS_MESSAGES.scheduledForPast }
  }
  if (to === 'not_responsible' && !next.referredTo)
    return { field: 'referred_to', message: APPEAL_STATUS_MESSAGES.referredToRequired }
  if (to === 'duplicate') {
    const original = next.duplicateOf
    if (!original) return { field: 'duplicate_of', message: APPEAL_STATUS_MESSAGES.duplicateOfRequired }
    if (self !== null && original.id === self)
      return { field: 'duplicate_of', message: APPEAL_STATUS_MESSAGES.duplicateOfSelf }
    if (original.status === 'duplicate' && original.id !== before.duplicateOf?.id)
      return { field: 'duplicate_of', message: duplicateOfDuplicateMessage(original.number) }
  }
  if (isClosedAppealStatus(to) && !details.answer?.trim())
    return { field: 'answer_text', message: APPEAL_STATUS_MESSAGES.answerRequired }
  return null
}

/** The status's detail in words, as the history, a notification and Open311's notes say it. */
export function appealStatusDetailText(
  status: AppealStatus,
  details: Pick<AppealStatusDetails, 'scheduledFor' | 'referredTo'> & { duplicateOf?: { number: string } | null },
): string | null {
  if (status === 'scheduled' && details.scheduledFor) {
    const when = new Date(details.scheduledFor)
    return Number.isNaN(when.getTime()) ? null : `Запланировано на ${anapaDateText(when)}`
  }
  if (status === 'not_responsible' && details.referredTo?.trim()) return `Куда обратиться: ${details.referredTo.trim()}`
  if (status === 'duplicate' && details.duplicateOf) return `Исходное обращение ${details.duplicateOf.number}`
  return null
}

/** Open311 GeoReport v2 knows two statuses; ours say more, and `status_notes` carries the rest. */
export type Open311Status = 'open' | 'closed'

/**
 * An appeal as Open311 GeoReport v2 states it: `open` or `closed`, and notes that say what our
 * status says (its label, its date, whom to contact or the original) with the editor's note on the
 * latest change. The answer to the resident is not part of it.
 */
export function open311Status(appeal: {
  status: AppealStatus
  scheduledFor?: string | null
  referredTo?: string | null
  duplicateOf?: { number: string } | null
  /** The editor's note on the change that set the current status, if any. */
  note?: string | null
}): { status: Open311Status; status_notes: string } {
  const detail = appealStatusDetailText(appeal.status, appeal)
  const headline =
    detail && appeal.status !== 'scheduled' ? `${APPEAL_STATUS_LABELS[appeal.status]}. ${detail}` : detail
  const note = appeal.note?.trim()
  const notes = `${(headline ?? APPEAL_STATUS_LABELS[appeal.status]).replace(/[.!?]?$/, '.')}${note ? ` ${note}` : ''}`
  return { status: isClosedAppealStatus(appeal.status) ? 'closed' : 'open', status_notes: notes }
}

/**
 * The FixMyStreet state each status is, so a FixMyStreet-based tool reading our Open311 feed or a
 * migration between the two keeps the meaning (docs/decisions/0050-appeal-statuses.md has the table).
 */
export const FIXMYSTREET_STATES: Readonly<Record<AppealStatus, string>> = {
  new: 'confirmed',
  accepted: 'investigating',
  in_progress: 'in progress',
  scheduled: 'action scheduled',
  resolved: 'fixed - council',
  unable_to_fix: 'unable to fix',
  not_responsible: 'not responsible',
  duplicate: 'duplicate',
}

/**
 * The instant the resident may expect the appeal dealt with (Open311 `expected_datetime`): the
 * scheduled day's end while it is scheduled, the answer deadline while it is otherwise open, none
 * once closed.
 */
export function appealExpectedAt(
  status: AppealStatus,
  deadlineAt: string,
  scheduledFor?: string | null,
): string | null {
  if (isClosedAppealStatus(status)) return null
  if (status === 'scheduled' && scheduledFor) {
    const when = new Date(scheduledFor)
    if (!Number.isNaN(when.getTime())) {
      const { year, month, day } = anapaWallClock(when)
      // 23:59:59.999 of that Anapa day (UTC+3).
      return new Date(Date.UTC(year, month - 1, day, 20, 59, 59, 999)).toISOString()
    }
  }
  return deadlineAt
}
