import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

import type { QueuedItem } from './outbox'
import type { ResidentCopy } from './residentCopy'
import { RESIDENT_COPY_DATABASE } from './forgetResidentCopy'

/**
 * The signed-in resident's database on this device (docs/decisions/0047-resident-data-offline.md):
 * their copy for reading offline (./residentCopy.ts) and what they sent without a connection, still
 * to go (./outbox.ts). One database, so the one deletion at sign-out (./forgetResidentCopy.ts) takes
 * everything of the resident.
 */
export interface ResidentSchema extends DBSchema {
  copy: { key: 'current'; value: ResidentCopy }
  outbox: { key: string; value: QueuedItem; indexes: { byOwner: string } }
}

export type ResidentDatabase = IDBPDatabase<ResidentSchema>

const VERSION = 2

export const openResidentDatabase = (): Promise<ResidentDatabase> =>
  openDB<ResidentSchema>(RESIDENT_COPY_DATABASE, VERSION, {
    // By name rather than by version: a database someone opened without a version (a debugging
    // console, a test) exists at version 1 with no stores at all.
    upgrade(db) {
      if (!db.objectStoreNames.contains('copy')) db.createObjectStore('copy')
      if (!db.objectStoreNames.contains('outbox')) {
        db.createObjectStore('outbox', { keyPath: 'id' }).createIndex('byOwner', 'owner')
      }
    },
  })

/** Runs `work` on the database and closes it, so a sign-out's deletion is never held up by us. */
export async function withResidentDatabase<T>(work: (db: ResidentDatabase) => Promise<T>): Promise<T> {
  const db = await openResidentDatabase()
  try {
    return await work(db)
  } finally {
    db.close()
  }
}
