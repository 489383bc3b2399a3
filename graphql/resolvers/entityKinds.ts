import type { SearchEntity as RestEntity } from '@anapa/shared/search/entities'
import type { SearchEntity } from '@/graphql/__generated__/resolvers-types'

/**
 * The entity kinds of docs/spec.md#3-entities-and-their-fields as the schema's enum names them and as the contract
 * does, both ways. Search results and favourites name the same things (the schema's FavoriteEntity has the same
 * values).
 */
export const REST_ENTITY: Readonly<Record<SearchEntity, RestEntity>> = {
  BEACH: 'beach',
  URBAN: 'urban',
  PLACE: 'place',
  ROUTE: 'route',
  EVENT: 'event',
  CAMERA: 'camera',
  CLICKPASS_PRODUCTS: 'clickpass-products',
  MAGAZINE: 'magazine',
}

const SCHEMA_ENTITY = new Map(Object.entries(REST_ENTITY).map(([schema, rest]) => [rest, schema as SearchEntity]))

/** The schema's name of a contract kind, or undefined for a kind this site does not know yet. */
export const schemaEntity = (rest: string): SearchEntity | undefined => SCHEMA_ENTITY.get(rest as RestEntity)
