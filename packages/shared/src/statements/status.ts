/**
 * The resident permit application's lifecycle. The resident creates a draft and submits it once the
 * fields and four scans are in; editors take it into review and decide. A decision is final: a
 * rejected resident files a new application, so the history of each stays readable.
 */

export const STATEMENT_STATUSES = ['draft', 'submitted', 'in_review', 'approved', 'rejected'] as const
export type StatementStatus = (typeof STATEMENT_STATUSES)[number]

export const STATEMENT_STATUS_LABELS: Readonly<Record<StatementStatus, string>> = {
  draft: 'Черновик',
  submitted: 'Отправлено',
  in_review: 'На рассмотрении',
  approved: 'Одобрено',
  rejected: 'Отклонено',
}

/** Allowed moves. Editors may decide straight from `submitted`; review is a courtesy state, not a gate. */
export const STATEMENT_TRANSITIONS: Readonly<Record<StatementStatus, readonly StatementStatus[]>> = {
  draft: ['submitted'],
  submitted: ['in_review', 'approved', 'rejected'],
  in_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
}

export function isStatementStatus(value: unknown): value is StatementStatus {
  return typeof value === 'string' && (STATEMENT_STATUSES as readonly string[]).includes(value)
}

export function canTransition(from: StatementStatus, to: StatementStatus): boolean {
  return STATEMENT_TRANSITIONS[from].includes(to)
}

export const STATUS_MESSAGES = {
  reasonRequired: 'Укажите причину отказа',
} as const

export function transitionMessage(from: StatementStatus, to: StatementStatus): string {
  return `Нельзя перевести заявление из статуса «${STATEMENT_STATUS_LABELS[from]}» в статус «${STATEMENT_STATUS_LABELS[to]}»`
}

/**
 * Why a move is refused, or null when it is allowed. A rejection without a reason is refused: the
 * resident reads the reason in their list, and an empty one tells them nothing.
 */
export function checkTransition(from: StatementStatus, to: StatementStatus, comment?: string | null): string | null {
  if (from === to) return null
  if (!canTransition(from, to)) return transitionMessage(from, to)
  if (to === 'rejected' && !comment?.trim()) return STATUS_MESSAGES.reasonRequired
  return null
}
