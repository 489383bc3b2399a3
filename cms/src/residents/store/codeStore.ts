import type { Payload } from 'payload'

import type { CodeStore, StoredCode } from '@/residents/codes'
import { deleteAll } from './deleteAll'

const COLLECTION = 'one-time-codes' as const

/** CodeStore over the `one-time-codes` collection (server-side: overrideAccess, hash visible). */
export function payloadCodeStore(payload: Payload): CodeStore {
  return {
    async replace(code) {
      await deleteAll(payload, COLLECTION, {
        and: [{ phone: { equals: code.phone } }, { purpose: { equals: code.purpose } }],
      })
      await payload.create({
        collection: COLLECTION,
        data: {
          phone: code.phone,
          purpose: code.purpose,
          codeHash: code.codeHash,
          expiresAt: code.expiresAt.toISOString(),
          attempts: code.attempts,
          usedAt: code.usedAt?.toISOString() ?? null,
        },
        depth: 0,
      })
    },
    async forPhone(phone) {
      const { docs } = await payload.find({
        collection: COLLECTION,
        where: { phone: { equals: phone } },
        pagination: false,
        depth: 0,
        showHiddenFields: true,
      })
      return docs.map((doc): StoredCode => ({
        id: doc.id,
        phone: doc.phone,
        purpose: doc.purpose,
        codeHash: doc.codeHash,
        expiresAt: new Date(doc.expiresAt),
        attempts: doc.attempts ?? 0,
        usedAt: doc.usedAt ? new Date(doc.usedAt) : null,
      }))
    },
    async update(id, patch) {
      await payload.update({
        collection: COLLECTION,
        id,
        data: {
          ...(patch.attempts !== undefined && { attempts: patch.attempts }),
          ...(patch.usedAt !== undefined && { usedAt: patch.usedAt?.toISOString() ?? null }),
        },
        depth: 0,
      })
    },
  }
}
