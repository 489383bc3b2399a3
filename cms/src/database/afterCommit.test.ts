import type { DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'

import { afterCommit, withAfterCommit } from './afterCommit'

/** A database adapter whose transactions only record what happened to them. */
function fakeDatabase() {
  const log: string[] = []
  // Like drizzle's adapters: a session per open transaction, gone once it ends.
  const sessions: Record<string, object> = { 'tx-1': {}, 'tx-2': {}, 'tx-a': {}, 'tx-b': {} }
  const db = {
    sessions,
    commitTransaction: async (id: string) => {
      delete sessions[id]
      log.push(`commit ${id}`)
    },
    rollbackTransaction: async (id: string) => {
      delete sessions[id]
      log.push(`rollback ${id}`)
    },
  }
  const adapter = withAfterCommit({
    name: 'fake',
    defaultIDType: 'number',
    init: () => db,
  } as unknown as DatabaseAdapterObj)
  const wrapped = adapter.init({ payload: {} as Payload }) as unknown as typeof db
  const logger = { error: jest.fn() }
  const request = (transactionID?: unknown) =>
    ({ payload: { logger, db: wrapped }, transactionID }) as unknown as PayloadRequest
  return { log, db: wrapped, logger, request }
}

describe('afterCommit (work that tells the outside world waits for the commit)', () => {
  it('runs at once when the request has no transaction (SQLite)', async () => {
    const { request } = fakeDatabase()
    const ran: string[] = []
    await afterCommit(request(), 'tell the site', () => void ran.push('told'))
    expect(ran).toEqual(['told'])
  })

  it('runs at once for what is not an open transaction: a promise of null, a copied request’s {}, an ended one', async () => {
    const { db, request } = fakeDatabase()
    await db.commitTransaction('tx-2')
    const ran: string[] = []
    for (const id of [Promise.resolve(null), {}, 'tx-2', ''])
      await afterCommit(request(id), 'tell the site', () => void ran.push(String(id)))
    expect(ran).toHaveLength(4)
  })

  it('waits for the commit of the request’s transaction, then runs its work in order', async () => {
    const { db, log, request } = fakeDatabase()
    const req = request('tx-1')
    await afterCommit(req, 'revalidate', () => void log.push('revalidate'))
    await afterCommit(req, 'search', () => void log.push('search'))
    expect(log).toEqual([])
    await db.commitTransaction('tx-1')
    expect(log).toEqual(['commit tx-1', 'revalidate', 'search'])
    await db.commitTransaction('tx-1')
    expect(log).toEqual(['commit tx-1', 'revalidate', 'search', 'commit tx-1'])
  })

  it('drops the work of a transaction that rolls back, and keeps other transactions’ work apart', async () => {
    const { db, log, request } = fakeDatabase()
    await afterCommit(request('tx-a'), 'a', () => void log.push('a'))
    await afterCommit(request('tx-b'), 'b', () => void log.push('b'))
    await db.rollbackTransaction('tx-a')
    await db.commitTransaction('tx-b')
    expect(log).toEqual(['rollback tx-a', 'commit tx-b', 'b'])
  })

  it('logs a failing task without failing the commit or the tasks after it', async () => {
    const { db, log, logger, request } = fakeDatabase()
    const req = request('tx-2')
    await afterCommit(req, 'broken', () => Promise.reject(new Error('site down')))
    await afterCommit(req, 'next', () => void log.push('next'))
    await expect(db.commitTransaction('tx-2')).resolves.toBeUndefined()
    expect(log).toEqual(['commit tx-2', 'next'])
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'After-commit work failed: broken' }))
  })
})
