import { APPEAL_STATUSES, isAppealStatus, type AppealStatus } from '@anapa/shared/appeals/status'
import { ContractError } from '@/contract/http'
import { parseRecordId } from '@/contract/ids'
import { listParam } from '@/contract/query'
import type { PublicAppealFilters } from './publicAppeals'

export const BBOX_MESSAGE =
  'Параметр bbox задаётся как запад,юг,восток,север в градусах, например 37.2,44.85,37.4,44.95'
export const TOPIC_MESSAGE = 'Параметр topic должен быть номером темы'
export const NEARBY_TOPIC_MESSAGE = 'Укажите тему: параметр topic — номер темы обращения'
export const POINT_MESSAGE = 'Укажите точку: параметры lat и lon в градусах, например lat=44.8967&lon=37.3116'
export const STATUS_MESSAGE = `Параметр status принимает значения: ${APPEAL_STATUSES.join(', ')}`

const DEGREES = /^-?\d{1,3}(\.\d{1,10})?$/

const clamp = (value: number, limit: number) => Math.min(Math.max(value, -limit), limit)

/**
 * `west,south,east,north` in degrees; null when absent. Only the form is refused: the corners are
 * taken in either order and a box beyond the world is cut to it, since any such box still says
 * which appeals to show (an empty box shows none).
 */
export function parseBbox(raw: string | null): PublicAppealFilters['bbox'] | null {
  if (raw === null || raw === '') return null
  const parts = raw.split(',').map((p) => p.trim())
  if (parts.length !== 4 || !parts.every((p) => DEGREES.test(p))) throw new ContractError(400, BBOX_MESSAGE)
  const [x1, y1, x2, y2] = parts.map(Number) as [number, number, number, number]
  return {
    west: clamp(Math.min(x1, x2), 180),
    south: clamp(Math.min(y1, y2), 90),
    east: clamp(Math.max(x1, x2), 180),
    north: clamp(Math.max(y1, y2), 90),
  }
}

/**
 * The public list's filters (GET /v1/public/appeals, docs/api/openapi.yaml): `topic` (ids, as
 * `topic[]` or a bare `topic`), `status` (ours, the same way), `bbox`. Malformed values are a 400
 * that says what is allowed, never an empty list.
 */
export function publicListFilters(params: URLSearchParams): PublicAppealFilters {
  const filters: PublicAppealFilters = {}
  const topics = listParam(params, 'topic')
  if (topics.length > 0) {
    const ids = topics.map((t) => (/^\d{1,10}$/.test(t) ? parseRecordId(t) : null))
    if (ids.some((id) => id === null)) throw new ContractError(400, TOPIC_MESSAGE)
    filters.topicIds = ids as number[]
  }
  const statuses = listParam(params, 'status')
  if (statuses.length > 0) {
    if (!statuses.every(isAppealStatus)) throw new ContractError(400, STATUS_MESSAGE)
    filters.statuses = statuses as AppealStatus[]
  }
  const bbox = parseBbox(params.get('bbox'))
  if (bbox) filters.bbox = bbox
  return filters
}

/** docs/api/openapi.yaml's patterns for the point: degrees within the world, at most 10 decimals. */
const LATITUDE = /^-?(90(\.0{1,10})?|[1-8]?\d(\.\d{1,10})?)$/
const LONGITUDE = /^-?(180(\.0{1,10})?|(1[0-7]\d|[1-9]?\d)(\.\d{1,10})?)$/

/** The one value of a parameter in degrees when it matches `pattern`, else null. */
function degrees(params: URLSearchParams, name: string, pattern: RegExp): number | null {
  const values = params.getAll(name)
  return values.length === 1 && pattern.test(values[0]!) ? Number(values[0]) : null
}

/**
 * GET /v1/public/appeals/nearby's query: one topic id and a point (`lat`, `lon` in degrees). All
 * three are required; a missing or malformed one is a 400 in words.
 */
export function nearbyQuery(params: URLSearchParams): { topicId: number; point: { lat: number; lon: number } } {
  const topics = params.getAll('topic')
  const topicId = topics.length === 1 && /^\d{1,10}$/.test(topics[0]!) ? parseRecordId(topics[0]) : null
  if (topicId === null) throw new ContractError(400, NEARBY_TOPIC_MESSAGE)
  const lat = degrees(params, 'lat', LATITUDE)
  const lon = degrees(params, 'lon', LONGITUDE)
  if (lat === null || lon === null) throw new ContractError(400, POINT_MESSAGE)
  return { topicId, point: { lat, lon } }
}
