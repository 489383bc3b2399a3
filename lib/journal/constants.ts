/** docs/spec.md#9-business-constants-and-limits: journal page size. */
export const JOURNAL_PAGE_SIZE = 9

/** The journal's filter categories (docs/spec.md#2-screens-and-routes); the CMS holds their names. */
export const JOURNAL_CATEGORY_SLUGS = [
  'plyazhi',
  'turizm',
  'vinodelie',
  'dostoprimechatelnosti',
  'razvlecheniya',
  'detyam',
] as const

/** The journal's meta description, and the fallback of an article without its own or a lead. */
export const JOURNAL_DESCRIPTION =
  'Статьи, новости и подборки о пляжах, винодельнях, достопримечательностях и отдыхе с детьми в Анапе.'
