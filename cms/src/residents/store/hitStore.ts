import type { Payload } from 'payload'

import type { HitStore } from '@/residents/rateLimit'

const COLLECTION = 'rate-limit-hits'

/** HitStore over the `rate-limit-hits` collection, shared by every CMS instance on the database. */
export function payloadHitStore(payload: Payload): HitStore {
  return {
    async since(keys, since) {
      const { docs } = await payload.find({
        collection: COLLECTION,
        where: { and: [{ key: { in: keys } }, { at: { greater_than: since.toISOString() } }] },
        pagination: false,
        depth: 0,
        select: { key: true, at: true },
      })
      return docs.map((doc) => ({ key: doc.key, at: new Date(doc.at), id: doc.id }))
    },
    async add(keys, at) {
      for (const key of keys) {
        await payload.create({ collection: COLLECTION, data: { key, at: at.toISOString() }, depth: 0 })
      }
    },
    async insert(key, at) {
      const doc = await payload.create({ collection: COLLECTION, data: { key, at: at.toISOString() }, depth: 0 })
      return doc.id
    },
    async remove(ids) {
      if (ids.length === 0) return
      await payload.db.deleteMany({ collection: COLLECTION, where: { id: { in: ids } } })
    },
    async prune(before) {
      // Straight to the adapter: one DELETE, where the local API would load and delete row by row.
      await payload.db.deleteMany({ collection: COLLECTION, where: { at: { less_than: before.toISOString() } } })
    },
  }
}
