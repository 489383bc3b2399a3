/**
 * A new appeal to the care service: ONE yup schema for the site form, the gateway and the CMS call.
 * Each field's rules run in the order written and the first failing one gives the field's message, so
 * an empty text says 'Это обязательное поле' and nothing else.
 */
import { array, mixed, object, string, ValidationError } from 'yup'

export const APPEAL_MESSAGES = {
  required: 'Это обязательное поле',
  textMin: 'Минимальная длина 20 символов',
  textMax: 'Не больше 2000 символов',
  addressMax: 'Не больше 500 символов',
  place: 'Укажите место на карте или адрес',
  outside: 'Точка должна быть в пределах Анапы',
  photos: 'Не больше 5 фотографий',
  requestId: 'Некорректный идентификатор запроса',
  dailyLimit: 'Можно отправить не больше 5 обращений в сутки. Попробуйте позже',
} as const

export const APPEAL_TEXT_MIN = 20
export const APPEAL_TEXT_MAX = 2000
export const APPEAL_ADDRESS_MAX = 500
export const APPEAL_MAX_PHOTOS = 5
/** New appeals one resident may file per rolling 24 hours. */
export const APPEAL_DAILY_LIMIT = 5
/** The list shortens each text to this many characters. */
export const APPEAL_LIST_TEXT = 200

/**
 * The Anapa municipal district with a margin: Blagoveshchenskaya spit in the north-west, Bolshoy Utrish
 * in the south-east, Gostagaevskaya inland. A point outside is a mis-tap or a default of another city.
 */
export const ANAPA_BOUNDS = { south: 44.6, north: 45.3, west: 36.9, east: 37.8 } as const

export interface AppealLocation {
  lat: number
  lon: number
}

export interface AppealInput {
  topic_id: string
  text: string
  address: string
  location: AppealLocation | null
  photo_ids: string[]
  request_id: string
  /**
   * Whether the appeal may be shown publicly (docs/decisions/0051-public-appeals-and-open311.md); null:
   * not said, the topic's default applies (public unless editors marked the topic personal).
   */
  is_public: boolean | null
}

export type AppealField = 'topic_id' | 'text' | 'address' | 'location' | 'photo_ids' | 'request_id'
export type AppealErrors = Partial<Record<AppealField, string>>
export type AppealResult = { ok: true; value: AppealInput } | { ok: false; fields: AppealErrors }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

export function isAppealLocation(v: unknown): v is AppealLocation {
  if (typeof v !== 'object' || v === null) return false
  const { lat, lon } = v as Record<string, unknown>
  return isFiniteNumber(lat) && isFiniteNumber(lon)
}

export function insideAnapa({ lat, lon }: AppealLocation): boolean {
  return lat >= ANAPA_BOUNDS.south && lat <= ANAPA_BOUNDS.north && lon >= ANAPA_BOUNDS.west && lon <= ANAPA_BOUNDS.east
}

const hasAddress = (v: unknown): boolean => typeof v === 'string' && v.trim() !== ''

export const appealSchema = object({
  topic_id: string().trim().required(APPEAL_MESSAGES.required),
  // Text is counted after trimming: twenty spaces are not a description.
  text: string()
    .trim()
    .required(APPEAL_MESSAGES.required)
    .min(APPEAL_TEXT_MIN, APPEAL_MESSAGES.textMin)
    .max(APPEAL_TEXT_MAX, APPEAL_MESSAGES.textMax),
  address: string().trim().default('').max(APPEAL_ADDRESS_MAX, APPEAL_MESSAGES.addressMax),
  // The place rule lives on `location` (the map is the primary input); an address alone satisfies it.
  location: mixed<AppealLocation>()
    .nullable()
    .default(null)
    .test('place', APPEAL_MESSAGES.place, function (v) {
      return (v !== null && v !== undefined) || hasAddress((this.parent as Record<string, unknown>).address)
    })
    .test('shape', APPEAL_MESSAGES.outside, (v) => v === null || v === undefined || isAppealLocation(v))
    .test(
      'inside',
      APPEAL_MESSAGES.outside,
      (v) => v === null || v === undefined || !isAppealLocation(v) || insideAnapa(v),
    ),
  photo_ids: array(string().defined()).default([]).max(APPEAL_MAX_PHOTOS, APPEAL_MESSAGES.photos),
  request_id: string().trim().required(APPEAL_MESSAGES.required).matches(UUID, APPEAL_MESSAGES.requestId),
})

function firstErrors(error: ValidationError): AppealErrors {
  const fields: AppealErrors = {}
  const inner = error.inner.length > 0 ? error.inner : [error]
  for (const e of inner) {
    // photo_ids[3] reports under its array: the form shows one message for the photos.
    const path = e.path?.replace(/\[\d+\]$/, '') as AppealField | undefined
    if (path && fields[path] === undefined) fields[path] = e.errors[0] ?? e.message
  }
  return fields
}

/**
 * Validates a new appeal (the whole form, or `fields` only: the site checks a step before the request id
 * exists). Non-strings count as empty rather than being coerced: a number for a text is a client bug.
 */
export function validateAppeal(
  values: Partial<Record<string, unknown>>,
  options: { fields?: readonly AppealField[] } = {},
): AppealResult {
  const input = {
    topic_id: typeof values.topic_id === 'string' ? values.topic_id : '',
    text: typeof values.text === 'string' ? values.text : '',
    address: typeof values.address === 'string' ? values.address : '',
    location: values.location === undefined ? null : values.location,
    photo_ids: Array.isArray(values.photo_ids)
      ? values.photo_ids.map((id) => (typeof id === 'string' ? id : String(id)))
      : [],
    request_id: typeof values.request_id === 'string' ? values.request_id : '',
  }
  // A choice, not text: anything but true or false is "not said", and the topic decides.
  const is_public = typeof values.is_public === 'boolean' ? values.is_public : null
  try {
    const value = appealSchema.validateSync(input, { abortEarly: false, stripUnknown: true })
    const location = isAppealLocation(value.location) ? { lat: value.location.lat, lon: value.location.lon } : null
    return { ok: true, value: { ...value, location, photo_ids: value.photo_ids, is_public } as AppealInput }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const fields = firstErrors(error)
    if (options.fields) {
      const only: AppealErrors = {}
      for (const f of options.fields) if (fields[f] !== undefined) only[f] = fields[f]
      if (Object.keys(only).length === 0) return { ok: true, value: { ...input, is_public } as AppealInput }
      return { ok: false, fields: only }
    }
    return { ok: false, fields }
  }
}

/** The list's short text: whole words up to the limit, with an ellipsis when cut. */
export function shortenAppealText(text: string, max = APPEAL_LIST_TEXT): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** Whether a new appeal is public: the resident's choice, else public unless the topic is personal. */
export const appealIsPublic = (choice: boolean | null | undefined, topicPersonal: boolean | null | undefined) =>
  typeof choice === 'boolean' ? choice : !topicPersonal
