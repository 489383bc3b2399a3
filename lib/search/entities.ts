import type { SearchEntity } from '@/lib/__generated__/gql/graphql'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { JOURNAL_PATH } from '@/lib/journal/paths'

/**
 * The search filter's choices (docs/spec.md#2-screens-and-routes "Search": single choice by entity), in the order
 * shown.
 */
export const SEARCH_ENTITIES: readonly { value: SearchEntity; label: string; param: string }[] = [
  { value: 'BEACH', label: 'Пляжи', param: 'beach' },
  { value: 'PLACE', label: 'Интересные места', param: 'place' },
  { value: 'EVENT', label: 'Афиша', param: 'event' },
  { value: 'CLICKPASS_PRODUCTS', label: 'Экскурсии и туры', param: 'clickpass-products' },
  { value: 'ROUTE', label: 'Пешие маршруты', param: 'route' },
  { value: 'URBAN', label: 'Инфраструктура', param: 'urban' },
  { value: 'CAMERA', label: 'Онлайн-камеры', param: 'camera' },
  { value: 'MAGAZINE', label: 'Журнал', param: 'magazine' },
]

/** The section each kind lives in (docs/spec.md#2-screens-and-routes: results link to {section path}/{slug}). */
const SECTION_OF: Record<SearchEntity, string> = {
  BEACH: SECTION_PATHS.beaches,
  PLACE: SECTION_PATHS.places,
  EVENT: SECTION_PATHS.events,
  CLICKPASS_PRODUCTS: SECTION_PATHS.tours,
  ROUTE: SECTION_PATHS.routes,
  URBAN: SECTION_PATHS.infrastructure,
  CAMERA: SECTION_PATHS.cameras,
  MAGAZINE: JOURNAL_PATH,
}

/**
 * Where a result leads. Cameras have no page of their own, so they open the cameras page; a
 * journal slug is `{type}/{slug}`, which is exactly the article's tail.
 */
export function searchResultHref({ entity, slug }: { entity: SearchEntity; slug: string }): string {
  const section = SECTION_OF[entity]
  if (entity === 'CAMERA') return section
  const tail = slug
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')
  return `${section}/${tail}`
}

export const entityLabel = (entity: SearchEntity) => SEARCH_ENTITIES.find((e) => e.value === entity)?.label ?? ''

/** `?entity=beach` in the results page URL ↔ the schema's enum; unknown values mean no filter. */
export const entityFromParam = (param: unknown): SearchEntity | null =>
  SEARCH_ENTITIES.find((e) => e.param === param)?.value ?? null

export const entityParam = (entity: SearchEntity | null) => SEARCH_ENTITIES.find((e) => e.value === entity)?.param

export const SEARCH_PATH = '/poisk'

/**
 * The results page URL (docs/spec.md#2-screens-and-routes: /poisk?search={text}), with the filter and page when set.
 */
export function searchPageHref(text: string, entity: SearchEntity | null = null, page = 1): string {
  const params = new URLSearchParams({ search: text })
  const param = entityParam(entity)
  if (param) params.set('entity', param)
  if (page > 1) params.set('page', String(page))
  return `${SEARCH_PATH}?${params.toString()}`
}

/**
 * docs/spec.md#9-business-constants-and-limits: the dropdown waits this long after the last keystroke, and shows at
 * most this many results.
 */
export const SEARCH_DEBOUNCE_MS = 500
export const DROPDOWN_LIMIT = 4
export const NOTHING_FOUND = 'По вашему запросу ничего не найдено'
