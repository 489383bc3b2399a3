import type { Payload, Where } from 'payload'

import { appealDeadlineAt } from '@anapa/shared/appeals/deadline'
import { isAppealNumber } from '@anapa/shared/appeals/number'
import { boxAround, NEARBY_APPEALS, nearestWithin, type GeoPoint } from '@anapa/shared/appeals/nearby'
import {
  APPEAL_STATUS_LABELS,
  APPEAL_STATUSES,
  appealExpectedAt,
  isClosedAppealStatus,
  type AppealStatus,
} from '@anapa/shared/appeals/status'
import { relationId } from '@/collections/Appeals/hooks/statusMachine'
import { env } from '@/env'
import type { Appeal, AppealPhoto, AppealTopic } from '@/payload-types'
import { toHistory } from './history'

/**
 * The one way public answers get appeal data (docs/decisions/0051-public-appeals-and-open311.md):
 * the public REST calls (/v1/public/appeals), Open311 (/open311/v2) and anything later that shows
 * appeals to everyone read through here, never through `payload.find` on appeals themselves.
 *
 * Three rules hold whatever the caller asks:
 * - only appeals the resident made public and no editor holds for moderation (`PUBLIC_APPEALS`);
 * - only the fields in `PUBLIC_SELECT`: never the owner, the partner's submitter, the request id,
 *   the consent, the answer to the resident or the editors' working note;
 * - only photos an editor approved for public view, served by their public address.
 */
export const PUBLIC_APPEALS: Where = {
  and: [{ is_public: { equals: true } }, { held: { not_equals: true } }],
}

/** What is read from an appeal at all: a field missing here cannot leak, whatever a mapper does. */
const PUBLIC_SELECT = {
  number: true,
  topic: true,
  text: true,
  status: true,
  address: true,
  lat: true,
  lon: true,
  photos: true,
  answer_photos: true,
  scheduled_for: true,
  referred_to: true,
  duplicate_of: true,
  history: { status: true, at: true, note: true, scheduled_for: true, referred_to: true, duplicate_of: true },
  createdAt: true,
  updatedAt: true,
} as const

type Selected = Pick<
  Appeal,
  | 'id'
  | 'number'
  | 'topic'
  | 'text'
  | 'status'
  | 'address'
  | 'lat'
  | 'lon'
  | 'photos'
  | 'answer_photos'
  | 'scheduled_for'
  | 'referred_to'
  | 'duplicate_of'
  | 'history'
  | 'createdAt'
  | 'updatedAt'
>

export type PublicPhoto = { id: string; url: string; mime_type: string }
export type PublicRef = { number: string }

export type PublicAppealEntry = {
  status: AppealStatus
  status_label: string
  at: string
  note: string | null
  scheduled_for: string | null
  referred_to: string | null
  duplicate_of: PublicRef | null
}

export type PublicAppeal = {
  number: string
  topic: { id: string; name: string }
  text: string
  status: AppealStatus
  status_label: string
  address: string | null
  location: { lat: number; lon: number } | null
  photos: PublicPhoto[]
  answer_photos: PublicPhoto[]
  scheduled_for: string | null
  referred_to: string | null
  duplicate_of: PublicRef | null
  history: PublicAppealEntry[]
  expected_datetime: string | null
  created_at: string
  updated_at: string
  /** How many residents support it (docs/decisions/0053-duplicates-followers-and-verdicts.md). */
  supporters: number
}

/** A public appeal near a point («Похоже, об этом уже сообщили»), with its distance in whole metres. */
export type NearbyPublicAppeal = PublicAppeal & { distance_m: number }

/** The address anyone may open an approved photo at (GET /v1/public/appeals/photos/{id}). */
export const publicPhotoUrl = (id: string) => `${env.apiBaseUrl}/v1/public/appeals/photos/${encodeURIComponent(id)}`

/** The appeal photo ids, however Payload hands a hasMany upload over. */
const photoIds = (value: Appeal['photos']): string[] =>
  (value ?? []).map((p) => (typeof p === 'object' && p !== null ? p.id : p)).filter((id) => typeof id === 'string')

export type PublicAppealFilters = {
  /** Only these appeals (a resident's supported ones). */
  ids?: number[]
  topicIds?: number[]
  statuses?: AppealStatus[]
  /** Only these numbers (Open311's `service_request_id`). */
  numbers?: string[]
  bbox?: { west: number; south: number; east: number; north: number }
  /** Filed at or after / at or before (Open311's `start_date` and `end_date`). */
  since?: Date
  until?: Date
}

export function publicAppealsWhere(filters: PublicAppealFilters = {}): Where {
  const and: Where[] = [PUBLIC_APPEALS]
  if (filters.ids) and.push({ id: { in: filters.ids } })
  if (filters.topicIds) and.push({ topic: { in: filters.topicIds } })
  if (filters.statuses) and.push({ status: { in: filters.statuses } })
  if (filters.numbers) and.push({ number: { in: filters.numbers } })
  if (filters.bbox) {
    const { west, south, east, north } = filters.bbox
    and.push(
      { lat: { greater_than_equal: south } },
      { lat: { less_than_equal: north } },
      { lon: { greater_than_equal: west } },
      { lon: { less_than_equal: east } },
    )
  }
  if (filters.since) and.push({ createdAt: { greater_than_equal: filters.since.toISOString() } })
  if (filters.until) and.push({ createdAt: { less_than_equal: filters.until.toISOString() } })
  return { and }
}

/**
 * What the selected appeals need besides themselves, each in one query: the topics' names, the
 * approved photos, the numbers of the originals that are public themselves (a private
 * original is not named at all), and the supporters counted.
 */
async function related(payload: Payload, docs: Selected[]) {
  const topicIds = [...new Set(docs.map((d) => relationId(d.topic)).filter((id): id is number => id !== null))]
  const photos = [...new Set(docs.flatMap((d) => [...photoIds(d.photos), ...photoIds(d.answer_photos)]))]
  const originals = [
    ...new Set(
      docs
        .flatMap((d) => [d.duplicate_of, ...(d.history ?? []).map((h) => h.duplicate_of)])
        .map(relationId)
        .filter((id): id is number => id !== null),
    ),
  ]
  const ids = docs.map((d) => d.id)
  const [topics, approved, refs, supporters] = await Promise.all([
    topicIds.length === 0
      ? []
      : payload
          .find({
            collection: 'appeal-topics',
            where: { id: { in: topicIds } },
            limit: topicIds.length,
            depth: 0,
            pagination: false,
            select: { name: true },
          })
          .then((r) => r.docs as Pick<AppealTopic, 'id' | 'name'>[]),
    photos.length === 0
      ? []
      : payload
          .find({
            collection: 'appeal-photos',
            where: { and: [{ id: { in: photos } }, { approved_for_public: { equals: true } }] },
            limit: photos.length,
            depth: 0,
            pagination: false,
            overrideAccess: true,
            select: { mimeType: true },
          })
          .then((r) => r.docs as Pick<AppealPhoto, 'id' | 'mimeType'>[]),
    originals.length === 0
      ? []
      : payload
          .find({
            collection: 'appeals',
            where: { and: [PUBLIC_APPEALS, { id: { in: originals } }] },
            limit: originals.length,
            depth: 0,
            pagination: false,
            overrideAccess: true,
            select: { number: true },
          })
          .then((r) => r.docs as Pick<Appeal, 'id' | 'number'>[]),
    ids.length === 0 ? new Map<number, number>() : supporterCounts(payload, ids),
  ])
  return {
    topics: new Map(topics.map((t) => [t.id, t.name])),
    photos: new Map(approved.map((p) => [p.id, p.mimeType ?? ''])),
    refs: new Map(refs.map((r) => [r.id, r.number])),
    supporters,
  }
}

/**
 * Supporters per appeal, for a page of appeals in one query. Payload counts per query, not per
 * group, so the rows' appeal ids are read (a short column) and counted here.
 */
async function supporterCounts(payload: Payload, ids: number[]): Promise<Map<number, number>> {
  const { docs } = await payload.find({
    collection: 'appeal-followers',
    where: { appeal: { in: ids } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
    select: { appeal: true },
  })
  const counts = new Map<number, number>()
  for (const row of docs) {
    const id = relationId(row.appeal)
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

type Related = Awaited<ReturnType<typeof related>>

function toPublicAppeal(doc: Selected, { topics, photos, refs, supporters }: Related): PublicAppeal {
  const topicId = relationId(doc.topic)
  const ref = (value: unknown): PublicRef | null => {
    const number = refs.get(relationId(value) ?? -1)
    return number ? { number } : null
  }
  const approved = (value: Appeal['photos']): PublicPhoto[] =>
    photoIds(value)
      .filter((id) => photos.has(id))
      .map((id) => ({ id, url: publicPhotoUrl(id), mime_type: photos.get(id)! }))
  const history: PublicAppealEntry[] = toHistory(doc.history, ref)
  return {
    number: doc.number,
    topic: { id: String(topicId ?? ''), name: (topicId !== null && topics.get(topicId)) || '' },
    text: doc.text,
    status: doc.status,
    status_label: APPEAL_STATUS_LABELS[doc.status],
    address: doc.address || null,
    location: typeof doc.lat === 'number' && typeof doc.lon === 'number' ? { lat: doc.lat, lon: doc.lon } : null,
    photos: approved(doc.photos),
    answer_photos: approved(doc.answer_photos),
    scheduled_for: doc.status === 'scheduled' ? (doc.scheduled_for ?? null) : null,
    referred_to: doc.status === 'not_responsible' ? doc.referred_to || null : null,
    duplicate_of: doc.status === 'duplicate' ? ref(doc.duplicate_of) : null,
    history,
    expected_datetime: appealExpectedAt(doc.status, appealDeadlineAt(doc.createdAt), doc.scheduled_for),
    created_at: doc.createdAt,
    // The latest dated change the public sees, not the row's own time (an editor's photo approval is none).
    updated_at: history.reduce((latest, entry) => (entry.at > latest ? entry.at : latest), doc.createdAt),
    supporters: supporters.get(doc.id) ?? 0,
  }
}

/** A page of public appeals, newest first. */
export async function findPublicAppeals(
  payload: Payload,
  filters: PublicAppealFilters,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ docs: PublicAppeal[]; totalDocs: number }> {
  const result = await payload.find({
    collection: 'appeals',
    where: publicAppealsWhere(filters),
    sort: ['-createdAt', '-id'],
    page,
    limit: perPage,
    depth: 0,
    overrideAccess: true,
    select: PUBLIC_SELECT,
  })
  const docs = result.docs as Selected[]
  const extra = await related(payload, docs)
  return { docs: docs.map((doc) => toPublicAppeal(doc, extra)), totalDocs: result.totalDocs }
}

/** One public appeal by its number, or null (unknown, private and held alike). */
export async function findPublicAppeal(payload: Payload, number: string): Promise<PublicAppeal | null> {
  if (!isAppealNumber(number)) return null
  const { docs } = await findPublicAppeals(payload, { numbers: [number] }, { page: 1, perPage: 1 })
  return docs[0] ?? null
}

/**
 * A photo anyone may see: approved by an editor and attached (as the resident's photo or the
 * answer's) to a public appeal that is not held. Null otherwise.
 */
export async function findPublicPhoto(payload: Payload, id: string): Promise<AppealPhoto | null> {
  const photo = await payload.findByID({
    collection: 'appeal-photos',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!photo?.approved_for_public) return null
  const { totalDocs } = await payload.count({
    collection: 'appeals',
    where: { and: [PUBLIC_APPEALS, { or: [{ photos: { in: [id] } }, { answer_photos: { in: [id] } }] }] },
    overrideAccess: true,
  })
  return totalDocs > 0 ? photo : null
}

/** At most this many candidates are read from the box before the exact distance decides. */
const NEARBY_CANDIDATES = 200

/**
 * «Похоже, об этом уже сообщили»: the open public appeals of the topic within NEARBY_APPEALS.radiusM
 * of the point, nearest first, at most NEARBY_APPEALS.limit (@anapa/shared/appeals/nearby). The
 * database narrows by a box around the point; the great-circle distance decides.
 */
export async function findNearbyPublicAppeals(
  payload: Payload,
  { topicId, point }: { topicId: number; point: GeoPoint },
): Promise<NearbyPublicAppeal[]> {
  const open = APPEAL_STATUSES.filter((status) => !isClosedAppealStatus(status))
  const { docs } = await payload.find({
    collection: 'appeals',
    where: publicAppealsWhere({
      topicIds: [topicId],
      statuses: open,
      bbox: boxAround(point, NEARBY_APPEALS.radiusM),
    }),
    sort: ['-createdAt', '-id'],
    limit: NEARBY_CANDIDATES,
    depth: 0,
    overrideAccess: true,
    select: PUBLIC_SELECT,
  })
  const near = nearestWithin(point, docs as Selected[], (doc) =>
    typeof doc.lat === 'number' && typeof doc.lon === 'number' ? { lat: doc.lat, lon: doc.lon } : null,
  )
  const extra = await related(
    payload,
    near.map((n) => n.item),
  )
  return near.map(({ item, distanceM }) => ({ ...toPublicAppeal(item, extra), distance_m: distanceM }))
}

/** Public appeals by id, in the order given (a resident's supported ones); private or held ones are left out. */
export async function findPublicAppealsByIds(payload: Payload, ids: number[]): Promise<Map<number, PublicAppeal>> {
  if (ids.length === 0) return new Map()
  const result = await payload.find({
    collection: 'appeals',
    where: publicAppealsWhere({ ids }),
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: PUBLIC_SELECT,
  })
  const docs = result.docs as Selected[]
  const extra = await related(payload, docs)
  return new Map(docs.map((doc) => [doc.id, toPublicAppeal(doc, extra)]))
}
