/**
 * One function per collection maps a document to the public site paths it affects
 * (ARCHITECTURE §3). Paths are public URLs, query included; the site translates them to
 * its ISR pages, so the CMS never learns how the site lays out its files.
 */
export const JOURNAL_PAGE_SIZE = 9
export const JOURNAL_PATH = '/zhurnal-kurorta'

/** Pages every content change can touch: home teasers, the map and the sitemap. */
export const SITE_WIDE_PATHS = ['/', '/karta', '/sitemap.xml'] as const

export type MagazineSnapshot = {
  slug: string
  type: string
  categorySlug: string | null
  published: boolean
}

export type JournalCounts = {
  /** Published articles in the whole journal, after the change. */
  all: number
  /** Published articles per category slug, after the change. */
  byCategory: Record<string, number>
}

const pageCount = (items: number) => Math.max(1, Math.ceil(items / JOURNAL_PAGE_SIZE))

export function journalListPaths(categorySlug: string | null, counts: JournalCounts): string[] {
  const paths: string[] = []
  if (categorySlug === null) {
    paths.push(JOURNAL_PATH)
    for (let page = 2; page <= pageCount(counts.all); page++) paths.push(`${JOURNAL_PATH}?page=${page}`)
    return paths
  }
  const base = `${JOURNAL_PATH}?category=${encodeURIComponent(categorySlug)}`
  paths.push(base)
  for (let page = 2; page <= pageCount(counts.byCategory[categorySlug] ?? 0); page++) paths.push(`${base}&page=${page}`)
  return paths
}

export const magazineDetailPath = (m: Pick<MagazineSnapshot, 'type' | 'slug'>) =>
  `${JOURNAL_PATH}/${encodeURIComponent(m.type)}/${encodeURIComponent(m.slug)}`

/**
 * Paths affected when an article changes. `previous` is the last published state, if any:
 * a new slug, type or category leaves the old detail page and the old category list stale too.
 * A draft that was never published touches nothing public.
 */
export function magazinePaths(
  current: MagazineSnapshot | null,
  previous: MagazineSnapshot | null,
  counts: JournalCounts,
): string[] {
  const touched = [current, previous].filter((m): m is MagazineSnapshot => m !== null && m.published)
  if (touched.length === 0) return []
  const paths = new Set<string>([...journalListPaths(null, counts), ...SITE_WIDE_PATHS])
  for (const m of touched) {
    paths.add(magazineDetailPath(m))
    if (m.categorySlug) journalListPaths(m.categorySlug, counts).forEach((p) => paths.add(p))
  }
  return [...paths]
}

/** A renamed or re-sorted category changes chips on every list page and its own list. */
export function magazineCategoryPaths(slugs: string[], counts: JournalCounts): string[] {
  const paths = new Set<string>(journalListPaths(null, counts))
  for (const slug of slugs) journalListPaths(slug, counts).forEach((p) => paths.add(p))
  return [...paths]
}
