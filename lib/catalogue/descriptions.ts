import { SECTION_PATHS } from './paths'
import { type CatalogueSection, sectionNearMe } from './sections'

/**
 * Each catalogue section's meta description: its list page says it, and its detail pages fall
 * back to it when an item has neither an SEO description nor a summary.
 */
export const SECTION_DESCRIPTIONS = {
  events: 'Афиша Анапы: концерты, фестивали, выставки, спектакли и праздники на курорте.',
  tours: 'Экскурсии и туры по Анапе и окрестностям: морские прогулки, винные туры, джиппинг, музеи.',
  infrastructure: 'Больницы, аптеки, вокзалы, парковки и спасательные посты Анапы: адреса и часы работы.',
  places: 'Достопримечательности, музеи, парки и смотровые площадки Анапы.',
  routes: 'Пешие маршруты по Анапе: длина, время в пути и трек на карте.',
  beaches: 'Пляжи Анапы, Джемете, Витязево, Сукко и Утриша: покрытие, часы работы и состояние на сегодня.',
} as const satisfies Record<CatalogueSection, string>

/** What a section's list page says about it: its path, its description, its "near me" layer. */
export function sectionList(section: CatalogueSection) {
  return {
    path: SECTION_PATHS[section],
    description: SECTION_DESCRIPTIONS[section],
    nearMe: sectionNearMe(section),
  }
}
