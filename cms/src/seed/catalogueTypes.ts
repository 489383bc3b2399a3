import type { TourTag } from '@/catalogue/options'
import type { Beach, Event, InfrastructureObject, Place, Tour, WalkingRoute } from '@/payload-types'
import type { SceneTheme } from './images'
import type { RichBlock } from './lexical'

/** A point on the map (WGS 84). */
export type LatLon = { lat: number; lon: number }

/** A gallery picture: its alt text, and what it shows when that differs from the item's theme. */
export type SeedGalleryPicture = string | { alt: string; theme: SceneTheme }

/** What every seeded catalogue record has: a card with a title, a summary and a preview picture. */
export type SeedCard = {
  /**
   * Lower-case Latin words joined by hyphens. The URL slug in the collections that have one
   * (events, tours, infrastructure); elsewhere it only names the picture files.
   */
  slug: string
  title: string
  /** The card text, ≤ 300 characters. */
  summary: string
  /** Position in the list (ascending). */
  sort: number
  /** What the generated pictures show. */
  theme: SceneTheme
  /** Alt text of the preview picture. */
  previewAlt: string
}

/** A record with its own page: rich text, a gallery and SEO fields. */
export type SeedPage = SeedCard & {
  /** 2–4 paragraphs, optionally with headings. */
  text: RichBlock[]
  /** 2–4 pictures. */
  gallery: readonly SeedGalleryPicture[]
  seo: { title: string; description: string }
}

/** A page about something with an address and a point on the map. */
export type SeedPlacedPage = SeedPage & { address: string; location: LatLon }

/** Opening hours: round the clock, or 'HH:MM'–'HH:MM' Moscow time. */
export type SeedHours = { allDay: true } | { from: string; to: string }

/**
 * A moment relative to the day the seed runs, so the afisha always has past and upcoming events:
 * `day` is a number of days from today, or the Saturday/Sunday of the coming weekend (of the
 * current one while it lasts, as the afisha's weekend filter counts it); `time` is 'HH:MM' in Anapa.
 */
export type SeedMoment = { day: number | 'saturday' | 'sunday'; time: string }

export type SeedEvent = SeedPlacedPage & {
  category: Event['category']
  starts: SeedMoment
  ends?: SeedMoment
  venue: string
  ageLimit: NonNullable<Event['ageLimit']>
  /** Rubles; 0 is free. */
  priceFrom: number
  ticketUrl?: string
}

export type SeedTourGroup = SeedCard

export type SeedTour = SeedPlacedPage & {
  kind: Tour['kind']
  /** Title of the tour group (see tourGroups.ts). */
  group: string
  tags: TourTag[]
  durationMinutes: number
  priceFrom: number
  groupSize: number
  organizer: string
  /**
   * When the tour sets off, in Anapa time, where its text says so: 'HH:MM', or 'sunset' for a walk
   * that comes back at sunset (it leaves its duration before sunset, which moves with the season).
   * The seed's sessions start then (seed/sessions.ts).
   */
  departs?: string
}

export type SeedInfrastructure = SeedPlacedPage & {
  category: InfrastructureObject['category']
  hours: SeedHours
  phone?: string
  website?: string
}

export type SeedPlace = SeedPlacedPage & {
  category: Place['category']
  hours: SeedHours
  /** Entrance fee in rubles; 0 is free, absent is "not stated". */
  priceFrom?: number
  website?: string
}

export type SeedWalkingRoute = SeedPage & {
  /** Where the route begins, as visitors look for it. */
  start: string
  distanceMeters: number
  durationMinutes: number
  difficulty: NonNullable<WalkingRoute['difficulty']>
  /** The points in walking order, along real streets and paths. */
  track: LatLon[]
}

export type SeedBeachGroup = SeedCard & { text: RichBlock[]; seo: { title: string; description: string } }

export type SeedBeach = SeedPlacedPage & {
  /** Title of the beach group (see beachGroups.ts). */
  group: string
  surface: Beach['surface']
  lengthMeters: number
  amenities: NonNullable<Beach['amenities']>
  /**
   * The demo's one bathing ban (a storm), set by the seed as the desk would; every other beach gets
   * «Купание разрешено» under a green flag (seed/steps/beachConditions.ts).
   */
  bathingBan?: { reason: 'storm'; note: string }
  hours: SeedHours
}

export type SeedCamera = SeedCard & {
  /** An HLS stream, or null when the camera shows only its poster. */
  streamUrl: string | null
  address: string
  location: LatLon
}
