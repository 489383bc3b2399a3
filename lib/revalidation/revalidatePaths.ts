import { timingSafeEqual } from 'node:crypto'

import { toIsrPath } from '../routing/listRoutes'

export const MAX_PATHS_PER_REQUEST = 500

export type PathResult = { path: string; isrPath: string; revalidated: boolean; error?: string }

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
  if (!paths.every((p) => typeof p === 'string' && /^\/(?!\/)[^\s\\]*$/.test(p) && !p.includes('..'))) return null
  return paths as string[]
}

/**
 * Re-renders each path's ISR page and reports per path; one failing path (say, a page that does
 * not exist yet) never stops the others.
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
    try {
      await revalidate(isrPath)
      results.push({ path, isrPath, revalidated: true })
    } catch (error) {
      results.push({ path, isrPath, revalidated: false, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return results
}
