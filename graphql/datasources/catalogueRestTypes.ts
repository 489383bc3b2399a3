/**
 * Catalogue shapes of the city REST contract ("Catalogue" in docs/api/openapi.yaml), aliases of the
 * generated types (see restTypes.ts).
 */
import type { components } from '@/graphql/__generated__/cityApi'

type Schemas = components['schemas']

export type RestOption = Schemas['CatalogueOption']
export type RestFilterOption = Schemas['FilterOption']
export type RestLocation = Schemas['Location'] | null
export type RestWorkingHours = Schemas['WorkingHours'] | null
export type RestGroupRef = Schemas['GroupRef'] | null
/** A catalogue list page of any entity (each list's answer is this with its own card). */
export type RestPage<T> = { data: T[]; meta: Schemas['CatalogueListMeta'] }

/** What every detail answer adds to its card. */
export type RestDetailPart = Schemas['CatalogueDetailPart']

export type RestEventCard = Schemas['EventCard']
export type RestEvent = Schemas['Event']
export type RestTourCard = Schemas['TourCard']
export type RestTour = Schemas['Tour']
export type RestTourGroup = Schemas['TourGroup']
export type RestInfrastructureCard = Schemas['InfrastructureCard']
export type RestInfrastructure = Schemas['Infrastructure']
export type RestPlaceCard = Schemas['PlaceCard']
export type RestPlace = Schemas['Place']
export type RestRouteCard = Schemas['RouteCard']
export type RestRoute = Schemas['Route']
export type RestBeachCard = Schemas['BeachCard']
export type RestBeachConditions = Schemas['BeachConditions']
export type RestBeachConditionsItem = Schemas['BeachConditionsItem']
export type RestBeach = Schemas['Beach']
export type RestBeachGroupCard = Schemas['BeachGroupCard']
export type RestBeachGroup = Schemas['BeachGroup']
export type RestCamera = Schemas['Camera']

/** GET /v1/map: one compact entry per object with a place on the map. */
export type RestMapKind = Schemas['MapKind']
export type RestMapObject = Schemas['MapObject']
export type RestAccessibility = Schemas['Accessibility']
export type RestRouteAccessibility = Schemas['RouteAccessibility']

/**
 * docs/spec.md#3-entities-and-their-fields "Search result". The document gives `data` as a beach's hours, a route's
 * distance and duration, or `{}` by entity; the mapper reads it as one record whose every field may be absent,
 * which each of those shapes is (and an entity the document adds later is, too).
 */
export type RestSearchResult = Omit<Schemas['SearchResult'], 'data'> & {
  data: Partial<Schemas['SearchBeachData'] & Schemas['SearchRouteData']>
}
