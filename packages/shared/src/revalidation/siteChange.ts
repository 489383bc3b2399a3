/**
 * The message the CMS posts to the site's /api/revalidate after a write (docs/architecture.md#3-pages): the
 * collection and the document's keys before and after, published or not, never a URL. The site
 * alone knows its routes and page sizes and expands it into paths (lib/server/revalidation/sitePaths.ts,
 * whose `parseChange` checks this shape at the door).
 */
export type DocState = {
  /** The slug or the id the site addresses the document by (a category's slug). */
  key: string
  /** Collections without drafts are always published. */
  published: boolean
  /** Values the document is listed under: its category slug, tags or category. */
  filterValues?: string[]
  /** An article's type, the first segment of its URL. */
  type?: string
  /** A beach's group id. */
  group?: string
}

/** The CMS names any of its collections; the site answers 400 to one it does not show. */
export type SiteChange<Collection extends string = string> = {
  collection: Collection
  previous: DocState | null
  current: DocState | null
}
