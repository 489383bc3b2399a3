import type { SiteChange } from '@anapa/shared/revalidation/siteChange'
import type { CollectionSlug, Payload } from 'payload'

import { env } from '@/env'

/** The site answers before it renders anything, so a slow answer means it is down. */
const TIMEOUT_MS = 2000

/**
 * Tells the site what changed (POST /api/revalidate); the site re-renders its pages after
 * answering. A failure is logged, never thrown: the editor's save has already succeeded, and the
 * pages heal at their next time-based revalidation.
 */
export async function notifySite(payload: Payload, change: SiteChange<CollectionSlug>): Promise<void> {
  await post(payload, change, change.collection)
}

/**
 * Re-renders site paths the CMS itself names: only redirect rules, whose source is a
 * site path the editor typed, so the site's route table has nothing to expand.
 */
export async function notifySitePaths(payload: Payload, paths: string[]): Promise<void> {
  if (paths.length > 0) await post(payload, { paths }, 'redirects')
}

async function post(payload: Payload, body: unknown, what: string): Promise<void> {
  try {
    const response = await fetch(`${env.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.revalidateSecret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) payload.logger.warn(`Site revalidation answered ${response.status} for ${what}`)
  } catch (error) {
    payload.logger.warn(`Site revalidation failed: ${(error as Error).message}`)
  }
}
