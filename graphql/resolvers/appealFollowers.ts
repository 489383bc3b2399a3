import { GraphQLError } from 'graphql'

import { isAppealNumber } from '@anapa/shared/appeals/number'
import { publicAppealPath } from '@anapa/shared/appeals/paths'
import { APPEAL_VERDICT_MESSAGES, isAppealVerdict } from '@anapa/shared/appeals/verdict'
import type { CityApi } from '@/graphql/datasources/CityApi'
import { notFound } from '@/graphql/datasources/errors'
import type {
  AppealVerdict,
  FollowedAppeal,
  MutationResolvers,
  NearbyAppeal,
  QueryResolvers,
} from '@/graphql/__generated__/resolvers-types'
import { label, statusOf } from './appeals'
import { toPublicAppeal } from './publicAppeals'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestNearby = Awaited<ReturnType<CityApi['nearbyAppeals']>>[number]
type RestFollowed = Awaited<ReturnType<CityApi['followedAppeals']>>[number]

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

const verdictOf = (value: unknown): AppealVerdict | null => (isAppealVerdict(value) ? value : null)

export const toNearbyAppeal = (a: RestNearby): NearbyAppeal => {
  const { number, topic, text, status, statusLabel, address, location, photos, supporters, createdAt } =
    toPublicAppeal(a)
  return {
    number,
    topic,
    text,
    status,
    statusLabel,
    address,
    location,
    photos,
    supporters,
    createdAt,
    distanceM: a.distance_m,
    href: publicAppealPath(a.number),
  }
}

export const toFollowedAppeal = (a: RestFollowed): FollowedAppeal => ({
  ...toPublicAppeal(a),
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
      if (!isAppealNumber(number)) throw badInput({ number: NEARBY_MESSAGES.number })
      return toFollowedAppeal(await context.api.followAppeal(number))
    },

    async unfollowAppeal(_parent, { number }, context) {
      requireSignedIn(context)
      if (!isAppealNumber(number)) throw notFound()
      await context.api.unfollowAppeal(number)
      return { number }
    },

    async giveAppealVerdict(_parent, { number, verdict, note, photoIds }, context) {
      requireSignedIn(context)
      // The CMS's own rules (@anapa/shared/appeals/verdict), checked here first with the same words.
      if (!isAppealNumber(number)) throw badInput({ number: NEARBY_MESSAGES.number })
      const text = note?.trim() || null
      if (verdict === 'disputed' && !text) throw badInput({ note: APPEAL_VERDICT_MESSAGES.noteRequired })
      const photos = photoIds ?? []
      if (photos.length > VERDICT_PHOTOS_MAX) throw badInput({ photo_ids: NEARBY_MESSAGES.photos })
      const given = await context.api.giveAppealVerdict(
        // The contract's body says a dispute carries its note (checked just above).
        verdict === 'disputed'
          ? { number, verdict, note: text!, photo_ids: photos }
          : { number, verdict, ...(text ? { note: text } : {}), photo_ids: photos },
      )
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
