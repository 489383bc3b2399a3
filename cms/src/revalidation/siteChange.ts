import type { CollectionSlug } from 'payload'

/**
 * What the CMS tells the site after a write (ARCHITECTURE §3): the collection and the document's
 * keys before and after, published or not. The site alone knows its URLs and page sizes and
 * expands this into paths (lib/revalidation/sitePaths.ts, whose `parseChange` checks this shape).
 */
export type DocState = {
  /** The slug or the id the site addresses the document by (a category's slug). */
  key: string
  published: boolean
  /** Values the document is filtered under: its category slug, tags or category. */
  filterValues?: string[]
  /** An article's type. */
  type?: string
  /** A beach's group id. */
  group?: string
}

/** The site knows which collections it shows and ignores (400) any other. */
export type SiteChange = { collection: CollectionSlug; previous: DocState | null; current: DocState | null }
