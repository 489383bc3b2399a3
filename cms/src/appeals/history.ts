import { APPEAL_STATUS_LABELS } from '@anapa/shared/appeals/status'
import type { Appeal } from '@/payload-types'

type StoredEntry = NonNullable<Appeal['history']>[number]

/**
 * An appeal's history as the contract answers it, the author's (appeals.ts) and everyone's
 * (publicAppeals.ts) alike; `ref` says how each reader sees an original a duplicate names.
 */
export function toHistory<R>(history: Appeal['history'], ref: (value: StoredEntry['duplicate_of']) => R | null) {
  return (history ?? []).map((entry) => ({
    status: entry.status,
    status_label: APPEAL_STATUS_LABELS[entry.status],
    at: entry.at,
    note: entry.note?.trim() || null,
    scheduled_for: entry.scheduled_for ?? null,
    referred_to: entry.referred_to || null,
    duplicate_of: ref(entry.duplicate_of),
  }))
}
