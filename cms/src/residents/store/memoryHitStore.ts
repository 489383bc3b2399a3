import type { Hit, HitStore } from '@/residents/rateLimit'

/**
 * A HitStore in memory, for the unit tests of the limiters. `pause` runs before every operation;
 * a test can make it yield for a random while, so parallel callers interleave in many orders.
 */
export function memoryHitStore(pause: () => Promise<void> = async () => {}): HitStore & { hits: Hit[] } {
  const hits: Hit[] = []
  let nextId = 1
  return {
    hits,
    async since(keys, since) {
      await pause()
      return hits.filter((hit) => keys.includes(hit.key) && hit.at > since).map((hit) => ({ ...hit }))
    },
    async add(keys, at) {
      await pause()
      for (const key of keys) hits.push({ key, at, id: nextId++ })
    },
    async insert(key, at) {
      await pause()
      const id = nextId++
      hits.push({ key, at, id })
      return id
    },
    async remove(ids) {
      await pause()
      for (let i = hits.length - 1; i >= 0; i--) if (ids.includes(hits[i].id!)) hits.splice(i, 1)
    },
    async prune(before) {
      await pause()
      for (let i = hits.length - 1; i >= 0; i--) if (hits[i].at < before) hits.splice(i, 1)
    },
  }
}
