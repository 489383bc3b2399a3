import { itemPath, type RedirectItemCollection } from '@anapa/shared/redirects/rules'

/** What IndexNow needs of a document: enough to name its public page, and whether it is live. */
export type Addressed = { id: number | string; slug?: string | null; type?: string | null; _status?: string | null }

/** The item's public page while it is published, as the site's route table has it; null otherwise. */
export function livePath(collection: RedirectItemCollection, doc: Addressed | null | undefined): string | null {
  if (!doc || (doc._status ?? 'published') !== 'published') return null
  return itemPath(collection, doc)
}

/**
 * The public URLs one save touched: the page the published item had before and the one it has
 * after, each once. A publish names the new page, an update the page (twice the same: once), a
 * slug change both addresses (the old one now redirects), an unpublish or a deletion the page that
 * is gone (IndexNow wants removed URLs too, so engines learn of the 404).
 */
export function changedUrls(siteUrl: string, paths: readonly (string | null)[]): string[] {
  const origin = new URL(siteUrl).origin
  return [...new Set(paths.filter((path): path is string => Boolean(path)))].map((path) => `${origin}${path}`)
}
