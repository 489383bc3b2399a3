/** Spec §9: journal page size. */
export const JOURNAL_PAGE_SIZE = 9

/** The journal's filter categories (spec §2); the CMS holds their names. */
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
