import 'fake-indexeddb/auto'

import { forgetResidentCopy, RESIDENT_COPY_DATABASE } from './forgetResidentCopy'
import { copyFor, readResidentCopy, saveResidentCopy } from './residentCopy'
import { copy, RESIDENT_ID } from '@/lib/test/residentCopy'

/** Deletion is asynchronous: a later open waits for it, so reading after it sees the result. */
describe('the resident’s copy in IndexedDB', () => {
  afterEach(() => forgetResidentCopy())

  it('is none at first', async () => {
    expect(await readResidentCopy()).toBeNull()
  })

  it('reads back what was saved, and a save for another resident replaces it', async () => {
    await saveResidentCopy(copy)
    expect(await readResidentCopy()).toEqual(copy)
    const other = { ...copy, owner: '8', favorites: [] }
    await saveResidentCopy(other)
    expect(await readResidentCopy()).toEqual(other)
  })

  it('is gone, database and all, once forgotten', async () => {
    await saveResidentCopy(copy)
    forgetResidentCopy()
    expect(await readResidentCopy()).toBeNull()
    const names = (await indexedDB.databases()).map((db) => db.name)
    // Reading opened an empty one again; what matters is that nothing of the resident is in it.
    expect(names.filter((name) => name !== RESIDENT_COPY_DATABASE)).toEqual([])
  })
})

describe('copyFor', () => {
  it('gives the copy only to the resident it belongs to', () => {
    expect(copyFor(copy, RESIDENT_ID)).toBe(copy)
    expect(copyFor(copy, '8')).toBeNull()
    expect(copyFor(copy, null)).toBeNull()
    expect(copyFor(null, RESIDENT_ID)).toBeNull()
  })
})
