/**
 * What a resident can add to favourites (issue 13): the search's entity kinds (spec §3), in the
 * spec's order, with the Russian group titles of the favourites page. Both the CMS (the contract's
 * `{entity}` path segment) and the site (the grouping and the toggle) read this one list.
 */
import { isSearchEntity, SEARCH_ENTITIES, type SearchEntity } from '../search/entities'

export const FAVORITE_ENTITIES = SEARCH_ENTITIES

export type FavoriteEntity = SearchEntity

/** The group titles of /izbrannoe, in the same order. */
export const FAVORITE_ENTITY_LABELS: Readonly<Record<FavoriteEntity, string>> = {
  beach: 'Пляжи',
  urban: 'Инфраструктура',
  place: 'Интересные места',
  route: 'Пешие маршруты',
  event: 'Афиша',
  camera: 'Онлайн-камеры',
  'clickpass-products': 'Экскурсии и туры',
  magazine: 'Журнал курорта',
}

export const isFavoriteEntity: (value: string) => value is FavoriteEntity = isSearchEntity

/** At most this many favourites per resident. */
export const FAVORITES_LIMIT = 500

export const FAVORITE_MESSAGES = {
  notFound: 'Не найдено',
  limit: `Можно добавить не больше ${FAVORITES_LIMIT} мест в избранное`,
} as const
