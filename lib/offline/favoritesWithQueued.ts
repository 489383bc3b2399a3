import type { QueuedItem } from './outbox'

/**
 * The resident's favourites as they will be once the queue has gone (lib/offline/outbox.ts): the
 * keys known (`<entity>:<slug>`, from the gateway or the copy on the device) with each waiting
 * change applied. A refused change is not applied: it did not happen. Null while nothing is known.
 */
export function favoritesWithQueued(
  keys: ReadonlySet<string> | null,
  queued: readonly QueuedItem[] | null,
): ReadonlySet<string> | null {
  if (!keys) return null
  const changes = (queued ?? []).filter((item) => item.kind === 'favorite' && item.refusal === null)
  if (changes.length === 0) return keys
  const result = new Set(keys)
  for (const change of changes) {
    if (change.kind !== 'favorite') continue
    const key = `${change.entity}:${change.slug}`
    if (change.action === 'add') result.add(key)
    else result.delete(key)
  }
  return result
}
