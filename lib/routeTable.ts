import { CRUMB_ROUTES, matchRouteIn, type RouteEntry } from './routes'

/**
 * Every route of the spec's table (docs/spec.md, route table), with or without a crumb label: what
 * the tests check pages, links and redirects against. Apart from lib/routes.ts so that pages do not
 * carry the routes without a crumb in their first-load JS.
 */
export const ROUTES: readonly RouteEntry[] = [
  { pattern: '/' },
  { pattern: '/_icons' },
  { pattern: '/afisha/{slug}' },
  { pattern: '/biznesu/registraciya' },
  { pattern: '/ekskursii-i-tury/{slug}' },
  { pattern: '/ekskursii-i-tury/ekskursii-i-tury-group' },
  { pattern: '/infrastruktura/{slug}' },
  { pattern: '/interesnye-mesta/{id}' },
  { pattern: '/izbrannoe' },
  { pattern: '/moi-obrashcheniya/appeal-{id}' },
  { pattern: '/moi-obrashcheniya/novoe-obrashchenie' },
  { pattern: '/my-transport' },
  { pattern: '/obrashcheniya/{id}' },
  { pattern: '/onlayn-kamery' },
  { pattern: '/peshie-marshruty/{id}' },
  { pattern: '/plyazhi/{id}' },
  { pattern: '/poisk' },
  { pattern: '/pokupki/{id}' },
  { pattern: '/pokupki/detail-sobitiya' },
  { pattern: '/pokupki/detail-tury' },
  { pattern: '/politika-konfidencialnosti' },
  { pattern: '/prilozhenie' },
  { pattern: '/upravleniye-profilem' },
  { pattern: '/zhurnal-kurorta/{type}/{slug}' },
  ...CRUMB_ROUTES,
]

/** The route entry that serves a path, or undefined when the spec has none. */
export const matchRoute = (pathname: string): RouteEntry | undefined => matchRouteIn(ROUTES, pathname)
