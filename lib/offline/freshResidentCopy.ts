import { copyFor, type KeptAppeal, type ResidentCopy, type ResidentLists } from './residentCopy'

/**
 * Builds the resident's copy for reading without a connection (./residentCopy.ts) from the gateway's
 * answers, asking as little as it can: one call for every list, and an appeal's own call only when
 * it is new or its status changed since the last copy (the list does not carry the answer).
 */

/** The gateway calls the copy is made of; the keeper passes Apollo's, a test its own. */
export interface CopySources {
  lists: () => Promise<ResidentLists>
  appeal: (id: string) => Promise<KeptAppeal>
}

/** How long a copy is good for: a minute on a cabinet page, which may just have changed it; else 15. */
const FRESH_ON_CABINET_PAGE_MS = 60_000
const FRESH_ELSEWHERE_MS = 15 * 60_000

/** Whether the copy on the device (anyone's) should be made again for `owner` now. */
export function copyIsStale(
  copy: ResidentCopy | null,
  owner: string,
  { now, onCabinetPage }: { now: Date; onCabinetPage: boolean },
): boolean {
  const own = copyFor(copy, owner)
  if (!own) return true
  const age = now.getTime() - new Date(own.savedAt).getTime()
  return !(age >= 0 && age < (onCabinetPage ? FRESH_ON_CABINET_PAGE_MS : FRESH_ELSEWHERE_MS))
}

export async function freshResidentCopy(
  owner: string,
  sources: CopySources,
  previous: ResidentCopy | null,
  now: Date,
): Promise<ResidentCopy> {
  const lists = await sources.lists()
  const keptAppeals = new Map((copyFor(previous, owner)?.appeals ?? []).map((appeal) => [appeal.id, appeal]))
  const appeals = await Promise.all(
    lists.appeals.items.map(({ id, statusLabel }) => {
      const kept = keptAppeals.get(id)
      return kept && kept.statusLabel === statusLabel ? kept : sources.appeal(id)
    }),
  )
  const beachFavorites = new Set(lists.favorites.filter((f) => f.entity === 'BEACH').map((f) => f.slug))
  return {
    owner,
    savedAt: now.toISOString(),
    favorites: lists.favorites,
    notifications: lists.notifications,
    bookings: lists.bookings.items,
    permitApplications: lists.residentPermitApplications,
    appeals,
    favoriteBeaches: lists.beachConditions.items.filter((beach) => beachFavorites.has(beach.id)),
  }
}
