/**
 * What a resident can add to favourites: the search's entity kinds (docs/spec.md#3-entities-and-their-fields), in the
 * spec's order, with the Russian group titles of the favourites page. Both the CMS (the contract's
 * `{entity}` path segment) and the site (the grouping and the toggle) read this one list.
 */
export const FAVORITE_ENTITIES = [
  'beach',
  'urban',
  'place',
  'route',
  'event',
  'camera',
  'clickpass-products',
  'magazine',
] as const

export type FavoriteEntity = (typeof FAVORITE_ENTITIES)[number]

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

export const isFavoriteEntity = (value: string): value is FavoriteEntity =>
  (FAVORITE_ENTITIES as readonly string[]).includes(value)

/** At most this many favourites per resident. */
export const FAVORITES_LIMIT = 500

export const FAVORITE_MESSAGES = {
  notFound: 'Не найдено',
  limit: `Можно добавить не больше ${FAVORITES_LIMIT} мест в избранное`,
} as const
