import { CRUMB_ROUTES } from '@/lib/routes'
import { SITE_NAME } from './siteName'

/** Where a page's generated cover is served: /api/og/{key} (pages/api/og/[key].tsx). */
const COVER_ROUTE = '/api/og'

/** The covers' size: the 1.91:1 picture VK, Telegram and OpenGraph previews show largest. */
export const COVER_SIZE = { width: 1200, height: 630 } as const

/** The home page's cover, and every page's outside the sections below. */
export const HOME_COVER = 'home'

/**
 * The sections with a cover of their own, by their first path segment, titled by the section's
 * crumb (lib/routes.ts): `/plyazhi` and every page under it share «Пляжи».
 */
const SECTION_COVERS: ReadonlyMap<string, string> = new Map(
  CRUMB_ROUTES.filter((route) => /^\/[a-z-]+$/.test(route.pattern) && route.crumb).map((route) => [
    route.pattern.slice(1),
    route.crumb!,
  ]),
)

/**
 * The cover a page without a picture of its own shows in link previews (og:image;
 * docs/decisions/0059-sharing-and-covers.md): its section's, or the home page's.
 */
export function coverPath(pagePath: string): string {
  const section = /^\/([a-z-]+)/.exec(pagePath)?.[1]
  return `${COVER_ROUTE}/${section && SECTION_COVERS.has(section) ? section : HOME_COVER}`
}

/** What a cover says: the section's name (or the site's) under the site's name; null for an unknown key. */
export function coverText(key: string): { title: string; caption: string } | null {
  if (key === HOME_COVER) return { title: SITE_NAME, caption: 'Путеводитель по курорту и сервисы для жителей' }
  const title = SECTION_COVERS.get(key)
  return title ? { title, caption: SITE_NAME } : null
}

/** Every cover there is, by key: the home page's and each section's. */
export const coverKeys = (): string[] => [HOME_COVER, ...SECTION_COVERS.keys()]
