/**
 * schema.org data (JSON-LD) of the catalogue's detail pages and the journal's articles: pure
 * builders from the data the page has. They run in getStaticProps (lib/server/ssr), which hands the result
 * to the view as a prop, so none of this reaches the browser's bundle; the small builders
 * the browser does need (crumbs, the site) stay in ./jsonLd.
 */
import { type AccessibilityKind, accessibilityJsonLd } from '@anapa/shared/accessibility/features'
import { beachGroupHref } from '@/lib/catalogue/paths'
import { ALL_DAY_LABEL, parseTime, workingHours } from '@/lib/format/workingHours'
import { type JsonLdNode, node, ORGANIZATION, SCHEMA_CONTEXT as CONTEXT } from '@/lib/seo/jsonLd'
import { absoluteUrl } from '@/lib/seo/site'

type Image = { url: string } | null | undefined
type Point = { lat: number; lon: number } | null | undefined
type Hours = { allDay: boolean; from?: string | null; to?: string | null } | null | undefined
type Option = { value: string; label: string }

/** What every catalogue detail page has: its own path, a title, a lead, pictures. */
type Common = {
  /** The page's own path, e.g. '/plyazhi/7'. */
  path: string
  title: string
  summary?: string | null
  cover?: Image
  gallery?: readonly Image[]
}

// --- Shared parts -------------------------------------------------------------------------------

/** The cover first, then the gallery, each once, absolute. */
function imagesOf(cover: Image, gallery: readonly Image[] = []): string[] {
  const urls = [cover, ...gallery].filter((i): i is { url: string } => Boolean(i?.url)).map((i) => absoluteUrl(i.url))
  return [...new Set(urls)]
}

/** Every catalogue item is in Anapa; the CMS address is the street part, when there is one. */
const postalAddress = (address: string | null | undefined) => ({
  '@type': 'PostalAddress',
  streetAddress: address,
  addressLocality: 'Анапа',
  addressRegion: 'Краснодарский край',
  addressCountry: 'RU',
})

const geoOf = (point: Point) =>
  point ? { '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lon } : undefined

/** A known price (0 is known: free) as an Offer in roubles; an unknown price gives none. */
function offerOf(price: number | null | undefined, url: string) {
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined
  return { '@type': 'Offer', price, priceCurrency: 'RUB', url }
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `${CONTEXT}/${day}`,
)

/**
 * Daily hours as schema.org reads them. 'Круглосуточно' is 00:00–23:59 (Google's form for "open
 * all day"), 24:00 as a closing time is 23:59 too; a closing time before the opening one means past
 * midnight, which schema.org allows as is. Unreadable hours give none.
 */
export function openingHoursOf(hours: Hours) {
  if (!hours) return undefined
  const label = workingHours(hours)
  if (label === null) return undefined
  const allDay = label === ALL_DAY_LABEL
  const opens = allDay ? '00:00' : parseTime(hours.from)
  const closes = allDay ? '23:59' : parseTime(hours.to)
  if (!opens || !closes) return undefined
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: EVERY_DAY,
      opens,
      closes: closes === '24:00' ? '23:59' : closes,
    },
  ]
}

/**
 * «Доступная среда» as the page's data has it (docs/decisions/0055-accessibility-as-data.md):
 * features by key, a walking route's surface and gradient by value.
 */
type AccessibilityInput = {
  features: readonly { key: string }[]
  surface?: { value: string } | null
  gradient?: { value: string } | null
} | null

/**
 * The recorded features as `amenityFeature` (a route's surface and gradient too) and the W3C
 * `accessibilityFeature` terms, from the shared vocabulary; nothing recorded gives nothing.
 */
function accessibilityProperties(kind: AccessibilityKind, a: AccessibilityInput | undefined) {
  const access = accessibilityJsonLd(kind, {
    features: a?.features.map((f) => f.key),
    surface: a?.surface?.value,
    gradient: a?.gradient?.value,
  })
  return {
    amenityFeature: access.amenityFeature,
    accessibilityFeature: access.accessibilityFeature.length > 0 ? access.accessibilityFeature : undefined,
  }
}

// --- Builders -----------------------------------------------------------------------------------

export type EventInput = Common & {
  startsAt: string
  endsAt?: string | null
  venue?: string | null
  address?: string | null
  location?: Point
  priceFrom?: number | null
  ticketUrl?: string | null
}

/** An afisha event. Ours are all held in person, and the CMS has no cancelled state yet. */
export function eventJsonLd(e: EventInput): JsonLdNode {
  const url = absoluteUrl(e.path)
  return node('Event', {
    name: e.title,
    description: e.summary,
    url,
    startDate: e.startsAt,
    endDate: e.endsAt,
    eventStatus: `${CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    location: {
      '@type': 'Place',
      // Google requires the place's name; a venue-less event is at its address, or at least in Anapa.
      name: e.venue || e.address || 'Анапа',
      address: postalAddress(e.address),
      geo: geoOf(e.location),
    },
    image: imagesOf(e.cover, e.gallery),
    offers: offerOf(e.priceFrom, e.ticketUrl || url),
    isAccessibleForFree: e.priceFrom === 0 ? true : undefined,
    inLanguage: 'ru',
  })
}

type PlaceLike = Common & {
  category?: Option | null
  /** The features recorded (docs/decisions/0055-accessibility-as-data.md), by key. */
  accessibility?: AccessibilityInput
  address?: string | null
  workingHours?: Hours
  location?: Point
  phone?: string | null
  website?: string | null
}

function placeProperties(p: PlaceLike) {
  return {
    name: p.title,
    description: p.summary,
    url: absoluteUrl(p.path),
    image: imagesOf(p.cover, p.gallery),
    address: postalAddress(p.address),
    geo: geoOf(p.location),
    openingHoursSpecification: openingHoursOf(p.workingHours),
    telephone: p.phone,
    // The object's own site is another page about the same thing.
    sameAs: p.website,
  }
}

/** Interesting places are tourist attractions; some are also a more exact kind of place. */
const PLACE_TYPES: Record<string, readonly string[]> = {
  museum: ['TouristAttraction', 'Museum'],
  park: ['TouristAttraction', 'Park'],
  temple: ['TouristAttraction', 'PlaceOfWorship'],
}

export type PlaceInput = PlaceLike & { priceFrom?: number | null }

export function placeJsonLd(p: PlaceInput): JsonLdNode {
  return node(PLACE_TYPES[p.category?.value ?? ''] ?? 'TouristAttraction', {
    ...placeProperties(p),
    ...accessibilityProperties('place', p.accessibility),
    isAccessibleForFree: p.priceFrom === 0 ? true : undefined,
  })
}

/**
 * Infrastructure is civic: each category as its schema.org type where one exists, else a
 * CivicStructure (transport hubs, rescue posts and charging stations have no exact one).
 */
const INFRASTRUCTURE_TYPES: Record<string, string> = {
  medicine: 'MedicalClinic',
  pharmacy: 'Pharmacy',
  parking: 'ParkingFacility',
  police: 'PoliceStation',
  toilets: 'PublicToilet',
  info: 'TouristInformationCenter',
  bank: 'AutomatedTeller',
}

export function infrastructureJsonLd(o: PlaceLike): JsonLdNode {
  return node(INFRASTRUCTURE_TYPES[o.category?.value ?? ''] ?? 'CivicStructure', {
    ...placeProperties(o),
    ...accessibilityProperties('infrastructure', o.accessibility),
  })
}

export type BeachInput = Common & {
  /** The features recorded (docs/decisions/0055-accessibility-as-data.md), by key. */
  accessibility?: AccessibilityInput
  address?: string | null
  workingHours?: Hours
  location?: Point
  amenities?: readonly Option[]
  group?: { id: string; title: string } | null
  /** Bathing now (docs/decisions/0042-beach-conditions.md); an unconfirmed status says nothing. */
  conditions?: { bathing: Option; lifeguards?: boolean | null } | null
}

const feature = (name: string, value: boolean) => ({ '@type': 'LocationFeatureSpecification', name, value })

/** What the desk confirmed, as features: «Купание» yes or no, «Спасатели на посту» yes or no. */
function conditionFeatures(conditions: BeachInput['conditions']) {
  if (!conditions) return []
  const bathing = conditions.bathing.value
  const features = bathing === 'unconfirmed' ? [] : [feature('Купание', bathing === 'allowed')]
  if (typeof conditions.lifeguards === 'boolean') features.push(feature('Спасатели на посту', conditions.lifeguards))
  return features
}

export function beachJsonLd(b: BeachInput): JsonLdNode {
  const access = accessibilityProperties('beach', b.accessibility)
  return node('Beach', {
    ...placeProperties(b),
    // Anapa's beaches are public by law; whether one may swim is a feature of the day.
    publicAccess: true,
    amenityFeature: [
      ...(b.amenities ?? []).map((a) => feature(a.label, true)),
      ...conditionFeatures(b.conditions),
      ...access.amenityFeature,
    ],
    accessibilityFeature: access.accessibilityFeature,
    containedInPlace: b.group
      ? { '@type': 'Place', name: b.group.title, url: absoluteUrl(beachGroupHref(b.group.id)) }
      : undefined,
  })
}

export type TourInput = Common & {
  tags?: readonly Option[]
  priceFrom?: number | null
  organizer?: string | null
  phone?: string | null
  /** The meeting point. */
  address?: string | null
  location?: Point
}

/** An excursion or tour. The CMS knows its meeting point, which is where the itinerary begins. */
export function tourJsonLd(t: TourInput): JsonLdNode {
  const url = absoluteUrl(t.path)
  const meetingPoint =
    t.address || t.location
      ? { '@type': 'Place', name: 'Место сбора', address: postalAddress(t.address), geo: geoOf(t.location) }
      : undefined
  return node('TouristTrip', {
    name: t.title,
    description: t.summary,
    url,
    image: imagesOf(t.cover, t.gallery),
    touristType: (t.tags ?? []).map((tag) => tag.label),
    offers: offerOf(t.priceFrom, url),
    provider: t.organizer ? { '@type': 'Organization', name: t.organizer, telephone: t.phone } : undefined,
    itinerary: meetingPoint
      ? { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: meetingPoint }] }
      : undefined,
  })
}

export type RouteInput = Common & {
  start?: string | null
  track: readonly { lat: number; lon: number }[]
  /** The features, surface and gradient recorded (docs/decisions/0055-accessibility-as-data.md). */
  accessibility?: AccessibilityInput
}

/**
 * A walking route. schema.org has no trail type, so it is a TouristTrip whose itinerary is the
 * walk itself: a place shaped like the track, 'lat,lon' pairs separated by spaces (GeoShape line).
 * Its accessibility belongs to that place too, as a trip has no amenities in schema.org.
 */
export function routeJsonLd(r: RouteInput): JsonLdNode {
  const [first] = r.track
  const geo =
    r.track.length >= 2
      ? { '@type': 'GeoShape', line: r.track.map((p) => `${p.lat},${p.lon}`).join(' ') }
      : geoOf(first)
  const access = accessibilityProperties('route', r.accessibility)
  const described = access.amenityFeature.length > 0
  return node('TouristTrip', {
    name: r.title,
    description: r.summary,
    url: absoluteUrl(r.path),
    image: imagesOf(r.cover, r.gallery),
    itinerary: geo || r.start || described ? { '@type': 'Place', name: r.start || r.title, geo, ...access } : undefined,
  })
}

export type ArticleInput = {
  path: string
  headline: string
  description?: string | null
  createdAt: string
  updatedAt?: string | null
  cover?: Image
  gallery?: readonly Image[]
  category?: { name: string } | null
}

/** A journal article, written and published by the portal. */
export function articleJsonLd(a: ArticleInput): JsonLdNode {
  const url = absoluteUrl(a.path)
  return node('Article', {
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: a.createdAt,
    dateModified: a.updatedAt || a.createdAt,
    image: imagesOf(a.cover, a.gallery),
    author: ORGANIZATION,
    publisher: ORGANIZATION,
    articleSection: a.category?.name,
    inLanguage: 'ru',
  })
}
