import type { SeedCategory } from '@/seed/types'

/** The six journal categories of docs/spec.md#2-screens-and-routes, in the order the journal's chips show them. */
export const CATEGORIES: readonly SeedCategory[] = [
  { slug: 'plyazhi', name: 'Пляжи', sort: 10 },
  { slug: 'turizm', name: 'Туризм', sort: 20 },
  { slug: 'vinodelie', name: 'Виноделие', sort: 30 },
  { slug: 'dostoprimechatelnosti', name: 'Достопримечательности', sort: 40 },
  { slug: 'razvlecheniya', name: 'Развлечения', sort: 50 },
  { slug: 'detyam', name: 'Детям', sort: 60 },
]
