import {
  BEACH_AMENITIES,
  BEACH_SURFACES,
  EVENT_CATEGORIES,
  INFRASTRUCTURE_CATEGORIES,
  labelOf,
  PLACE_CATEGORIES,
  ROUTE_DIFFICULTIES,
  TOUR_KINDS,
  TOUR_TAGS,
  type Option,
} from '@/catalogue/options'
import { MAGAZINE_TYPES } from '@/collections/Magazines/types'
import type {
  Beach,
  Camera,
  Event,
  InfrastructureObject,
  Magazine,
  Media,
  Place,
  Tour,
  WalkingRoute,
} from '@/payload-types'
import { formatDistance, formatDuration } from './format'
import { normalise } from './normalize'
import type { BeachSearchData, SearchData, SearchDocument, SearchEntity } from './types'

/**
 * What the search indexes of each collection: the entity kind, the result's slug, its data and
 * the searchable text. Only published documents are indexed (sync.ts).
 *
 * A result's page on the site is `{section}/{slug}`:
 *   beach               beaches                 /plyazhi/{id}
 *   urban               infrastructure-objects  /infrastruktura/{slug}
 *   place               places                  /interesnye-mesta/{id}
 *   route               walking-routes          /peshie-marshruty/{id}
 *   event               events                  /afisha/{slug}
 *   camera              cameras                 /onlayn-kamery (no page of its own; slug is the id)
 *   clickpass-products  tours                   /ekskursii-i-tury/{slug}
 *   magazine            magazines               /zhurnal-kurorta/{type}/{slug}: the slug is `{type}/{slug}`
 *
 * The labels of the document's kind, category and tags are indexed apart from the rest of the text
 * (summary, address…), so «аптека», «концерт» or «экскурсия на воде» find what is filed under them
 * before what merely mentions them. Relations
 * that editors rename elsewhere (groups, journal categories) and long rich text stay out: the
 * former would go stale without hooks on every related collection, the latter drowns titles.
 */

type Located = { location?: { lat?: number | null; lon?: number | null } | null }

const mediaId = (value: number | Media | null | undefined): number | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : value.id

const point = ({ location }: Located) =>
  typeof location?.lat === 'number' && typeof location.lon === 'number'
    ? { lat: location.lat, lon: location.lon }
    : { lat: null, lon: null }

const text = (...parts: (string | null | undefined)[]) => normalise(parts.filter(Boolean).join(' '))

const label = (options: readonly Option[], value: string | null | undefined) => labelOf(options, value)

const labels = (options: readonly Option[], values: readonly string[] | null | undefined) =>
  (values ?? []).map((v) => labelOf(options, v)).join(' ')

/** `00:00`–`24:00` for round the clock (as the contract documents it), the editor's times otherwise. */
export function beachHours(hours: Beach['workingHours']): BeachSearchData {
  if (hours?.allDay) return { working_hours_from: '00:00', working_hours_to: '24:00', all_day: true }
  return { working_hours_from: hours?.from || null, working_hours_to: hours?.to || null, all_day: false }
}

const EMPTY: SearchData = {}

export const INDEXED = {
  beaches: {
    entity: 'beach',
    describe: (b: Beach): SearchDocument => ({
      entity: 'beach',
      refId: b.id,
      slug: String(b.id),
      title: b.title,
      image: mediaId(b.previewPicture),
      data: beachHours(b.workingHours),
      ...point(b),
      labels: text('Пляж', label(BEACH_SURFACES, b.surface), labels(BEACH_AMENITIES, b.amenities)),
      text: text(b.summary, b.address),
    }),
  },
  'infrastructure-objects': {
    entity: 'urban',
    describe: (o: InfrastructureObject): SearchDocument => ({
      entity: 'urban',
      refId: o.id,
      slug: o.slug,
      title: o.title,
      image: mediaId(o.previewPicture),
      data: EMPTY,
      ...point(o),
      labels: text(label(INFRASTRUCTURE_CATEGORIES, o.category)),
      text: text(o.summary, o.address),
    }),
  },
  places: {
    entity: 'place',
    describe: (p: Place): SearchDocument => ({
      entity: 'place',
      refId: p.id,
      slug: String(p.id),
      title: p.title,
      image: mediaId(p.previewPicture),
      data: EMPTY,
      ...point(p),
      labels: text(label(PLACE_CATEGORIES, p.category)),
      text: text(p.summary, p.address),
    }),
  },
  'walking-routes': {
    entity: 'route',
    describe: (r: WalkingRoute): SearchDocument => {
      // A route is placed at its start, where the visitor would walk to.
      const start = r.track?.[0]
      return {
        entity: 'route',
        refId: r.id,
        slug: String(r.id),
        title: r.title,
        image: mediaId(r.previewPicture),
        data: {
          route_distance_format: formatDistance(r.distanceMeters),
          duration_format: formatDuration(r.durationMinutes),
        },
        lat: start ? start.lat : null,
        lon: start ? start.lon : null,
        labels: text('Пеший маршрут', label(ROUTE_DIFFICULTIES, r.difficulty)),
        text: text(r.summary, r.start),
      }
    },
  },
  events: {
    entity: 'event',
    describe: (e: Event): SearchDocument => ({
      entity: 'event',
      refId: e.id,
      slug: e.slug,
      title: e.title,
      image: mediaId(e.previewPicture),
      data: EMPTY,
      ...point(e),
      labels: text('Афиша', label(EVENT_CATEGORIES, e.category)),
      text: text(e.summary, e.venue, e.address),
    }),
  },
  cameras: {
    entity: 'camera',
    describe: (c: Camera): SearchDocument => ({
      entity: 'camera',
      refId: c.id,
      slug: String(c.id),
      title: c.title,
      image: mediaId(c.poster),
      data: EMPTY,
      ...point(c),
      labels: text('Онлайн-камера'),
      text: text(c.summary, c.address),
    }),
  },
  tours: {
    entity: 'clickpass-products',
    describe: (t: Tour): SearchDocument => ({
      entity: 'clickpass-products',
      refId: t.id,
      slug: t.slug,
      title: t.title,
      image: mediaId(t.previewPicture),
      data: EMPTY,
      ...point(t),
      labels: text(label(TOUR_KINDS, t.kind), labels(TOUR_TAGS, t.tags)),
      text: text(t.summary, t.address, t.organizer),
    }),
  },
  magazines: {
    entity: 'magazine',
    describe: (m: Magazine): SearchDocument => ({
      entity: 'magazine',
      refId: m.id,
      slug: `${m.type}/${m.slug}`,
      title: m.name,
      image: mediaId(m.previewPicture),
      data: EMPTY,
      ...point(m),
      labels: text('Журнал', label(MAGAZINE_TYPES, m.type)),
      text: text(m.description),
    }),
  },
} as const satisfies Record<string, { entity: SearchEntity; describe: (doc: never) => SearchDocument }>

export type IndexedCollection = keyof typeof INDEXED

export const INDEXED_COLLECTIONS = Object.keys(INDEXED) as IndexedCollection[]

/** Maps any indexed collection's document; the caller has read it from that collection. */
export const describeDocument = (collection: IndexedCollection, doc: unknown): SearchDocument =>
  (INDEXED[collection].describe as (doc: unknown) => SearchDocument)(doc)

export const searchKey = (entity: SearchEntity, refId: number) => `${entity}:${refId}`
