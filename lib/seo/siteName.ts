/**
 * The portal's name: page titles, og:site_name, the publisher of the journal. Its own module
 * because the 503 view's title (components/errors/ErrorMeta.tsx) renders from `_app`: importing it
 * from ./site would bring the site's URL helpers into every page's shared first-load JS.
 */
export const SITE_NAME = 'Анапа — город-курорт'
