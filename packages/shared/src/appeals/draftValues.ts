import { APPEAL_MAX_PHOTOS, isAppealLocation, type AppealLocation } from './appealSchema'

/**
 * What a saved appeal draft may hold
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md): the form's fields as typed so far, unchecked (the
 * appeal schema runs when it is sent), only bounded, so a draft cannot grow without limit or carry anything but the
 * form's own fields.
 */
export interface AppealDraftPhoto {
  id: string
  name: string
}

export interface AppealDraftValues {
  request_id: string
  topic_id: string
  text: string
  address: string
  location: AppealLocation | null
  photos: AppealDraftPhoto[]
  /** Show the appeal to everyone, as the resident chose; null while they have not touched the box. */
  is_public: boolean | null
}

/** How many unsent appeals one resident may keep. */
export const APPEAL_DRAFTS_MAX = 20

const TOPIC_MAX = 20
const TEXT_MAX = 4000
const ADDRESS_MAX = 1000
const PHOTO_NAME_MAX = 255
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
// A photo id is the upload's UUID (appeal-photos are named by one).
const PHOTO_ID = /^[0-9a-f-]{36}$/i

export const APPEAL_DRAFT_MESSAGES = {
  requestId: 'Некорректный идентификатор запроса',
  notText: 'Значение должно быть строкой',
  tooLong: (max: number) => `Не больше ${max} символов`,
  location: 'Некорректная точка на карте',
  photos: 'Некорректный список фотографий',
  choice: 'Значение должно быть «да» или «нет»',
  tooMany: `Можно сохранить не больше ${APPEAL_DRAFTS_MAX} черновиков обращений`,
  alreadySent: 'Обращение уже отправлено',
} as const

type Field = keyof AppealDraftValues
export type AppealDraftResult =
  { ok: true; value: AppealDraftValues } | { ok: false; fields: Partial<Record<Field, string>> }

function text(input: unknown, max: number): string | { error: string } {
  if (input === undefined || input === null) return ''
  if (typeof input !== 'string') return { error: APPEAL_DRAFT_MESSAGES.notText }
  return input.length > max ? { error: APPEAL_DRAFT_MESSAGES.tooLong(max) } : input
}

function photos(input: unknown): AppealDraftPhoto[] | null {
  if (input === undefined || input === null) return []
  if (!Array.isArray(input) || input.length > APPEAL_MAX_PHOTOS) return null
  const out: AppealDraftPhoto[] = []
  for (const item of input) {
    if (typeof item !== 'object' || item === null) return null
    const { id, name } = item as Record<string, unknown>
    if (typeof id !== 'string' || !PHOTO_ID.test(id)) return null
    if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > PHOTO_NAME_MAX)) return null
    out.push({ id, name: typeof name === 'string' ? name : '' })
  }
  return out
}

/** The whole draft as the form holds it; a field left out is empty. */
export function readAppealDraft(input: Readonly<Record<string, unknown>>): AppealDraftResult {
  const fields: Partial<Record<Field, string>> = {}
  const requestId = input.request_id
  if (typeof requestId !== 'string' || !UUID.test(requestId)) fields.request_id = APPEAL_DRAFT_MESSAGES.requestId
  const topic = text(input.topic_id, TOPIC_MAX)
  if (typeof topic !== 'string') fields.topic_id = topic.error
  const body = text(input.text, TEXT_MAX)
  if (typeof body !== 'string') fields.text = body.error
  const address = text(input.address, ADDRESS_MAX)
  if (typeof address !== 'string') fields.address = address.error
  const location = input.location ?? null
  if (location !== null && !isAppealLocation(location)) fields.location = APPEAL_DRAFT_MESSAGES.location
  const photoList = photos(input.photos)
  if (photoList === null) fields.photos = APPEAL_DRAFT_MESSAGES.photos
  const isPublic = input.is_public ?? null
  if (isPublic !== null && typeof isPublic !== 'boolean') fields.is_public = APPEAL_DRAFT_MESSAGES.choice
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return {
    ok: true,
    value: {
      request_id: requestId as string,
      topic_id: topic as string,
      text: body as string,
      address: address as string,
      location:
        location === null ? null : { lat: (location as AppealLocation).lat, lon: (location as AppealLocation).lon },
      photos: photoList!,
      is_public: isPublic as boolean | null,
    },
  }
}
