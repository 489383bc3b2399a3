/**
 * docs/spec.md#3-entities-and-their-fields "Search result": the entity kinds a result can be, in the spec's order. The
 * CMS's search index and contract and the favourites (which a resident keeps of the same things) name them so.
 */
export const SEARCH_ENTITIES = [
  'beach',
  'urban',
  'place',
  'route',
  'event',
  'camera',
  'clickpass-products',
  'magazine',
] as const

export type SearchEntity = (typeof SEARCH_ENTITIES)[number]

export const isSearchEntity = (value: string): value is SearchEntity =>
  (SEARCH_ENTITIES as readonly string[]).includes(value)
