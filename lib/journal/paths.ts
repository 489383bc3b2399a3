import { listHref } from '@/lib/routing/listRoutes'

export const JOURNAL_PATH = '/zhurnal-kurorta'

/** docs/spec.md#2-screens-and-routes: /zhurnal-kurorta/{type}/{slug} */
export const articleHref = ({ type, slug }: { type: string; slug: string }) =>
  `${JOURNAL_PATH}/${encodeURIComponent(type)}/${encodeURIComponent(slug)}`

/** The public URL of a journal list page: `?category=` and `?page=` (page 1 has none). */
export const journalListHref = (category: string | null, page = 1) => listHref(JOURNAL_PATH, { filter: category, page })
