import { GraphQLError } from 'graphql'

import { isClosedAppealStatus } from '@anapa/shared/appeals/status'
import type { CityApi } from '@/graphql/datasources/CityApi'
import type { PublicAppeal, PublicAppealRef, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { label, statusOf, toHistoryEntry } from './appeals'
import { orNull } from './catalogue/shared'
import { checkPage, pageInfo } from './paging'

type RestPublicAppeal = Awaited<ReturnType<CityApi['publicAppeal']>>
type RestPublicPhoto = RestPublicAppeal['photos'][number]

/** The contract's largest page of public appeals. */
const MAX_PER_PAGE = 100

/**
 * The site route that streams an approved photo to anyone (pages/api/public-appeal-photos/[id]):
 * the CMS's own address never reaches a page.
 */
export const publicAppealPhotoUrl = (id: string) => `/api/public-appeal-photos/${encodeURIComponent(id)}`

const toPhoto = (p: RestPublicPhoto) => ({ id: p.id, url: publicAppealPhotoUrl(p.id) })

const toRef = (r: { number: string } | null | undefined): PublicAppealRef | null => (r ? { number: r.number } : null)

/** A public appeal as the contract gives it, in the gateway's shape; the supported and nearby ones build on it. */
export const toPublicAppeal = (a: RestPublicAppeal): Omit<PublicAppeal, '__typename'> => ({
  number: a.number,
  topic: { id: String(a.topic.id), name: a.topic.name },
  text: a.text,
  status: statusOf(a.status),
  statusLabel: label(a.status, a.status_label),
  closed: isClosedAppealStatus(statusOf(a.status)),
  address: a.address || null,
  location: a.location ? { lat: a.location.lat, lon: a.location.lon } : null,
  photos: a.photos.map(toPhoto),
  answerPhotos: a.answer_photos.map(toPhoto),
  scheduledFor: a.scheduled_for ?? null,
  referredTo: a.referred_to ?? null,
  duplicateOf: toRef(a.duplicate_of),
  history: a.history.map((h) => toHistoryEntry(h, toRef)),
  supporters: a.supporters,
  expectedDatetime: a.expected_datetime ?? null,
  createdAt: a.created_at,
  updatedAt: a.updated_at,
})

export const publicAppealQueries: Pick<QueryResolvers, 'publicAppeals' | 'publicAppeal'> = {
  async publicAppeals(_parent, { page, perPage }, { api }) {
    const current = checkPage(page ?? 1)
    const size = perPage ?? 50
    if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) {
      throw new GraphQLError(`Размер страницы — от 1 до ${MAX_PER_PAGE}`, { extensions: { code: 'BAD_USER_INPUT' } })
    }
    const { data, meta } = await api.publicAppeals({ page: current, perPage: size })
    return { items: data.map(toPublicAppeal), pageInfo: pageInfo(meta.count, current, size) }
  },

  publicAppeal(_parent, { number }, { api }) {
    return orNull(() => api.publicAppeal(number), toPublicAppeal)
  },
}
