import { CATALOGUE_SECTIONS, type CatalogueSection, entryPath } from '@anapa/shared/catalogue/sections'

/**
 * The catalogue's list URLs (docs/spec.md#2-screens-and-routes route table): the six sections of
 * packages/shared/src/catalogue/sections.ts, which the CMS reads too, and the two lists without
 * pages of their own.
 */
export const SECTION_PATHS = {
  events: CATALOGUE_SECTIONS.events.path,
  tours: CATALOGUE_SECTIONS.tours.path,
  tourGroups: '/ekskursii-i-tury/ekskursii-i-tury-group',
  infrastructure: CATALOGUE_SECTIONS.infrastructure.path,
  places: CATALOGUE_SECTIONS.places.path,
  routes: CATALOGUE_SECTIONS.routes.path,
  beaches: CATALOGUE_SECTIONS.beaches.path,
  cameras: '/onlayn-kamery',
} as const

/** An entry's page: its section's path and its slug or id. */
export const detailHref = (section: CatalogueSection, key: string) => entryPath(section, key)

export const beachGroupHref = (id: string) => `${SECTION_PATHS.beaches}/group-${encodeURIComponent(id)}`
