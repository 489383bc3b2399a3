import { GraphQLError } from 'graphql'

import { validateAppeal } from '@anapa/shared/appeals/appealSchema'
import { APPEAL_STATUS_LABELS, isAppealStatus, isClosedAppealStatus } from '@anapa/shared/appeals/status'
import { isAppealVerdict } from '@anapa/shared/appeals/verdict'
import { CONSENT_FIELD, consentError } from '@anapa/shared/privacy/consent'
import type { CityApi } from '@/graphql/datasources/CityApi'
import { notFound } from '@/graphql/datasources/errors'
import type {
  Appeal,
  AppealListItem,
  AppealPhoto,
  AppealRef,
  MutationResolvers,
  QueryResolvers,
} from '@/graphql/__generated__/resolvers-types'
import { checkPage, pageInfo } from './paging'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestAppeal = Awaited<ReturnType<CityApi['appeal']>>
type RestAppealListItem = Awaited<ReturnType<CityApi['appeals']>>['data'][number]
type RestPhoto = RestAppeal['photos'][number]
type RestRef = NonNullable<RestAppeal['duplicate_of']>

/** The contract's page size for the resident's appeals. */
export const APPEALS_PER_PAGE = 10

// Ids are the CMS's numeric ids; anything else names no appeal and is not sent upstream.
const APPEAL_ID = /^\d{1,12}$/

/** The site route that streams a private photo with the resident's token (pages/api/appeal-photos/[id]). */
export const appealPhotoUrl = (id: string | number) => `/api/appeal-photos/${encodeURIComponent(String(id))}`

const toPhoto = (p: RestPhoto): AppealPhoto => ({ id: String(p.id), mimeType: p.mime_type, url: appealPhotoUrl(p.id) })

/** The status's Russian name: the contract's, else the shared table's. */
export const label = (status: string, given?: string | null) =>
  given || (isAppealStatus(status) ? APPEAL_STATUS_LABELS[status] : status)

const toRef = (r: RestRef | null | undefined): AppealRef | null =>
  r ? { id: String(r.id), number: r.number, own: r.own } : null

export const statusOf = (status: string) => {
  // A status this gateway does not know would break the enum; show the appeal as new rather than fail.
  return isAppealStatus(status) ? status : 'new'
}

type RestHistoryEntry<R> = {
  status: string
  status_label?: string | null
  at: string
  note?: string | null
  scheduled_for?: string | null
  referred_to?: string | null
  duplicate_of?: R | null
}

/** One dated entry of an appeal's history, the resident's or the public one; `toRef` maps the original it names. */
export const toHistoryEntry = <R, G>(h: RestHistoryEntry<R>, toRef: (r: R | null | undefined) => G | null) => ({
  status: statusOf(h.status),
  statusLabel: label(h.status, h.status_label),
  at: h.at,
  note: h.note ?? null,
  scheduledFor: h.scheduled_for ?? null,
  referredTo: h.referred_to ?? null,
  duplicateOf: toRef(h.duplicate_of),
})

export const toAppealListItem = (a: RestAppealListItem): AppealListItem => ({
  id: String(a.id),
  number: a.number,
  topic: { id: String(a.topic.id), name: a.topic.name },
  text: a.text,
  status: statusOf(a.status),
  statusLabel: label(a.status, a.status_label),
  createdAt: a.created_at,
  deadline: a.deadline,
  expectedDatetime: a.expected_datetime ?? null,
  verdictDueUntil: a.verdict_due_until ?? null,
  myVerdict: isAppealVerdict(a.my_verdict) ? a.my_verdict : null,
})

export const toAppeal = (a: RestAppeal): Appeal => ({
  id: String(a.id),
  number: a.number,
  topic: { id: String(a.topic.id), name: a.topic.name },
  text: a.text,
  address: a.address || null,
  location: a.location ? { lat: a.location.lat, lon: a.location.lon } : null,
  photos: a.photos.map(toPhoto),
  isPublic: a.is_public,
  status: statusOf(a.status),
  statusLabel: label(a.status, a.status_label),
  closed: isClosedAppealStatus(statusOf(a.status)),
  scheduledFor: a.scheduled_for ?? null,
  referredTo: a.referred_to ?? null,
  duplicateOf: toRef(a.duplicate_of),
  history: a.history.map((h) => toHistoryEntry(h, toRef)),
  deadline: a.deadline,
  expectedDatetime: a.expected_datetime ?? null,
  answer: a.answer
    ? { text: a.answer.text, answeredAt: a.answer.answered_at, photos: a.answer.photos.map(toPhoto) }
    : null,
  createdAt: a.created_at,
  verdictDueUntil: a.verdict_due_until ?? null,
  myVerdict: isAppealVerdict(a.my_verdict) ? a.my_verdict : null,
})

export const appealQueries: Pick<QueryResolvers, 'appealTopics' | 'appeals' | 'appeal'> = {
  async appealTopics(_parent, _args, { api }) {
    return (await api.appealTopics()).map((t) => ({ id: String(t.id), name: t.name, personal: t.personal }))
  },

  async appeals(_parent, { page }, context) {
    requireSignedIn(context)
    const current = checkPage(page ?? 1)
    const { data, meta } = await context.api.appeals(current)
    return { items: data.map(toAppealListItem), pageInfo: pageInfo(meta.count, current, APPEALS_PER_PAGE) }
  },

  async appeal(_parent, { id }, context) {
    requireSignedIn(context)
    // docs/architecture.md#4-session-and-security-rules: the CMS answers another resident's appeal with 404, which
    // arrives as NOT_FOUND.
    if (!APPEAL_ID.test(id)) throw notFound()
    return toAppeal(await context.api.appeal(id))
  },
}

export const appealMutations: Pick<MutationResolvers, 'createAppeal'> = {
  async createAppeal(_parent, { input }, context) {
    requireSignedIn(context)
    // The same shared schema as the form and the CMS: the first failing rule per field;
    // and the consent box, as the form and the CMS check it.
    const result = validateAppeal({
      ...input,
      address: input.address ?? '',
      location: input.location ?? null,
      photo_ids: input.photo_ids ?? [],
    })
    const consent = consentError(input.consent)
    if (!result.ok || consent) {
      const fields = { ...(result.ok ? {} : result.fields), ...(consent ? { [CONSENT_FIELD]: consent } : {}) }
      throw new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields } })
    }
    const { topic_id, text, address, location, photo_ids, request_id, is_public } = result.value
    return toAppeal(
      await context.api.createAppeal({
        topic_id,
        text,
        ...(address ? { address } : {}),
        ...(location ? { location } : {}),
        photo_ids,
        request_id,
        consent: true,
        // Not said: left out, so the CMS applies the topic's default (public unless personal).
        ...(is_public === null ? {} : { is_public }),
      }),
    )
  },
}
