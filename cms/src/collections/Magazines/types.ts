/** Journal entry types: the `{type}` segment of /zhurnal-kurorta/{type}/{slug} (docs/spec.md#2-screens-and-routes). */
export const MAGAZINE_TYPES = [
  { value: 'stati', label: 'Статья' },
  { value: 'novosti', label: 'Новость' },
  { value: 'podborki', label: 'Подборка' },
] as const

export type MagazineType = (typeof MAGAZINE_TYPES)[number]['value']
