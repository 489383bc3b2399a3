/**
 * The site's routes and the navigation built on them, as data (docs/spec.md#2-screens-and-routes).
 * Components render these lists; none of them spells a path or a menu label itself.
 */

/** A route of docs/spec.md#2-screens-and-routes: its path pattern and, where the table gives one, its crumb label. */
export interface RouteEntry {
  /** Path pattern as written in the spec: `{slug}`, `{id}` and `{type}` stand for one segment or its tail. */
  pattern: string
  crumb?: string
}

/**
 * The routes of the spec's table that carry a crumb label: all breadcrumbs need, so every page's
 * first-load JS carries only these. The whole table, with the routes that have no crumb, is
 * lib/routeTable.ts; its tests check that a crumb looked up here is the one the whole table gives.
 */
export const CRUMB_ROUTES: readonly RouteEntry[] = [
  { pattern: '/afisha', crumb: 'Афиша' },
  { pattern: '/dostupnost', crumb: 'Доступность сайта' },
  { pattern: '/ekskursii-i-tury', crumb: 'Экскурсии и туры' },
  { pattern: '/infrastruktura', crumb: 'Инфраструктура' },
  { pattern: '/interesnye-mesta', crumb: 'Интересные места' },
  { pattern: '/karta', crumb: 'Карта' },
  { pattern: '/moi-obrashcheniya', crumb: 'Мои обращения' },
  { pattern: '/obrashcheniya', crumb: 'Обращения жителей' },
  { pattern: '/peshie-marshruty', crumb: 'Пешие маршруты' },
  { pattern: '/plyazhi', crumb: 'Пляжи' },
  { pattern: '/plyazhi/group-{id}', crumb: 'Группа пляжей' },
  { pattern: '/pokupki', crumb: 'Бронирования и поездки' },
  { pattern: '/rezident-applications', crumb: 'Заявки' },
  { pattern: '/rezidentskoe-razreshenie', crumb: 'Резидентское разрешение для автомобиля' },
  { pattern: '/zhurnal-kurorta', crumb: 'Журнал курорта' },
]

export const HOME_CRUMB = { href: '/', label: 'Главная' } as const

export interface Crumb {
  href?: string
  label: string
}

/** Literal segments beat `group-{id}`, which beats a bare `{id}`: `/plyazhi/group-7` is a group, not a beach. */
const LITERAL = 2
const PREFIXED = 1
const PARAM = 0

function segmentScore(patternSegment: string, segment: string): number | null {
  const param = patternSegment.indexOf('{')
  if (param === -1) return patternSegment === segment ? LITERAL : null
  const prefix = patternSegment.slice(0, param)
  if (!segment.startsWith(prefix) || segment.length === prefix.length) return null
  return prefix ? PREFIXED : PARAM
}

const splitPath = (path: string) => path.split('/').filter(Boolean)

/** The entry of `routes` that serves a path, or undefined when none does. */
export function matchRouteIn(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const segments = splitPath(pathname)
  let best: { entry: RouteEntry; score: number[] } | undefined
  for (const entry of routes) {
    const patternSegments = splitPath(entry.pattern)
    if (patternSegments.length !== segments.length) continue
    const score: number[] = []
    for (const [i, patternSegment] of patternSegments.entries()) {
      const s = segmentScore(patternSegment, segments[i] ?? '')
      if (s === null) break
      score.push(s)
    }
    if (score.length !== segments.length) continue
    if (!best || compareScores(score, best.score) > 0) best = { entry, score }
  }
  return best?.entry
}

/** Earlier segments decide first, as a router would. */
function compareScores(a: number[], b: number[]): number {
  for (const [i, value] of a.entries()) {
    const diff = value - (b[i] ?? 0)
    if (diff !== 0) return diff
  }
  return 0
}

function stripQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '/'
}

/**
 * Crumbs of the route table for a public path, Главная excluded: every ancestor path (and the path
 * itself) whose route has a crumb label. `/plyazhi/group-3` gives Пляжи and Группа пляжей; a detail page
 * such as `/plyazhi/12` gives only Пляжи, because the page knows its own title.
 */
export function crumbsFor(path: string): Crumb[] {
  const segments = splitPath(stripQuery(path))
  const crumbs: Crumb[] = []
  for (let depth = 1; depth <= segments.length; depth += 1) {
    const href = `/${segments.slice(0, depth).join('/')}`
    const label = matchRouteIn(CRUMB_ROUTES, href)?.crumb
    if (label) crumbs.push({ href, label })
  }
  return crumbs
}

/** Whether a nav link points at the current page or one of its children (for aria-current). */
export function isActivePath(currentPath: string, href: string): boolean {
  const path = stripQuery(currentPath).replace(/\/+$/, '') || '/'
  if (href === '/') return path === '/'
  return path === href || path.startsWith(`${href}/`)
}

/**
 * Paths of the signed-in area. docs/spec.md#2-screens-and-routes and #6-roles-and-permissions mark appeals, transport,
 * applications and profile management "auth required"; favourites and bookings live in the same profile area, so they
 * count too. Logging out on any of them goes home (docs/spec.md#4-states-and-transitions Session).
 */
export const AUTH_REQUIRED_PREFIXES = [
  '/moi-obrashcheniya',
  '/my-transport',
  '/rezident-applications',
  '/upravleniye-profilem',
  '/izbrannoe',
  '/pokupki',
] as const

/** Whether a path (query and hash allowed) is one of AUTH_REQUIRED_PREFIXES or below one. */
export function requiresAuth(path: string): boolean {
  return AUTH_REQUIRED_PREFIXES.some((prefix) => isActivePath(path, prefix))
}

// --- Navigation ---------------------------------------------------------------------------------

export interface NavLink {
  label: string
  href: string
  /** Off-site links open in a new tab without handing the opener over. */
  external?: boolean
}

export interface NavGroup {
  label: string
  items: readonly NavLink[]
}

export const SUPPORT_EMAIL = 'support@anapa-resort.ru'

export const CITY_PARKING_URL = 'https://parking.anapa-official.ru'

/** The header's grouped menus (docs/spec.md#2-screens-and-routes Header): where to go, what to do, resort, parking. */
export const HEADER_MENUS: readonly NavGroup[] = [
  {
    label: 'Куда сходить',
    items: [
      { label: 'Пляжи', href: '/plyazhi' },
      { label: 'Интересные места', href: '/interesnye-mesta' },
      { label: 'Пешие маршруты', href: '/peshie-marshruty' },
      { label: 'Онлайн-камеры', href: '/onlayn-kamery' },
      { label: 'Карта', href: '/karta' },
    ],
  },
  {
    label: 'Чем заняться',
    items: [
      { label: 'Афиша', href: '/afisha' },
      { label: 'Экскурсии и туры', href: '/ekskursii-i-tury' },
      { label: 'Журнал курорта', href: '/zhurnal-kurorta' },
    ],
  },
  {
    label: 'Курорт',
    items: [
      { label: 'Инфраструктура', href: '/infrastruktura' },
      { label: 'Мобильное приложение', href: '/prilozhenie' },
      { label: 'Резидентское разрешение', href: '/rezidentskoe-razreshenie' },
    ],
  },
  {
    label: 'Парковки',
    items: [
      { label: 'Резидентское разрешение', href: '/rezidentskoe-razreshenie' },
      { label: 'Городские парковки', href: CITY_PARKING_URL, external: true },
    ],
  },
]

export const BUSINESS_LINK: NavLink = { label: 'Бизнесу', href: '/biznesu/registraciya' }

/** The public appeals (docs/decisions/0052-public-appeal-choice-on-the-site.md), in the footer beside «Бизнесу». */
export const PUBLIC_APPEALS_LINK: NavLink = { label: 'Обращения жителей', href: '/obrashcheniya' }

export const PRIVACY_LINK: NavLink = { label: 'Политика конфиденциальности', href: '/politika-konfidencialnosti' }

export const ACCESSIBILITY_STATEMENT_PATH = '/dostupnost'

/** The accessibility statement, in the footer beside the privacy policy. */
export const ACCESSIBILITY_LINK: NavLink = { label: 'Доступность сайта', href: ACCESSIBILITY_STATEMENT_PATH }

export const APP_PAGE_HREF = '/prilozhenie'

export const FAVOURITES_HREF = '/izbrannoe'

export const MY_TRANSPORT_HREF = '/my-transport'

export const PERMIT_APPLICATIONS_HREF = '/rezident-applications'
/** The confirmation page after an application is sent (a page of its own, so a reload keeps it). */
export const permitSentHref = (code: string) => `${PERMIT_APPLICATIONS_HREF}/${encodeURIComponent(code)}/otpravleno`

export const PROFILE_MANAGEMENT_HREF = '/upravleniye-profilem'

/** The profile card's links (docs/spec.md#2-screens-and-routes Profile card), in its order. */
/**
 * `?uvedomlenie=<id>` opens the bell's panel on that notification (what a clicked push message
 * opens, lib/pwa/worker/push.ts); `?uvedomlenie=vse` opens it on the list. The bell reads it (components/notifications/Bell).
 */
export const NOTIFICATION_PARAM = 'uvedomlenie'
export const ALL_NOTIFICATIONS = 'vse'

/** The bell's panel over the home page. */
export const NOTIFICATIONS_HREF = `/?${NOTIFICATION_PARAM}=${ALL_NOTIFICATIONS}`

export const PROFILE_LINKS: readonly NavLink[] = [
  { label: 'Мой транспорт', href: MY_TRANSPORT_HREF },
  { label: 'Заявки', href: PERMIT_APPLICATIONS_HREF },
  { label: 'Бронирования и поездки', href: '/pokupki' },
  { label: 'Управление профилем', href: PROFILE_MANAGEMENT_HREF },
  { label: 'Служба заботы', href: '/moi-obrashcheniya' },
  { label: 'Избранное', href: FAVOURITES_HREF },
  // Notifications have no route in docs/spec.md#2-screens-and-routes: the card opens the bell's panel in place, and
  // this address (the panel over the home page) serves where no panel host is at hand.
  { label: 'Уведомления', href: NOTIFICATIONS_HREF },
]

/** The resident car permit page, where the profile card's permit tile leads. */
export const RESIDENT_PERMIT_HREF = '/rezidentskoe-razreshenie'

/** The mobile bottom bar (docs/spec.md#2-screens-and-routes): four links; the menu button is not a route. */
export const BOTTOM_BAR_LINKS = [
  { label: 'Главная', href: '/', icon: 'home' },
  { label: 'Экскурсии и туры', href: '/ekskursii-i-tury', icon: 'compass' },
  { label: 'Журнал', href: '/zhurnal-kurorta', icon: 'book' },
  { label: 'Мероприятия', href: '/afisha', icon: 'calendar' },
] as const

export const SOCIAL_LINKS = [
  { label: 'ВКонтакте', href: 'https://vk.com/anapa_resort', icon: 'vk' },
  { label: 'Telegram', href: 'https://t.me/anapa_resort', icon: 'telegram' },
  { label: 'Одноклассники', href: 'https://ok.ru/anapa.resort', icon: 'ok' },
] as const

/** The mobile app in three stores (docs/spec.md#1-what-the-product-does-and-for-whom). */
export const APP_STORES = [
  { label: 'App Store', href: 'https://apps.apple.com/ru/app/anapa-resort/id6444000000', icon: 'apple' },
  {
    label: 'Google Play',
    href: 'https://play.google.com/store/apps/details?id=ru.anapa.resort',
    icon: 'google-play',
  },
  { label: 'RuStore', href: 'https://www.rustore.ru/catalog/app/ru.anapa.resort', icon: 'rustore' },
] as const

export const FOOTER_ADDRESS = '353440, Краснодарский край, город-курорт Анапа, ул. Крымская, 99'
