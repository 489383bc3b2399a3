import type { SiteChange } from '@anapa/shared/revalidation/siteChange'
import type { CollectionSlug, Payload } from 'payload'

import { env } from '../env'

/** The site answers before it renders anything, so a slow answer means it is down. */
const TIMEOUT_MS = 2000

/**
 * Tells the site what changed (POST /api/revalidate); the site re-renders its pages after
 * answering. A failure is logged, never thrown: the editor's save has already succeeded, and the
 * pages heal at their next time-based revalidation.
 */
export async function notifySite(payload: Payload, change: SiteChange<CollectionSlug>): Promise<void> {
  try {
    const response = await fetch(`${env.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.revalidateSecret },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) payload.logger.warn(`Site revalidation answered ${response.status} for ${change.collection}`)
  } catch (error) {
    payload.logger.warn(`Site revalidation failed: ${(error as Error).message}`)
  }
}
