import { GraphQLError } from 'graphql'

import { publicAppealPath } from '@anapa/shared/appeals/paths'
import { APPEAL_STATUS_LABELS, isAppealStatus, isClosedAppealStatus } from '@anapa/shared/appeals/status'
import { APPEAL_VERDICT_MESSAGES, isAppealVerdict } from '@anapa/shared/appeals/verdict'
import type { CityApi } from '@/graphql/datasources/CityApi'
import { notFound } from '@/graphql/datasources/errors'
import type {
  AppealPublicHistoryEntry,
  AppealPublicPhoto,
  AppealVerdict,
  FollowedAppeal,
  MutationResolvers,
  NearbyAppeal,
  QueryResolvers,
} from '@/graphql/__generated__/resolvers-types'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestNearby = Awaited<ReturnType<CityApi['nearbyAppeals']>>[number]
type RestFollowed = Awaited<ReturnType<CityApi['followedAppeals']>>[number]
type RestPublicPhoto = RestNearby['photos'][number]

/** docs/api/openapi.yaml: `A-2026-000123`. Anything else names no appeal and is not sent upstream. */
const APPEAL_NUMBER = /^A-\d{4}-\d{6}$/
const TOPIC_ID = /^[1-9]\d{0,8}$/
const VERDICT_PHOTOS_MAX = 5

export const NEARBY_MESSAGES = {
  topic: 'Выберите тему из списка',
  point: 'Укажите точку на карте',
  number: 'Укажите номер обращения, например A-2026-000123',
  photos: `Не больше ${VERDICT_PHOTOS_MAX} фотографий`,
} as const

const badInput = (fields: Record<string, string>) =>
  new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields } })

// A status this gateway does not know would break the enum; show the appeal as new rather than fail.
const statusOf = (status: string) => (isAppealStatus(status) ? status : 'new')
const label = (status: string, given?: string | null) =>
  given || (isAppealStatus(status) ? APPEAL_STATUS_LABELS[status] : status)
const verdictOf = (value: unknown): AppealVerdict | null => (isAppealVerdict(value) ? value : null)

const toPhoto = (p: RestPublicPhoto): AppealPublicPhoto => ({ id: String(p.id), mimeType: p.mime_type })

function toHistoryEntry(h: RestFollowed['history'][number]): AppealPublicHistoryEntry {
  return {
    status: statusOf(h.status),
    statusLabel: label(h.status, h.status_label),
    at: h.at,
    note: h.note ?? null,
    scheduledFor: h.scheduled_for ?? null,
    referredTo: h.referred_to ?? null,
    duplicateOfNumber: h.duplicate_of?.number ?? null,
  }
}

export const toNearbyAppeal = (a: RestNearby): NearbyAppeal => ({
  number: a.number,
  topic: { id: String(a.topic.id), name: a.topic.name },
  text: a.text,
  status: statusOf(a.status),
  statusLabel: label(a.status, a.status_label),
  address: a.address ?? null,
  location: a.location ? { lat: a.location.lat, lon: a.location.lon } : null,
  photos: a.photos.map(toPhoto),
  supporters: a.supporters,
  distanceM: a.distance_m,
  createdAt: a.created_at,
  href: publicAppealPath(a.number),
})

export const toFollowedAppeal = (a: RestFollowed): FollowedAppeal => ({
  number: a.number,
  topic: { id: String(a.topic.id), name: a.topic.name },
  text: a.text,
  status: statusOf(a.status),
  statusLabel: label(a.status, a.status_label),
  closed: isClosedAppealStatus(statusOf(a.status)),
  address: a.address ?? null,
  location: a.location ? { lat: a.location.lat, lon: a.location.lon } : null,
  photos: a.photos.map(toPhoto),
  answerPhotos: a.answer_photos.map(toPhoto),
  scheduledFor: a.scheduled_for ?? null,
  referredTo: a.referred_to ?? null,
  duplicateOfNumber: a.duplicate_of?.number ?? null,
  history: a.history.map(toHistoryEntry),
  supporters: a.supporters,
  expectedDatetime: a.expected_datetime ?? null,
  createdAt: a.created_at,
  updatedAt: a.updated_at,
  followedAt: a.followed_at,
  verdictDueUntil: a.verdict_due_until ?? null,
  myVerdict: verdictOf(a.my_verdict),
  href: publicAppealPath(a.number),
})

/** A coordinate as the contract takes it: within the world, at most 7 decimals (about a centimetre). */
function degrees(value: number, limit: number): string | null {
  return Number.isFinite(value) && Math.abs(value) <= limit ? String(Number(value.toFixed(7))) : null
}

export const appealFollowerQueries: Pick<QueryResolvers, 'nearbyAppeals' | 'followedAppeals'> = {
  async nearbyAppeals(_parent, { topicId, lat, lon }, { api }) {
    if (!TOPIC_ID.test(topicId)) throw badInput({ topicId: NEARBY_MESSAGES.topic })
    const latText = degrees(lat, 90)
    const lonText = degrees(lon, 180)
    if (latText === null || lonText === null) throw badInput({ location: NEARBY_MESSAGES.point })
    return (await api.nearbyAppeals(topicId, latText, lonText)).map(toNearbyAppeal)
  },

  async followedAppeals(_parent, _args, context) {
    requireSignedIn(context)
    return (await context.api.followedAppeals()).map(toFollowedAppeal)
  },
}

export const appealFollowerMutations: Pick<MutationResolvers, 'followAppeal' | 'unfollowAppeal' | 'giveAppealVerdict'> =
  {
    async followAppeal(_parent, { number }, context) {
      requireSignedIn(context)
      if (!APPEAL_NUMBER.test(number)) throw badInput({ number: NEARBY_MESSAGES.number })
      return toFollowedAppeal(await context.api.followAppeal(number))
    },

    async unfollowAppeal(_parent, { number }, context) {
      requireSignedIn(context)
      if (!APPEAL_NUMBER.test(number)) throw notFound()
      await context.api.unfollowAppeal(number)
      return { number }
    },

    async giveAppealVerdict(_parent, { number, verdict, note, photoIds }, context) {
      requireSignedIn(context)
      // The CMS's own rules (@anapa/shared/appeals/verdict), checked here first with the same words.
      if (!APPEAL_NUMBER.test(number)) throw badInput({ number: NEARBY_MESSAGES.number })
      const text = note?.trim() || null
      if (verdict === 'disputed' && !text) throw badInput({ note: APPEAL_VERDICT_MESSAGES.noteRequired })
      const photos = photoIds ?? []
      if (photos.length > VERDICT_PHOTOS_MAX) throw badInput({ photo_ids: NEARBY_MESSAGES.photos })
      const given = await context.api.giveAppealVerdict({
        number,
        verdict,
        ...(text ? { note: text } : {}),
        photo_ids: photos,
      })
      return {
        number: given.number,
        verdict: verdictOf(given.verdict) ?? verdict,
        note: given.note ?? null,
        photoIds: given.photo_ids.map(String),
        resolvedAt: given.resolved_at,
        createdAt: given.created_at,
        status: statusOf(given.status),
        statusLabel: label(given.status, given.status_label),
      }
    },
  }
