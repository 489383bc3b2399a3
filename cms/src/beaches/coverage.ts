import type { PayloadRequest, Where } from 'payload'

import { relationId } from '@/collections/catalogue'
import type { BeachConditionChange } from '@/payload-types'

/** A beach a desk's change covers: its group (the site re-renders the group's page) and whether it is live. */
export type CoveredBeach = { id: number; group: string | null; published: boolean }

/** The ids of a hasMany relationship's value, as saved (numbers) or populated (documents). */
export const relationIds = (values: readonly (number | { id: number })[] | null | undefined): number[] =>
  (values ?? []).map((v) => relationId(v)).filter((id): id is number => id !== null)

/** The beaches a change covers, as a query: one beach, some groups, or all. */
function coverage(change: Pick<BeachConditionChange, 'target' | 'beaches' | 'groups'>): Where {
  if (change.target === 'all') return {}
  if (change.target === 'groups') return { group: { in: relationIds(change.groups) } }
  return { id: { in: relationIds(change.beaches) } }
}

/** Every beach the change covers, published or not: a draft beach gets its conditions before it goes live. */
export async function coveredBeaches(
  req: PayloadRequest,
  change: Pick<BeachConditionChange, 'target' | 'beaches' | 'groups'>,
): Promise<CoveredBeach[]> {
  const found = await req.payload.find({
    collection: 'beaches',
    where: coverage(change),
    pagination: false,
    depth: 0,
    select: { group: true, _status: true },
    overrideAccess: true,
    req,
  })
  return found.docs.map((beach) => ({
    id: beach.id,
    group: relationId(beach.group)?.toString() ?? null,
    published: beach._status === 'published',
  }))
}
