import { readiness } from '@anapa/shared/health/readiness'
import type { Payload } from 'payload'

import { databaseCheck } from './checks'

// The adapter's package is ESM only, which this project's Jest cannot load; its `sql` is drizzle's.
jest.mock('@payloadcms/db-sqlite', () => ({ sql: jest.requireActual('drizzle-orm').sql }))

/** A Payload whose database answers as `all` does (the SQLite adapter's drizzle). */
const payloadWith = (all: () => Promise<unknown[]>) => async () => ({ db: { drizzle: { all } } }) as unknown as Payload

const quiet = { log: () => {} }

describe('databaseCheck', () => {
  it('is ready when the database answers SELECT 1', async () => {
    const asked: unknown[] = []
    const { httpStatus, body } = await readiness(
      [
        databaseCheck(
          payloadWith(async () => {
            asked.push('query')
            return [{ ok: 1 }]
          }),
        ),
      ],
      quiet,
    )
    expect(httpStatus).toBe(200)
    expect(body).toEqual({ status: 'ready', checks: { database: { ok: true, ms: expect.any(Number) } } })
    expect(asked).toEqual(['query'])
  })

  it('is unready (503) when the query fails', async () => {
    const { httpStatus, body } = await readiness(
      [
        databaseCheck(
          payloadWith(async () => {
            throw new Error('SQLITE_BUSY')
          }),
        ),
      ],
      quiet,
    )
    expect(httpStatus).toBe(503)
    expect(body.status).toBe('unready')
    expect(body.checks.database).toEqual({ ok: false, ms: expect.any(Number), error: 'failed' })
  })

  it('is unready within its deadline when Payload itself never starts', async () => {
    const { httpStatus, body } = await readiness([databaseCheck(() => new Promise<Payload>(() => {}))], {
      ...quiet,
      timeoutMs: 100,
    })
    expect(httpStatus).toBe(503)
    expect(body.checks.database).toMatchObject({ ok: false, error: 'timeout' })
  })
})
