import type { Payload } from 'payload'

import { env } from '../env'

const TIMEOUT_MS = 5000

/**
 * Asks the site to re-render `paths` (POST /api/revalidate). A failure is logged, never thrown:
 * the editor's save has already succeeded, and the pages heal at their next time-based revalidation.
 */
export async function notifySite(payload: Payload, paths: string[]): Promise<void> {
  if (paths.length === 0) return
  try {
    const response = await fetch(`${env.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.revalidateSecret },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) {
      payload.logger.warn(`Site revalidation answered ${response.status} for ${paths.length} paths`)
      return
    }
    const body = (await response.json()) as {
      results?: { path: string; revalidated: boolean; skipped?: string; error?: string }[]
    }
    // A skipped path (the sitemap) is not an ISR page and refreshes by itself: no failure.
    const failed = (body.results ?? []).filter((r) => !r.revalidated && !r.skipped)
    if (failed.length > 0)
      payload.logger.warn(`Site did not revalidate: ${failed.map((f) => `${f.path} (${f.error})`).join(', ')}`)
  } catch (error) {
    payload.logger.warn(`Site revalidation failed: ${(error as Error).message}`)
  }
}
