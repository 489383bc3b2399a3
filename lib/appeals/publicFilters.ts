import { APPEAL_TOPIC_PARAM } from '@anapa/shared/appeals/paths'
import { APPEAL_STATUSES, APPEAL_STATUS_LABELS, isAppealStatus, type AppealStatus } from '@anapa/shared/appeals/status'

/**
 * The public appeals list's filters (components/appeals/PublicAppealsView): a topic and a status,
 * kept in the address (`?tema=3&status=open`) so a filtered list can be shared. The list holds the
 * newest public appeals already, so a filter is a pass over them, not a request.
 */

export const TOPIC_PARAM = APPEAL_TOPIC_PARAM
export const STATUS_PARAM = 'status'

/** Open and closed as Open311 counts them, besides each status of docs/decisions/0050-appeal-statuses.md. */
export type StatusFilter = 'open' | 'closed' | AppealStatus

export type PublicAppealFilters = { topic: string | null; status: StatusFilter | null }

export const NO_FILTERS: PublicAppealFilters = { topic: null, status: null }

export const STATUS_FILTER_OPTIONS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Открытые' },
  { value: 'closed', label: 'Закрытые' },
  ...APPEAL_STATUSES.map((status) => ({ value: status, label: APPEAL_STATUS_LABELS[status] })),
]

const isStatusFilter = (value: unknown): value is StatusFilter =>
  value === 'open' || value === 'closed' || isAppealStatus(value)

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The filters in a query string; anything unknown is no filter, never an error. */
export function parseFilters(query: Record<string, string | string[] | undefined>): PublicAppealFilters {
  const topic = one(query[TOPIC_PARAM])
  const status = one(query[STATUS_PARAM])
  return {
    topic: topic && /^\d{1,9}$/.test(topic) ? topic : null,
    status: isStatusFilter(status) ? status : null,
  }
}

/** The query string that keeps the filters: empty values are left out, so no filter is the bare list. */
export function filtersQuery(filters: PublicAppealFilters): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.topic) query[TOPIC_PARAM] = filters.topic
  if (filters.status) query[STATUS_PARAM] = filters.status
  return query
}

type Filterable = { topic: { id: string }; status: AppealStatus; closed: boolean }

export function matchesFilters(appeal: Filterable, { topic, status }: PublicAppealFilters): boolean {
  if (topic !== null && appeal.topic.id !== topic) return false
  if (status === 'open') return !appeal.closed
  if (status === 'closed') return appeal.closed
  return status === null || appeal.status === status
}

/** The topics the shown appeals are filed under, by name: a topic nobody used makes an empty list. */
export function topicsOf(appeals: readonly { topic: { id: string; name: string } }[]) {
  const byId = new Map(appeals.map((a) => [a.topic.id, a.topic.name]))
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'ru'))
}
