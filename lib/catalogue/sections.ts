// Type-only: erased at build time, so the generated documents stay out of the first-load JS.
import type { FavoriteEntity, MapKind } from '@/lib/__generated__/gql/graphql'
import { CATALOGUE_SECTIONS, type CatalogueSection } from '@anapa/shared/catalogue/sections'

import { detailHref } from './paths'

/**
 * What a catalogue section (packages/shared/src/catalogue/sections.ts) is called in the gateway:
 * its entity in favourites and, where its list can be sorted by distance, its layer on the map. The
 * list views, cards and detail pages take a section's name and read the rest here (its path and
 * description in paths.ts and descriptions.ts), so each is written once.
 */
export type { CatalogueSection }

/** The sections whose lists can be sorted by distance: the map's kinds that have no dates. */
export type NearMeKind = Extract<MapKind, 'BEACH' | 'PLACE' | 'URBAN' | 'ROUTE'>

/** The sections whose lists offer "Рядом со мной", with their layer on the map. */
const NEAR_ME: Partial<Record<CatalogueSection, NearMeKind>> = {
  infrastructure: 'URBAN',
  places: 'PLACE',
  routes: 'ROUTE',
  beaches: 'BEACH',
}

/** The gateway's enum names the contract's kinds: `clickpass-products` is CLICKPASS_PRODUCTS. */
const gatewayEntity = (section: CatalogueSection) =>
  CATALOGUE_SECTIONS[section].entity.toUpperCase().replace(/-/g, '_') as FavoriteEntity

export const sectionNearMe = (section: CatalogueSection): NearMeKind | undefined => NEAR_ME[section]

/**
 * An entry of the section, by its key in the URL (a slug or an id): its page's address and the
 * reference favourites keep for it.
 */
export function sectionEntry(section: CatalogueSection, key: string) {
  return { href: detailHref(section, key), favorite: { entity: gatewayEntity(section), slug: key } }
}
