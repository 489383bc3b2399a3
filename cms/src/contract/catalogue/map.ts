import type { Payload, PopulateType, Where } from 'payload'

import { anapaDateTimeText } from '@anapa/shared/time/anapaClock'
import { INFRASTRUCTURE_CATEGORIES, labelOf, PLACE_CATEGORIES, ROUTE_DIFFICULTIES } from '@/catalogue/options'
import type { Beach, Event, InfrastructureObject, Media, Place, WalkingRoute } from '@/payload-types'
import { beachConditions } from '@/beaches/contract'
import { env } from '@/env'
import { ContractError } from '@/contract/http'
import type { ContractImage } from '@/contract/media'
import { listParam } from '@/contract/query'
import { ACCESSIBLE, toAccessibility, toRouteAccessibility } from './accessibility'

/**
 * GET /v1/map (docs/api/openapi.yaml, "Map"): every published object that has a place on the map,
 * in one compact list, so the map page costs the gateway one upstream call. Each collection is read
 * with `select`, so only the few columns a marker and its popup need leave the database.
 */

export const MAP_KINDS = ['beach', 'place', 'urban', 'event', 'route'] as const
export type MapKind = (typeof MAP_KINDS)[number]

export type MapPoint = { lat: number; lon: number }

export type MapObject = {
  kind: MapKind
  id: number
  /** The detail page's key where the section addresses items by slug (urban, event), else null. */
  slug: string | null
  title: string
  /** One line under the title: a category, a beach's state, an event's start, a route's length. */
  subtitle: string | null
  point: MapPoint
  /** Beaches only: bathing now and the flag on the shore (docs/api/openapi.yaml, BeachConditions). */
  bathing?: string
  flag?: string | null
  /** Routes only: the track in walking order; `point` is its first point. */
  track?: MapPoint[]
  /** Every kind but events: «Доступная среда» as the cards carry it (./accessibility.ts). */
  accessibility?: ReturnType<typeof toAccessibility> | ReturnType<typeof toRouteAccessibility>
  image: ContractImage | null
}

/** `kind[]=beach&kind[]=route` (or `kind=beach`); none means every kind, an unknown one is a 400. */
export function mapKinds(params: URLSearchParams): MapKind[] {
  const values = listParam(params, 'kind')
  if (values.length === 0) return [...MAP_KINDS]
  const unknown = values.find((v) => !(MAP_KINDS as readonly string[]).includes(v))
  if (unknown !== undefined) throw new ContractError(400, `Параметр kind принимает значения: ${MAP_KINDS.join(', ')}`)
  return MAP_KINDS.filter((k) => values.includes(k))
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

export function toPoint(value: { lat?: number | null; lon?: number | null } | null | undefined): MapPoint | null {
  const { lat, lon } = value ?? {}
  return isCoordinate(lat, 90) && isCoordinate(lon, 180) ? { lat, lon } : null
}

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.apiBaseUrl}${url}`)

/** The card-sized rendition when there is one (a popup shows a thumbnail), else the original. */
export function toPreview(media: number | Media | null | undefined): ContractImage | null {
  if (!media || typeof media !== 'object') return null
  const card = media.sizes?.card
  if (card?.url)
    return { url: absolute(card.url), width: card.width ?? null, height: card.height ?? null, alt: media.alt }
  if (!media.url) return null
  return { url: absolute(media.url), width: media.width ?? null, height: media.height ?? null, alt: media.alt }
}

/** The subtitle reads as the afisha does, 'dd.mm.yyyy, HH:MM' on Anapa's clock. */
export function formatEventStart(iso: string): string | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : anapaDateTimeText(date)
}

export function formatDistance(meters: number | null | undefined): string | null {
  if (typeof meters !== 'number' || !Number.isFinite(meters) || meters <= 0) return null
  if (meters < 1000) return `${Math.round(meters)} м`
  return `${(Math.round(meters / 100) / 10).toString().replace('.', ',')} км`
}

type Placed = { id: number; title: string; location?: { lat?: number | null; lon?: number | null } | null }
type WithPreview = { previewPicture?: number | Media | null }

function placed(kind: MapKind, doc: Placed & WithPreview, slug: string | null, subtitle: string | null) {
  const point = toPoint(doc.location)
  if (!point) return null
  return { kind, id: doc.id, slug, title: doc.title, subtitle, point, image: toPreview(doc.previewPicture) }
}

/** A beach's subtitle is its bathing status, and its marker takes the flag's colour (`bathing`, `flag`). */
export function beachObject(
  b: Pick<Beach, 'id' | 'title' | 'conditions' | 'marine' | 'location' | 'previewPicture' | 'accessibility'>,
) {
  const conditions = beachConditions(b)
  const object = placed('beach', b, null, conditions.bathing.label)
  return (
    object && {
      ...object,
      bathing: conditions.bathing.value,
      flag: conditions.flag?.value ?? null,
      accessibility: toAccessibility('beach', b),
    }
  )
}

export function placeObject(
  p: Pick<Place, 'id' | 'title' | 'category' | 'location' | 'previewPicture' | 'accessibility'>,
) {
  const object = placed('place', p, null, labelOf(PLACE_CATEGORIES, p.category))
  return object && { ...object, accessibility: toAccessibility('place', p) }
}

export function urbanObject(
  o: Pick<InfrastructureObject, 'id' | 'title' | 'slug' | 'category' | 'location' | 'previewPicture' | 'accessibility'>,
) {
  const object = placed('urban', o, o.slug, labelOf(INFRASTRUCTURE_CATEGORIES, o.category))
  return object && { ...object, accessibility: toAccessibility('infrastructure', o) }
}

export const eventObject = (e: Pick<Event, 'id' | 'title' | 'slug' | 'startsAt' | 'location' | 'previewPicture'>) =>
  placed('event', e, e.slug, formatEventStart(e.startsAt))

export function routeObject(
  r: Pick<
    WalkingRoute,
    'id' | 'title' | 'difficulty' | 'distanceMeters' | 'track' | 'previewPicture' | 'accessibility'
  >,
): MapObject | null {
  const track = (r.track ?? []).map(toPoint).filter((p): p is MapPoint => p !== null)
  const [first] = track
  if (!first) return null
  const difficulty = labelOf(ROUTE_DIFFICULTIES, r.difficulty)
  const distance = formatDistance(r.distanceMeters)
  const subtitle = [difficulty ? `${difficulty} маршрут` : null, distance].filter(Boolean).join(', ') || null
  return {
    kind: 'route',
    id: r.id,
    slug: null,
    title: r.title,
    subtitle,
    point: first,
    track,
    image: toPreview(r.previewPicture),
    accessibility: toRouteAccessibility(r),
  }
}

const PUBLISHED: Where = { _status: { equals: 'published' } }
const LOCATED: Where[] = [{ 'location.lat': { exists: true } }, { 'location.lon': { exists: true } }]
const BY_SORT = ['sort', 'title', 'id']

/** Only what toPreview reads; `filename` too, because Payload derives `url` from it. */
const PREVIEW: PopulateType = {
  media: {
    filename: true,
    url: true,
    alt: true,
    width: true,
    height: true,
    sizes: { card: { filename: true, url: true, width: true, height: true } },
  },
}

/**
 * One query per requested kind, in parallel; events only while upcoming (not yet finished, the
 * afisha's rule), so the map never sends anyone to yesterday's concert. `accessibleOnly`
 * (`accessible=true`) keeps the objects «Доступная среда» counts, which leaves events out: they
 * record no accessibility (docs/decisions/0055-accessibility-as-data.md).
 */
export async function loadMapObjects(
  payload: Payload,
  kinds: readonly MapKind[],
  now: Date,
  { accessibleOnly = false }: { accessibleOnly?: boolean } = {},
): Promise<MapObject[]> {
  const located = accessibleOnly ? [...LOCATED, ACCESSIBLE] : LOCATED
  const find = (
    collection: Parameters<Payload['find']>[0]['collection'],
    options: {
      where: Where[]
      select: Record<string, unknown>
      sort?: string[]
    },
  ) =>
    payload
      .find({
        collection,
        where: { and: [PUBLISHED, ...options.where] },
        // Payload's select type is per collection; these objects name fields of that collection.
        select: options.select as never,
        populate: PREVIEW,
        sort: options.sort ?? BY_SORT,
        depth: 1,
        pagination: false,
        overrideAccess: false,
      })
      .then((result) => result.docs as unknown[])

  const loaders: Record<MapKind, () => Promise<(MapObject | null)[]>> = {
    beach: async () =>
      (
        await find('beaches', {
          where: located,
          select: { title: true, conditions: true, location: true, previewPicture: true, accessibility: true },
        })
      ).map((d) => beachObject(d as Beach)),
    place: async () =>
      (
        await find('places', {
          where: located,
          select: { title: true, category: true, location: true, previewPicture: true, accessibility: true },
        })
      ).map((d) => placeObject(d as Place)),
    urban: async () =>
      (
        await find('infrastructure-objects', {
          where: located,
          select: {
            title: true,
            slug: true,
            category: true,
            location: true,
            previewPicture: true,
            accessibility: true,
          },
        })
      ).map((d) => urbanObject(d as InfrastructureObject)),
    event: async () =>
      accessibleOnly
        ? []
        : (
            await find('events', {
              where: [...LOCATED, { finishesAt: { greater_than_equal: now.toISOString() } }],
              select: { title: true, slug: true, startsAt: true, location: true, previewPicture: true },
              sort: ['startsAt', 'id'],
            })
          ).map((d) => eventObject(d as Event)),
    route: async () =>
      (
        await find('walking-routes', {
          where: accessibleOnly ? [ACCESSIBLE] : [],
          select: {
            title: true,
            difficulty: true,
            distanceMeters: true,
            track: true,
            previewPicture: true,
            accessibility: true,
          },
        })
      ).map((d) => routeObject(d as WalkingRoute)),
  }

  const groups = await Promise.all(kinds.map((kind) => loaders[kind]()))
  return groups.flat().filter((o): o is MapObject => o !== null)
}
