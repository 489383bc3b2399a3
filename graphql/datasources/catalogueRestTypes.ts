import type { RestImage } from './restTypes'

/** Catalogue shapes of the city REST contract (docs/api/openapi.yaml, "Catalogue"). */
export type RestOption = { value: string; label: string }
export type RestFilterOption = RestOption & { count: number }
export type RestLocation = { coordinates: { lat: number; lon: number } } | null
export type RestWorkingHours = { all_day: boolean; from: string | null; to: string | null } | null
export type RestGroupRef = { id: number; title: string } | null
export type RestPage<T> = { data: T[]; meta: { count: number; filters?: RestFilterOption[] } }

type Card = { id: number; title: string; summary: string | null; preview_picture: RestImage | null }

/** What every detail answer adds to its card. */
export type RestDetailPart = {
  description: string
  gallery: RestImage[]
  seo: { title: string | null; description: string | null }
  updated_at: string | null
}

export type RestEventCard = Card & {
  slug: string
  category: RestOption | null
  starts_at: string
  ends_at: string | null
  venue: string | null
  address: string | null
  price_from: number | null
  age_limit: string | null
  location: RestLocation
}
export type RestEvent = RestEventCard & RestDetailPart & { ticket_url: string | null }

export type RestTourCard = Card & {
  slug: string
  kind: RestOption | null
  tags: RestOption[]
  duration_minutes: number | null
  price_from: number | null
  group: RestGroupRef
}
export type RestTour = RestTourCard &
  RestDetailPart & {
    group_size: number | null
    organizer: string | null
    phone: string | null
    address: string | null
    location: RestLocation
  }
export type RestTourGroup = Card & { items: RestTourCard[] }

export type RestInfrastructureCard = Card & {
  slug: string
  category: RestOption | null
  address: string | null
  working_hours: RestWorkingHours
  location: RestLocation
}
export type RestInfrastructure = RestInfrastructureCard &
  RestDetailPart & { phone: string | null; website: string | null }

export type RestPlaceCard = Card & {
  category: RestOption | null
  address: string | null
  working_hours: RestWorkingHours
  price_from: number | null
  location: RestLocation
}
export type RestPlace = RestPlaceCard & RestDetailPart & { phone: string | null; website: string | null }

export type RestRouteCard = Card & {
  distance_meters: number
  duration_minutes: number
  difficulty: RestOption | null
  start: string | null
}
export type RestRoute = RestRouteCard & RestDetailPart & { track: { lat: number; lon: number }[] }

export type RestBeachCard = Card & {
  group: RestGroupRef
  surface: RestOption | null
  status: { state: RestOption | null; since: string | null; note: string | null }
  working_hours: RestWorkingHours
  address: string | null
  location: RestLocation
}
export type RestBeach = RestBeachCard & RestDetailPart & { length_meters: number | null; amenities: RestOption[] }
export type RestBeachGroupCard = Card & { beaches_count: number }
export type RestBeachGroup = Card & {
  description: string
  seo: { title: string | null; description: string | null }
  beaches: RestBeachCard[]
}

export type RestCamera = {
  id: number
  title: string
  summary: string | null
  stream_url: string | null
  poster: RestImage | null
  address: string | null
  location: RestLocation
}

/** GET /v1/map: one compact entry per object with a place on the map. */
export type RestMapKind = 'beach' | 'place' | 'urban' | 'event' | 'route'
export type RestMapObject = {
  kind: RestMapKind
  id: number
  slug: string | null
  title: string
  subtitle: string | null
  point: { lat: number; lon: number }
  /** Routes only. */
  track?: { lat: number; lon: number }[]
  image: RestImage | null
}

/** spec §3 "Search result"; `data` carries a beach's hours or a route's formatted distance and duration. */
export type RestSearchResult = {
  id: number | string
  entity: string
  slug: string
  title: string
  image: RestImage | null
  data: {
    working_hours_from?: string | null
    working_hours_to?: string | null
    all_day?: boolean | null
    route_distance_format?: string | null
    duration_format?: string | null
  } | null
}
