import { timingSafeEqual } from 'node:crypto'

import { isSitePath } from '@anapa/shared/net/sitePath'
import { toIsrPath } from '@/lib/routing/listRoutes'

export const MAX_PATHS_PER_REQUEST = 500

/**
 * `skipped` names a public path that is not an ISR page and refreshes on its own: nothing to do,
 * and nothing wrong. `error` says why an ISR page could not be re-rendered.
 */
export type PathResult = { path: string; isrPath: string; revalidated: boolean; skipped?: string; error?: string }

/**
 * Public paths the CMS may name that are served by getServerSideProps behind a short shared cache,
 * so they are fresh when it expires (docs/architecture.md#3-pages names the sitemap among the affected paths).
 */
export const NON_ISR_PATHS: ReadonlyMap<string, string> = new Map([
  ['/sitemap.xml', 'not an ISR page: fresh when its 300 s cache expires (s-maxage)'],
  ['/robots.txt', 'not an ISR page: built from the site origin, no content to revalidate'],
])

/** Constant-time comparison, so the secret cannot be guessed byte by byte from response times. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Public site paths only: absolute, no scheme or host, no traversal. */
export function parsePaths(body: unknown): string[] | null {
  const paths = (body as { paths?: unknown } | null)?.paths
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS_PER_REQUEST) return null
  if (!paths.every((p) => typeof p === 'string' && isSitePath(p) && !p.includes('..'))) return null
  return paths as string[]
}

/**
 * Re-renders each path's ISR page and reports per path; one failing path (say, a page that does
 * not exist yet) never stops the others, and a NON_ISR_PATHS entry is reported as skipped.
 */
export async function revalidatePaths(paths: string[], revalidate: (isrPath: string) => Promise<void>) {
  // Two public URLs can share one ISR page (`?page=1` and the list itself); render it once.
  const pathByIsrPath = new Map<string, string>()
  for (const path of paths) {
    const isrPath = toIsrPath(path)
    if (!pathByIsrPath.has(isrPath)) pathByIsrPath.set(isrPath, path)
  }
  const results: PathResult[] = []
  for (const [isrPath, path] of pathByIsrPath) {
    const skipped = NON_ISR_PATHS.get(isrPath)
    if (skipped) {
      results.push({ path, isrPath, revalidated: false, skipped })
      continue
    }
    try {
      await revalidate(isrPath)
      results.push({ path, isrPath, revalidated: true })
    } catch (error) {
      results.push({ path, isrPath, revalidated: false, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return results
}
