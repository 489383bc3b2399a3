/**
 * The guide's catalogue sections with a list and pages of their own, in the one table both apps
 * read: the CMS collection behind each, the site's path (docs/spec.md#2-screens-and-routes),
 * whether an entry's URL names it by slug or by id, and its kind in favourites and search
 * (docs/spec.md#3-entities-and-their-fields). Self-contained on purpose: Payload's type generator
 * loads @anapa/shared modules untranspiled, so this one imports no other.
 */
export const CATALOGUE_SECTIONS = {
  events: { collection: 'events', path: '/afisha', key: 'slug', entity: 'event' },
  tours: { collection: 'tours', path: '/ekskursii-i-tury', key: 'slug', entity: 'clickpass-products' },
  infrastructure: { collection: 'infrastructure-objects', path: '/infrastruktura', key: 'slug', entity: 'urban' },
  places: { collection: 'places', path: '/interesnye-mesta', key: 'id', entity: 'place' },
  routes: { collection: 'walking-routes', path: '/peshie-marshruty', key: 'id', entity: 'route' },
  beaches: { collection: 'beaches', path: '/plyazhi', key: 'id', entity: 'beach' },
} as const satisfies Record<string, { collection: string; path: string; key: 'slug' | 'id'; entity: string }>

export type CatalogueSection = keyof typeof CATALOGUE_SECTIONS

export const CATALOGUE_SECTION_NAMES = Object.keys(CATALOGUE_SECTIONS) as CatalogueSection[]

/** An entry's page on the site: the section's path and the entry's slug or id. */
export function entryPath(section: CatalogueSection, key: string | number): string {
  return `${CATALOGUE_SECTIONS[section].path}/${encodeURIComponent(String(key))}`
}
