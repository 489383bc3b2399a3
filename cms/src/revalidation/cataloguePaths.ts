import { SITE_WIDE_PATHS } from './paths'

/**
 * Public paths a catalogue document touches (ARCHITECTURE §3): its list pages (with the filter
 * values it appears under), its detail page under the old and the new key, pages that embed it
 * (a beach's group, the tour groups page) and the site-wide pages.
 */
export type CatalogueSection = {
  /** The section's public list path, e.g. '/afisha'. */
  listPath: string
  /** Items per list page, as the site pages them. */
  pageSize: number
  /** Query key of the list's single-choice filter, when it has one. */
  filterParam?: string
  /** Whether the section has detail pages at `${listPath}/{key}`. */
  hasDetail: boolean
}

export type CatalogueSnapshot = {
  /** The slug or the id the detail page is addressed by. */
  key: string
  published: boolean
  /** Filter values the document is listed under, e.g. its tags. */
  filterValues: readonly string[]
  /** Other pages that show the document, e.g. '/plyazhi/group-3'. */
  embeddedIn: readonly string[]
}

const pageCount = (items: number, pageSize: number) => Math.max(1, Math.ceil(items / pageSize))

function listPages(section: CatalogueSection, filterValue: string | null, published: number): string[] {
  const params = new URLSearchParams()
  if (filterValue !== null && section.filterParam) params.set(section.filterParam, filterValue)
  const paths: string[] = []
  // One page more than now: an item that left the list shortens it, and the old last page must go.
  const pages = pageCount(published, section.pageSize) + 1
  for (let page = 1; page <= pages; page++) {
    const query = new URLSearchParams(params)
    if (page > 1) query.set('page', String(page))
    const search = query.toString()
    paths.push(search ? `${section.listPath}?${search}` : section.listPath)
  }
  return paths
}

/**
 * `published` is the number of published documents in the section after the change; filtered
 * lists are never longer, so it bounds their page count too. A draft that was never published
 * touches nothing public.
 */
export function cataloguePaths(
  section: CatalogueSection,
  current: CatalogueSnapshot | null,
  previous: CatalogueSnapshot | null,
  published: number,
): string[] {
  const touched = [current, previous].filter((s): s is CatalogueSnapshot => s !== null && s.published)
  if (touched.length === 0) return []
  const paths = new Set<string>([...listPages(section, null, published), ...SITE_WIDE_PATHS])
  for (const snapshot of touched) {
    if (section.hasDetail) paths.add(`${section.listPath}/${encodeURIComponent(snapshot.key)}`)
    for (const value of snapshot.filterValues) listPages(section, value, published).forEach((p) => paths.add(p))
    snapshot.embeddedIn.forEach((p) => paths.add(p))
  }
  return [...paths]
}
