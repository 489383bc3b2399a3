import type { Payload, Where } from 'payload'

import { EVENT_DATE_FILTER_VALUES, eventWindow } from '@/catalogue/eventTime'
import {
  AGE_LIMITS,
  BEACH_AMENITIES,
  BEACH_SURFACES,
  EVENT_CATEGORIES,
  INFRASTRUCTURE_CATEGORIES,
  type Option,
  PLACE_CATEGORIES,
  ROUTE_DIFFICULTIES,
  TOUR_KINDS,
  TOUR_TAGS,
} from '@/catalogue/options'
import type { Beach, BeachGroup, Camera, Event, InfrastructureObject, Place, Tour, WalkingRoute } from '@/payload-types'
import { beachConditions } from '@/beaches/contract'
import { ContractError } from '@/contract/http'
import { toImage } from '@/contract/media'
import { listParam, oneOf } from '@/contract/query'
import { accessibleFilter, toAccessibility, toRouteAccessibility } from './accessibility'
import { cardBase, detailBase, relationTitle, toLocation, toOption, toOptions, toWorkingHours } from './common'
import { type DetailSpec, type ListSpec, parseId, valueCounts } from './handlers'

/**
 * The catalogue sections of the REST contract (docs/api/openapi.yaml): each one's filters,
 * order and card/detail mapping. Route files only pick the spec they serve.
 */

/** `name[]=a&name[]=b` (or `name=a`) restricted to the option values; an unknown value is a 400. */
export function selectFilter(
  params: URLSearchParams,
  name: string,
  field: string,
  options: readonly Option[],
): Where[] {
  const values = listParam(params, name)
  if (values.length === 0) return []
  const known = options.map((o) => o.value)
  const unknown = values.find((v) => !known.includes(v))
  if (unknown !== undefined) throw new ContractError(400, `Параметр ${name} принимает значения: ${known.join(', ')}`)
  return [{ [field]: { in: values } }]
}

const filters = (
  payload: Payload,
  collection: 'tours' | 'infrastructure-objects' | 'places',
  field: string,
  options: readonly Option[],
) => valueCounts(payload, collection, field, options).then((values) => ({ filters: values }))

// ── Events ───────────────────────────────────────────────────────────────────

const eventCard = (e: Event) => ({
  ...cardBase(e),
  slug: e.slug,
  category: toOption(EVENT_CATEGORIES, e.category),
  starts_at: e.startsAt,
  ends_at: e.endsAt ?? null,
  venue: e.venue ?? null,
  address: e.address ?? null,
  price_from: e.priceFrom ?? null,
  age_limit: e.ageLimit && (AGE_LIMITS as readonly string[]).includes(e.ageLimit) ? e.ageLimit : null,
  location: toLocation(e),
})

function eventWhere(params: URLSearchParams, now: Date): Where[] {
  const filter = oneOf(params, 'date', EVENT_DATE_FILTER_VALUES, 'upcoming')
  const { from, to } = eventWindow(filter, now)
  const where: Where[] = []
  if (filter === 'past') {
    if (to) where.push({ finishesAt: { less_than: to.toISOString() } })
  } else {
    // Overlap: the event finishes after the window opens and starts before it closes.
    if (from) where.push({ finishesAt: { greater_than_equal: from.toISOString() } })
    if (to) where.push({ startsAt: { less_than: to.toISOString() } })
  }
  return [...where, ...selectFilter(params, 'category', 'category', EVENT_CATEGORIES)]
}

export const events = {
  list: {
    collection: 'events',
    where: eventWhere,
    // Upcoming soonest first; the past reads backwards in time.
    sort: (params) => (params.get('date') === 'past' ? ['-startsAt'] : ['startsAt']),
    toItem: eventCard,
  } satisfies ListSpec,
  detail: {
    collection: 'events',
    key: 'slug',
    notFound: 'Событие не найдено',
    toDetail: (e: Event) => ({ ...eventCard(e), ...detailBase(e), ticket_url: e.ticketUrl ?? null }),
  } satisfies DetailSpec,
}

// ── Excursions and tours ─────────────────────────────────────────────────────

const tourCard = (t: Tour) => ({
  ...cardBase(t),
  slug: t.slug,
  kind: toOption(TOUR_KINDS, t.kind),
  tags: toOptions(TOUR_TAGS, t.tags),
  duration_minutes: t.durationMinutes ?? null,
  price_from: t.priceFrom ?? null,
  group: relationTitle(t.group),
})

export const tours = {
  list: {
    collection: 'tours',
    where: (params) => [
      ...selectFilter(params, 'tag', 'tags', TOUR_TAGS),
      ...selectFilter(params, 'kind', 'kind', TOUR_KINDS),
    ],
    toItem: tourCard,
    meta: (payload) => filters(payload, 'tours', 'tags', TOUR_TAGS),
  } satisfies ListSpec,
  detail: {
    collection: 'tours',
    key: 'slug',
    notFound: 'Экскурсия не найдена',
    toDetail: (t: Tour) => ({
      ...tourCard(t),
      ...detailBase(t),
      group_size: t.groupSize ?? null,
      organizer: t.organizer ?? null,
      phone: t.phone ?? null,
      address: t.address ?? null,
      location: toLocation(t),
    }),
  } satisfies DetailSpec,
  card: tourCard,
}

// ── Infrastructure ───────────────────────────────────────────────────────────

const infrastructureCard = (o: InfrastructureObject) => ({
  ...cardBase(o),
  slug: o.slug,
  category: toOption(INFRASTRUCTURE_CATEGORIES, o.category),
  address: o.address ?? null,
  working_hours: toWorkingHours(o),
  location: toLocation(o),
  accessibility: toAccessibility('infrastructure', o),
})

export const infrastructure = {
  list: {
    collection: 'infrastructure-objects',
    where: (params) => [
      ...selectFilter(params, 'category', 'category', INFRASTRUCTURE_CATEGORIES),
      ...accessibleFilter(params),
    ],
    toItem: infrastructureCard,
    meta: (payload) => filters(payload, 'infrastructure-objects', 'category', INFRASTRUCTURE_CATEGORIES),
  } satisfies ListSpec,
  detail: {
    collection: 'infrastructure-objects',
    key: 'slug',
    notFound: 'Объект не найден',
    toDetail: (o: InfrastructureObject) => ({
      ...infrastructureCard(o),
      ...detailBase(o),
      phone: o.phone ?? null,
      website: o.website ?? null,
    }),
  } satisfies DetailSpec,
}

// ── Interesting places ───────────────────────────────────────────────────────

const placeCard = (p: Place) => ({
  ...cardBase(p),
  category: toOption(PLACE_CATEGORIES, p.category),
  address: p.address ?? null,
  working_hours: toWorkingHours(p),
  price_from: p.priceFrom ?? null,
  location: toLocation(p),
  accessibility: toAccessibility('place', p),
})

export const places = {
  list: {
    collection: 'places',
    where: (params) => [...selectFilter(params, 'category', 'category', PLACE_CATEGORIES), ...accessibleFilter(params)],
    toItem: placeCard,
    meta: (payload) => filters(payload, 'places', 'category', PLACE_CATEGORIES),
  } satisfies ListSpec,
  detail: {
    collection: 'places',
    key: 'id',
    notFound: 'Место не найдено',
    toDetail: (p: Place) => ({
      ...placeCard(p),
      ...detailBase(p),
      phone: p.phone ?? null,
      website: p.website ?? null,
    }),
  } satisfies DetailSpec,
}

// ── Walking routes ───────────────────────────────────────────────────────────

const routeCard = (r: WalkingRoute) => ({
  ...cardBase(r),
  distance_meters: r.distanceMeters,
  duration_minutes: r.durationMinutes,
  difficulty: toOption(ROUTE_DIFFICULTIES, r.difficulty),
  start: r.start ?? null,
  accessibility: toRouteAccessibility(r),
})

export const routes = {
  list: { collection: 'walking-routes', where: accessibleFilter, toItem: routeCard } satisfies ListSpec,
  detail: {
    collection: 'walking-routes',
    key: 'id',
    notFound: 'Маршрут не найден',
    toDetail: (r: WalkingRoute) => ({
      ...routeCard(r),
      ...detailBase(r),
      track: (r.track ?? []).map(({ lat, lon }) => ({ lat, lon })),
    }),
  } satisfies DetailSpec,
}

// ── Beaches ──────────────────────────────────────────────────────────────────

export const beachCard = (b: Beach) => ({
  ...cardBase(b),
  group: relationTitle(b.group),
  surface: toOption(BEACH_SURFACES, b.surface),
  conditions: beachConditions(b),
  working_hours: toWorkingHours(b),
  address: b.address ?? null,
  location: toLocation(b),
  accessibility: toAccessibility('beach', b),
})

export const beaches = {
  list: {
    collection: 'beaches',
    where: (params) => [...beachGroupFilter(params), ...accessibleFilter(params)],
    toItem: beachCard,
  } satisfies ListSpec,
  detail: {
    collection: 'beaches',
    key: 'id',
    notFound: 'Пляж не найден',
    toDetail: (b: Beach) => ({
      ...beachCard(b),
      ...detailBase(b),
      length_meters: b.lengthMeters ?? null,
      amenities: toOptions(BEACH_AMENITIES, b.amenities),
    }),
  } satisfies DetailSpec,
}

function beachGroupFilter(params: URLSearchParams): Where[] {
  const group = params.get('group')
  if (group === null || group === '') return []
  const groupId = parseId(group)
  if (groupId !== null) return [{ group: { equals: groupId } }]
  // A positive integer too long to be any id (`group=99999999999`) names no group: the empty
  // list the document promises for an unknown group, without sending the number to the
  // database. Ids start at 1, so `id = 0` matches nothing.
  if (/^[1-9]\d*$/.test(group)) return [{ id: { equals: 0 } }]
  throw new ContractError(400, 'Параметр group должен быть целым положительным числом')
}

export const beachGroupCard = (g: BeachGroup) => ({
  id: g.id,
  title: g.title,
  summary: g.summary ?? null,
  preview_picture: toImage(g.previewPicture),
})

// ── Cameras ──────────────────────────────────────────────────────────────────

const cameraCard = (c: Camera) => ({
  id: c.id,
  title: c.title,
  summary: c.summary ?? null,
  stream_url: c.streamUrl ?? null,
  poster: toImage(c.poster),
  address: c.address ?? null,
  location: toLocation(c),
})

export const cameras = {
  list: { collection: 'cameras', toItem: cameraCard } satisfies ListSpec,
}
