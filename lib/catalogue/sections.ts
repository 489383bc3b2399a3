// Type-only: erased at build time, so the generated documents stay out of the first-load JS.
import type { FavoriteEntity, MapKind } from '@/lib/__generated__/gql/graphql'
import { detailHref } from './paths'

/**
 * The catalogue's sections with a list and detail pages of their own, and what each is called
 * elsewhere: its entity in favourites and, where its list can be sorted by distance, its layer on
 * the map. The list views, cards and detail pages take a section's name and read the rest here (and
 * its path and description in paths.ts and descriptions.ts), so each is written once.
 */
export type CatalogueSection = 'events' | 'tours' | 'infrastructure' | 'places' | 'routes' | 'beaches'

/** The sections whose lists can be sorted by distance: the map's kinds that have no dates. */
export type NearMeKind = Extract<MapKind, 'BEACH' | 'PLACE' | 'URBAN' | 'ROUTE'>

export const SECTION_KINDS: Record<CatalogueSection, { favorite: FavoriteEntity; nearMe?: NearMeKind }> = {
  events: { favorite: 'EVENT' },
  tours: { favorite: 'CLICKPASS_PRODUCTS' },
  infrastructure: { favorite: 'URBAN', nearMe: 'URBAN' },
  places: { favorite: 'PLACE', nearMe: 'PLACE' },
  routes: { favorite: 'ROUTE', nearMe: 'ROUTE' },
  beaches: { favorite: 'BEACH', nearMe: 'BEACH' },
}

/**
 * An entry of the section, by its key in the URL (a slug or an id): its page's address and the
 * reference favourites keep for it.
 */
export function sectionEntry(section: CatalogueSection, key: string) {
  return { href: detailHref(section, key), favorite: { entity: SECTION_KINDS[section].favorite, slug: key } }
}
