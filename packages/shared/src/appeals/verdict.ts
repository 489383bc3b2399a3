import type { AppealStatus } from './status'

/**
 * The resident's say after «Решено» (docs/decisions/0053-duplicates-followers-and-verdicts.md):
 * the author or a supporter confirms the problem is gone or disputes it, within 15 days of the
 * history entry that resolved the appeal, as «Наш город» gives. A dispute reopens the appeal into
 * work through the system move (status.ts, APPEAL_SYSTEM_TRANSITIONS). The one home of the rule.
 */
export const APPEAL_VERDICT_DAYS = 15

const DAY_MS = 86_400_000

export const APPEAL_VERDICTS = ['confirmed', 'disputed'] as const
export type AppealVerdict = (typeof APPEAL_VERDICTS)[number]

export const isAppealVerdict = (value: unknown): value is AppealVerdict =>
  typeof value === 'string' && (APPEAL_VERDICTS as readonly string[]).includes(value)

export const APPEAL_VERDICT_LABELS: Readonly<Record<AppealVerdict, string>> = {
  confirmed: 'Решено',
  disputed: 'Не решено',
}

export const APPEAL_VERDICT_MESSAGES = {
  verdict: 'Укажите оценку: confirmed — проблема решена, disputed — не решена',
  noteRequired: 'Напишите, что осталось нерешённым',
  notResolved: 'Оценить можно только обращение в статусе «Решено»',
  expired: 'Срок для оценки истёк',
  already: 'Вы уже оценили это решение',
  notYours: 'Оценить решение может автор обращения или тот, кто его поддержал',
} as const

/** The dispute's note in the appeal's history, in the resident's words. */
export const disputeHistoryNote = (note: string) => `Житель не согласен с решением: ${note.trim()}`

/** The instant a resolution stops taking verdicts: 15 days after it. */
export function verdictDeadline(resolvedAt: string | Date): Date {
  return new Date(new Date(resolvedAt).getTime() + APPEAL_VERDICT_DAYS * DAY_MS)
}

/**
 * The history entry that resolved the appeal as it stands: the last entry, while the appeal is
 * `resolved` (a later move would have added its own entry). Null otherwise.
 */
export function resolutionOf(
  status: AppealStatus,
  history: readonly { status: AppealStatus; at: string }[] | null | undefined,
): string | null {
  if (status !== 'resolved') return null
  const last = history?.at(-1)
  return last?.status === 'resolved' && !Number.isNaN(Date.parse(last.at)) ? last.at : null
}

/**
 * Until when the resident may give a verdict (ISO), or null: not resolved, or the 15 days are over.
 */
export function verdictDueUntil(
  status: AppealStatus,
  history: readonly { status: AppealStatus; at: string }[] | null | undefined,
  now: Date = new Date(),
): string | null {
  const resolvedAt = resolutionOf(status, history)
  if (!resolvedAt) return null
  const due = verdictDeadline(resolvedAt)
  return due.getTime() > now.getTime() ? due.toISOString() : null
}

/** Why a verdict on this appeal is refused now, or null; the contract answers it with 409. */
export function verdictRefusal(
  status: AppealStatus,
  history: readonly { status: AppealStatus; at: string }[] | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!resolutionOf(status, history)) return APPEAL_VERDICT_MESSAGES.notResolved
  return verdictDueUntil(status, history, now) ? null : APPEAL_VERDICT_MESSAGES.expired
}
