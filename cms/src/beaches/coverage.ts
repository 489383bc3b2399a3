import type { PayloadRequest, Where } from 'payload'

import { relationId, relationIds } from '@/collections/relations'
import type { BeachConditionChange } from '@/payload-types'

/** A beach a desk's change covers: its group (the site re-renders the group's page) and whether it is live. */
export type CoveredBeach = { id: number; group: string | null; published: boolean }

/** The beaches a change covers, as a query: one beach, some groups, or all. */
function coverage(change: Pick<BeachConditionChange, 'target' | 'beaches' | 'groups'>): Where {
  if (change.target === 'all') return {}
  if (change.target === 'groups') return { group: { in: relationIds(change.groups) } }
  return { id: { in: relationIds(change.beaches) } }
}

/** The titles of some beaches or groups by id, in the database's order. */
export async function titlesById(
  req: PayloadRequest,
  collection: 'beaches' | 'beach-groups',
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await req.payload.find({
    collection,
    where: { id: { in: ids } },
    select: { title: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((d) => [d.id, d.title]))
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
