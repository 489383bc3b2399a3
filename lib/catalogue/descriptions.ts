import { SECTION_PATHS } from './paths'

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
} as const satisfies Partial<Record<keyof typeof SECTION_PATHS, string>>

type Described = keyof typeof SECTION_DESCRIPTIONS

/** The description of the section whose list lives at `sectionPath`, if it has one. */
export function sectionDescription(sectionPath: string): string | undefined {
  const key = (Object.keys(SECTION_DESCRIPTIONS) as Described[]).find((k) => SECTION_PATHS[k] === sectionPath)
  return key ? SECTION_DESCRIPTIONS[key] : undefined
}
