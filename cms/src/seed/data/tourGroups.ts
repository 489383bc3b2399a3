import type { SeedTourGroup } from '@/seed/catalogueTypes'

/** Collections of excursions and tours on the excursions page; every tour in tours.ts names one by title. */
export const TOUR_GROUPS: readonly SeedTourGroup[] = [
  {
    slug: 'morskie-progulki',
    title: 'Морские прогулки',
    summary: 'Катера и яхты из Анапской бухты: вдоль Высокого берега, к дельфинам и к Утришу.',
    sort: 10,
    theme: 'dolphins',
    previewAlt: 'Прогулочная яхта в Анапской бухте, у борта — дельфины',
  },
  {
    slug: 'vinnye-tury',
    title: 'Винные туры',
    summary: 'Виноградники Анапского района и Абрау-Дюрсо: экскурсии по хозяйствам и дегустации.',
    sort: 20,
    theme: 'vineyard',
    previewAlt: 'Ряды виноградника на склонах холмов под Анапой',
  },
  {
    slug: 'dzhipping-i-gory',
    title: 'Джиппинг и горы',
    summary: 'Внедорожники, лошади и пешие тропы в предгорьях: Сукко, гора Лысая, Утриш.',
    sort: 30,
    theme: 'road',
    previewAlt: 'Грунтовая дорога через лес в предгорьях под Анапой',
  },
  {
    slug: 'istoriya-i-muzei',
    title: 'История и музеи',
    summary: 'Античная Горгиппия, турецкая крепость и казачья Тамань: от древности до наших дней.',
    sort: 40,
    theme: 'ruins',
    previewAlt: 'Античные руины Горгиппии под открытым небом',
  },
]
