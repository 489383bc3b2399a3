/**
 * An appeal's lifecycle. Editors take a new appeal into work and close it as resolved or rejected; an
 * obviously wrong appeal (spam, not the city's business) may be rejected straight away. A closed appeal
 * stays closed: the resident files a new one, so each history stays readable.
 */

export const APPEAL_STATUSES = ['new', 'in_progress', 'resolved', 'rejected'] as const
export type AppealStatus = (typeof APPEAL_STATUSES)[number]

export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatus, string>> = {
  new: 'Новое',
  in_progress: 'В работе',
  resolved: 'Решено',
  rejected: 'Отклонено',
}

export const APPEAL_TRANSITIONS: Readonly<Record<AppealStatus, readonly AppealStatus[]>> = {
  new: ['in_progress', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
}

export function isAppealStatus(value: unknown): value is AppealStatus {
  return typeof value === 'string' && (APPEAL_STATUSES as readonly string[]).includes(value)
}

export function canTransitionAppeal(from: AppealStatus, to: AppealStatus): boolean {
  return APPEAL_TRANSITIONS[from].includes(to)
}

export const APPEAL_STATUS_MESSAGES = {
  answerRequired: 'Напишите ответ жителю',
} as const

/**
 * The moves one save makes to take an appeal from `from` to `to`: none for the same status, the
 * move itself when the machine allows it, otherwise the shortest way through allowed moves, so an
 * editor who answers a new appeal and marks it «Решено» in one save takes it into work on the way
 * (new → in_progress → resolved) and the resident's history shows both. Null when no way leads
 * there (a closed appeal stays closed).
 */
export function appealStatusPath(from: AppealStatus, to: AppealStatus): AppealStatus[] | null {
  if (from === to) return []
  const cameFrom = new Map<AppealStatus, AppealStatus>()
  const queue: AppealStatus[] = [from]
  while (queue.length > 0) {
    const current = queue.shift()!
    for (const next of APPEAL_TRANSITIONS[current]) {
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

/**
 * Why a save's status change is refused, or null when it is allowed (the same status is no move).
 * Closing an appeal without an answer is refused: the resident would see "Решено" with nothing to read.
 */
export function checkAppealTransition(from: AppealStatus, to: AppealStatus, answer?: string | null): string | null {
  if (from === to) return null
  if (!appealStatusPath(from, to)) {
    return `Нельзя перевести обращение из статуса «${APPEAL_STATUS_LABELS[from]}» в статус «${APPEAL_STATUS_LABELS[to]}»`
  }
  if ((to === 'resolved' || to === 'rejected') && !answer?.trim()) return APPEAL_STATUS_MESSAGES.answerRequired
  return null
}
