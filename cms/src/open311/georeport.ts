import { APPEAL_STATUSES, isClosedAppealStatus, open311Status, type AppealStatus } from '@anapa/shared/appeals/status'
import type { PublicAppeal } from '@/appeals/publicAppeals'
import type { AppealTopic } from '@/payload-types'

/**
 * Open311 GeoReport v2 (docs/architecture.md#10-open-standards-and-operations) as pure mappings
 * from our data: a topic is a service, a public appeal is a service request
 * (docs/decisions/0051-public-appeals-and-open311.md). The routes under app/(contract)/open311 only
 * read and answer.
 */
export const OPEN311_AGENCY = 'Служба заботы Анапы'
export const OPEN311_GROUP = 'Обращения'
/** requests.json without dates covers this many days back, as the standard advises. */
export const DEFAULT_WINDOW_DAYS = 90
export const DEFAULT_PAGE_SIZE = 100
export const MAX_PAGE_SIZE = 500

export const OPEN311_MESSAGES = {
  keyRequired: 'Не указан api_key или ключ недействителен',
  serviceRequired: 'Не указан service_code',
  serviceUnknown: 'Услуга с таким service_code не найдена',
  requestUnknown: 'Обращение не найдено',
  location: 'Укажите место: lat и long или address_string',
  badDate: (name: string) =>
    `Параметр ${name} должен быть датой и временем в формате W3C, например 2026-11-29T10:00:00+03:00`,
  badStatus: 'Параметр status принимает значения open и closed через запятую',
  badServiceCode: 'Параметр service_code — номера услуг через запятую',
  badNumber: (name: string) => `Параметр ${name} должен быть числом`,
  outside: 'Точка должна быть в пределах Анапы',
  badPhone: 'Телефон указан неверно',
  badEmail: 'Адрес почты указан неверно',
  tooLong: (name: string, max: number) => `Параметр ${name} длиннее ${max} символов`,
  jsonOnly: 'Поддерживается только формат JSON: добавьте .json к адресу',
  formRequired:
    'Тело запроса передаётся в формате application/x-www-form-urlencoded (как в стандарте Open311) или application/json',
  notice: 'Обращение принято. Оно появится в открытом списке после проверки редакцией.',
} as const

export type Open311Error = { code: number; description: string }

export type Service = {
  service_code: string
  service_name: string
  description: string
  metadata: boolean
  type: 'realtime' | 'batch' | 'blackbox'
  keywords: string
  group: string
}

export function toService(topic: Pick<AppealTopic, 'id' | 'name' | 'description' | 'keywords'>): Service {
  return {
    service_code: String(topic.id),
    service_name: topic.name,
    description: topic.description?.trim() ?? '',
    // No attributes beyond the standard's own fields: the definition lists none.
    metadata: false,
    type: 'realtime',
    keywords: (topic.keywords ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .join(','),
    group: OPEN311_GROUP,
  }
}

export const toServiceDefinition = (topic: Pick<AppealTopic, 'id'>) => ({
  service_code: String(topic.id),
  attributes: [] as { variable: boolean; code: string; datatype: string; required: boolean; order: number }[],
})

export type ServiceRequest = {
  service_request_id: string
  status: 'open' | 'closed'
  status_notes: string
  service_name: string
  service_code: string
  description: string
  agency_responsible: string
  requested_datetime: string
  updated_datetime: string
  expected_datetime: string | null
  address: string | null
  lat: number | null
  long: number | null
  media_url?: string
}

/** A public appeal as a GeoReport v2 service request; `media_url` only when a photo is approved. */
export function toServiceRequest(appeal: PublicAppeal): ServiceRequest {
  const latest = appeal.history.filter((entry) => entry.status === appeal.status).at(-1)
  const { status, status_notes } = open311Status({
    status: appeal.status,
    scheduledFor: appeal.scheduled_for,
    referredTo: appeal.referred_to,
    duplicateOf: appeal.duplicate_of,
    note: latest?.note ?? null,
  })
  const photo = appeal.photos[0] ?? appeal.answer_photos[0]
  return {
    service_request_id: appeal.number,
    status,
    status_notes,
    service_name: appeal.topic.name,
    service_code: appeal.topic.id,
    description: appeal.text,
    agency_responsible: OPEN311_AGENCY,
    requested_datetime: appeal.created_at,
    updated_datetime: appeal.updated_at,
    expected_datetime: appeal.expected_datetime,
    address: appeal.address,
    lat: appeal.location?.lat ?? null,
    long: appeal.location?.lon ?? null,
    ...(photo ? { media_url: photo.url } : {}),
  }
}

/** Our statuses behind Open311's `open` and `closed`. */
export function statusesFor(open311: readonly ('open' | 'closed')[]): AppealStatus[] {
  return APPEAL_STATUSES.filter((s) => open311.includes(isClosedAppealStatus(s) ? 'closed' : 'open'))
}

/** W3C datetime (ISO 8601 with a date at least); null when absent; Error text when malformed. */
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/

export function parseW3cDate(raw: string | null, name: string): Date | null {
  if (raw === null || raw === '') return null
  const date = W3C.test(raw) ? new Date(raw) : null
  if (!date || Number.isNaN(date.getTime())) throw new Open311Failure(400, OPEN311_MESSAGES.badDate(name))
  return date
}

export class Open311Failure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

const comma = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

export type RequestsQuery = {
  numbers?: string[]
  topicIds?: number[]
  statuses?: AppealStatus[]
  since?: Date
  until?: Date
  page: number
  pageSize: number
}

function positive(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw new Open311Failure(400, `Параметр ${name} должен быть целым числом от 1 до ${max}`)
  return Number(raw)
}

/**
 * GET requests.json's parameters. `service_request_id` names requests and then the others are
 * ignored, as the standard says; without dates the window is the last 90 days (before `end_date`
 * when only it is given). `page` and `page_size` are our extension for paging.
 */
export function parseRequestsQuery(params: URLSearchParams, now = new Date()): RequestsQuery {
  const page = positive(params, 'page', 1, 10_000)
  const pageSize = positive(params, 'page_size', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  const ids = comma(params.get('service_request_id'))
  if (ids.length > 0) return { numbers: ids, page, pageSize }

  const query: RequestsQuery = { page, pageSize }
  const codes = comma(params.get('service_code'))
  if (codes.length > 0) {
    if (!codes.every((c) => /^[1-9]\d{0,8}$/.test(c))) throw new Open311Failure(400, OPEN311_MESSAGES.badServiceCode)
    query.topicIds = codes.map(Number)
  }
  const statuses = comma(params.get('status'))
  if (statuses.length > 0) {
    if (!statuses.every((s) => s === 'open' || s === 'closed'))
      throw new Open311Failure(400, OPEN311_MESSAGES.badStatus)
    query.statuses = statusesFor(statuses as ('open' | 'closed')[])
  }
  const since = parseW3cDate(params.get('start_date'), 'start_date')
  const until = parseW3cDate(params.get('end_date'), 'end_date')
  if (since) query.since = since
  if (until) query.until = until
  if (!since) query.since = new Date((until ?? now).getTime() - DEFAULT_WINDOW_DAYS * 86_400_000)
  return query
}
