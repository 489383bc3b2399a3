import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type { RestImage } from '@/graphql/datasources/restTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import { toImage } from './journalMappers'

/**
 * REST (snake_case, docs/api/openapi.yaml) to the gateway's catalogue types. HTML is sanitized here.
 * One GraphQL type per entity: a list answers the card's fields, the detail query the card and its
 * detail part. The `…Parent` types are codegen's mappers (codegen.ts), so `Resolvers` accepts either.
 * Mapping stays in the root resolvers: only root fields may call the CMS (the bound of finding 7).
 */

const images = (list: RestImage[] | null | undefined): G.Image[] =>
  (list ?? []).map(toImage).filter((image): image is G.Image => image !== null)

const point = (location: R.RestLocation) => location?.coordinates ?? null

const hours = (h: R.RestWorkingHours): G.WorkingHours | null =>
  h ? { allDay: h.all_day, from: h.from, to: h.to } : null

const groupRef = (g: R.RestGroupRef) => (g ? { id: String(g.id), title: g.title } : null)

const card = (c: { id: number; title: string; summary: string | null; preview_picture: RestImage | null }) => ({
  id: String(c.id),
  title: c.title,
  summary: c.summary,
  previewPicture: toImage(c.preview_picture),
})

const detail = (d: R.RestDetailPart) => ({
  html: sanitizeCmsHtml(d.description),
  gallery: images(d.gallery),
  seo: { title: d.seo?.title ?? null, description: d.seo?.description ?? null },
  updatedAt: d.updated_at ?? null,
})

const eventFields = (e: R.RestEventCard) => ({
  ...card(e),
  slug: e.slug,
  category: e.category,
  startsAt: e.starts_at,
  endsAt: e.ends_at,
  venue: e.venue,
  address: e.address,
  priceFrom: e.price_from,
  ageLimit: e.age_limit,
  location: point(e.location),
})

export const toEventCard = (e: R.RestEventCard) => eventFields(e)

export const toEvent = (e: R.RestEvent): G.Event => ({ ...eventFields(e), ...detail(e), ticketUrl: e.ticket_url })

const tourFields = (t: R.RestTourCard) => ({
  ...card(t),
  slug: t.slug,
  kind: t.kind,
  tags: t.tags ?? [],
  durationMinutes: t.duration_minutes,
  priceFrom: t.price_from,
  group: groupRef(t.group),
})

export const toTourCard = (t: R.RestTourCard) => tourFields(t)

export const toTour = (t: R.RestTour): G.Tour => ({
  ...tourFields(t),
  ...detail(t),
  groupSize: t.group_size,
  organizer: t.organizer,
  phone: t.phone,
  address: t.address,
  location: point(t.location),
})

export const toTourGroup = (g: R.RestTourGroup): G.ResolversTypes['TourGroup'] => ({
  ...card(g),
  items: g.items.map(toTourCard),
})

const infrastructureFields = (o: R.RestInfrastructureCard) => ({
  ...card(o),
  slug: o.slug,
  category: o.category,
  address: o.address,
  workingHours: hours(o.working_hours),
  location: point(o.location),
})

export const toInfrastructureCard = (o: R.RestInfrastructureCard) => infrastructureFields(o)

export const toInfrastructureObject = (o: R.RestInfrastructure): G.InfrastructureObject => ({
  ...infrastructureFields(o),
  ...detail(o),
  phone: o.phone,
  website: o.website,
})

const placeFields = (p: R.RestPlaceCard) => ({
  ...card(p),
  category: p.category,
  address: p.address,
  workingHours: hours(p.working_hours),
  priceFrom: p.price_from,
  location: point(p.location),
})

export const toPlaceCard = (p: R.RestPlaceCard) => placeFields(p)

export const toPlace = (p: R.RestPlace): G.Place => ({
  ...placeFields(p),
  ...detail(p),
  phone: p.phone,
  website: p.website,
})

const walkingRouteFields = (r: R.RestRouteCard) => ({
  ...card(r),
  distanceMeters: r.distance_meters,
  durationMinutes: r.duration_minutes,
  difficulty: r.difficulty,
  start: r.start,
})

export const toWalkingRouteCard = (r: R.RestRouteCard) => walkingRouteFields(r)

export const toWalkingRoute = (r: R.RestRoute): G.WalkingRoute => ({
  ...walkingRouteFields(r),
  ...detail(r),
  track: r.track ?? [],
})

const OPEN = { value: 'open', label: 'Открыт' }

const beachFields = (b: R.RestBeachCard) => ({
  ...card(b),
  group: groupRef(b.group),
  surface: b.surface,
  status: { state: b.status?.state ?? OPEN, since: b.status?.since ?? null, note: b.status?.note ?? null },
  workingHours: hours(b.working_hours),
  address: b.address,
  location: point(b.location),
})

export const toBeachCard = (b: R.RestBeachCard) => beachFields(b)

export const toBeach = (b: R.RestBeach): G.Beach => ({
  ...beachFields(b),
  ...detail(b),
  lengthMeters: b.length_meters,
  amenities: b.amenities ?? [],
})

export const toBeachGroupCard = (g: R.RestBeachGroupCard) => ({
  ...card(g),
  beachesCount: g.beaches_count,
})

export const toBeachGroup = (g: R.RestBeachGroup) => ({
  ...card(g),
  // The detail lists the group's published beaches, which is what the card's count counts.
  beachesCount: g.beaches.length,
  html: sanitizeCmsHtml(g.description),
  seo: { title: g.seo?.title ?? null, description: g.seo?.description ?? null },
  beaches: g.beaches.map(toBeachCard),
})

export const toCamera = (c: R.RestCamera): G.Camera => ({
  id: String(c.id),
  title: c.title,
  summary: c.summary,
  streamUrl: c.stream_url,
  poster: toImage(c.poster),
  address: c.address,
  location: point(c.location),
})

export type EventParent = G.Event | ReturnType<typeof toEventCard>
export type TourParent = G.Tour | ReturnType<typeof toTourCard>
export type InfrastructureObjectParent = G.InfrastructureObject | ReturnType<typeof toInfrastructureCard>
export type PlaceParent = G.Place | ReturnType<typeof toPlaceCard>
export type WalkingRouteParent = G.WalkingRoute | ReturnType<typeof toWalkingRouteCard>
export type BeachParent = G.Beach | ReturnType<typeof toBeachCard>
export type BeachGroupParent = ReturnType<typeof toBeachGroup> | ReturnType<typeof toBeachGroupCard>
