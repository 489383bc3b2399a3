/** Journal entry types: the `{type}` segment of /zhurnal-kurorta/{type}/{slug} (spec §2). */
export const MAGAZINE_TYPES = [
  { value: 'stati', label: 'Статья' },
  { value: 'novosti', label: 'Новость' },
  { value: 'podborki', label: 'Подборка' },
] as const

export type MagazineType = (typeof MAGAZINE_TYPES)[number]['value']
