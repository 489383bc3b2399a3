import { CAP_LABELS } from '@anapa/shared/alerts/capValues'
import { FORBIDDEN_TEXT_CHARACTERS } from '@anapa/shared/text/forbiddenCharacters'

/**
 * OASIS CAP 1.2 as the alerts collection holds it (docs/architecture.md#10-open-standards-and-operations):
 * the standard's value lists with the editors' Russian labels (shared with the site), and the rules a
 * message must meet before it is saved. Pure functions, so the collection's validators and their tests share them.
 */
export {
  CAP_CATEGORIES,
  CAP_CERTAINTIES,
  CAP_LABELS,
  CAP_MSG_TYPES,
  CAP_SCOPES,
  CAP_SEVERITIES,
  CAP_STATUSES,
  CAP_URGENCIES,
  type CapMsgType,
  type CapStatus,
} from '@anapa/shared/alerts/capValues'

/** The one language the portal publishes in. */
export const CAP_LANGUAGE = 'ru-RU'

/** The longest headline an alert may have: short enough for a banner line and a push title. */
export const HEADLINE_MAX_LENGTH = 160

/** Who signs an alert when no ALERTS_SENDER is set. */
export const DEFAULT_SENDER = 'alerts@anapa.local'

export const capOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: `${CAP_LABELS[value] ?? value} (${value})` }))

export const IDENTIFIER_MESSAGE = 'Идентификатор не может содержать пробелы, запятые и символы < и &'
export const SENDER_MESSAGE = 'Отправитель не может содержать пробелы, запятые и символы < и &'
export const REFERENCES_REQUIRED = 'Для обновления и отбоя укажите оповещение, к которому они относятся'
export const REFERENCES_SELF = 'Оповещение не может ссылаться на само себя'
export const EXPIRES_BEFORE_ONSET = 'Окончание действия должно быть позже начала'
export const EXPIRES_BEFORE_SENT = 'Окончание действия должно быть позже времени отправки'
export const POLYGON_MESSAGE =
  'Полигон — не меньше четырёх пар «широта,долгота» через пробел, первая и последняя пары совпадают ' +
  '(например: 44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30)'

/**
 * CAP's identifier and sender: no whitespace, commas or the restricted `<` and `&`, and none of the
 * control or direction characters no text of ours may hold (PostgreSQL refuses a NUL outright).
 */
const CAP_TOKEN = /^[^\s,<&]+$/

/** A problem with an identifier or sender (CAP's restricted characters), or null. */
export function capTokenProblem(value: unknown, message: string): string | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'string' && CAP_TOKEN.test(value) && !FORBIDDEN_TEXT_CHARACTERS.test(value) ? null : message
}

/** `anapa-<milliseconds>-<8 hex>`: unique without a lookup, and free of CAP's restricted characters. */
export function newIdentifier(now: Date, randomHex: string): string {
  return `anapa-${now.getTime()}-${randomHex}`
}

const PAIR = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/

/**
 * CAP's polygon: "lat,lon lat,lon …", WGS 84, at least four pairs, closed (the first pair repeated
 * last). Empty is no polygon.
 */
export function polygonProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value !== 'string') return POLYGON_MESSAGE
  const pairs = value.trim().split(/\s+/)
  if (pairs.length < 4) return POLYGON_MESSAGE
  for (const pair of pairs) {
    const match = PAIR.exec(pair)
    if (!match) return POLYGON_MESSAGE
    const lat = Number(match[1])
    const lon = Number(match[2])
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return POLYGON_MESSAGE
  }
  const [first] = pairs
  const last = pairs[pairs.length - 1]!
  const same = (a: string, b: string) => {
    const [la, oa] = a.split(',').map(Number)
    const [lb, ob] = b.split(',').map(Number)
    return la === lb && oa === ob
  }
  return same(first!, last) ? null : POLYGON_MESSAGE
}

/** The polygon as CAP writes it: pairs separated by single spaces. */
export const normalizePolygon = (value: string): string => value.trim().split(/\s+/).join(' ')

type Ref = number | { id: number } | null | undefined

/** Update and Cancel say which earlier alerts they change; no alert refers to itself. */
export function referencesProblem(msgType: unknown, references: unknown, ownId?: number | string): string | null {
  const list = Array.isArray(references) ? (references as Ref[]) : []
  const ids = list.map((ref) => (typeof ref === 'object' && ref !== null ? ref.id : ref)).filter((id) => id != null)
  if ((msgType === 'Update' || msgType === 'Cancel') && ids.length === 0) return REFERENCES_REQUIRED
  if (ownId !== undefined && ids.some((id) => String(id) === String(ownId))) return REFERENCES_SELF
  return null
}

const time = (value: unknown): number | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? null : ms
}

/** `expires`, when set, comes after the onset and after the moment the alert is sent. */
export function expiresProblem(expires: unknown, onset: unknown, sent: unknown): string | null {
  const end = time(expires)
  if (end === null) return null
  const start = time(onset)
  if (start !== null && end <= start) return EXPIRES_BEFORE_ONSET
  const issued = time(sent)
  if (issued !== null && end <= issued) return EXPIRES_BEFORE_SENT
  return null
}
