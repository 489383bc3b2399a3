import { sql } from '@payloadcms/db-sqlite'
import type { Payload, PayloadRequest } from 'payload'

export { sql }

type SQL = ReturnType<typeof sql>

type Drizzle = {
  /** SQLite (libsql) */
  all?: (query: SQL) => Promise<unknown[]>
  /** PostgreSQL (node-postgres) */
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}

type Adapter = { drizzle: Drizzle; sessions?: Record<string | number, { db: Drizzle } | undefined> }

/**
 * Runs one statement through Payload's own drizzle connection and answers its rows (RETURNING), on
 * SQLite and PostgreSQL alike. For what one statement does that Payload's operations cannot: move
 * seats atomically (bookings/seats.ts: a read-then-write in two statements lets two requests both
 * see the last seat; one conditional UPDATE cannot, since SQLite and PostgreSQL both apply it to the
 * row atomically and PostgreSQL makes a concurrent UPDATE of the row wait and re-check its WHERE),
 * or read a session with its customer on every resident call (residents/sessions.ts).
 * Given the `req` of a hook, it runs in that request's transaction (PostgreSQL), so it commits or
 * rolls back with the save, and never waits for a row lock the save itself holds.
 */
export async function rows<T>(payload: Payload, query: SQL, req?: PayloadRequest): Promise<T[]> {
  const adapter = payload.db as unknown as Adapter
  const pending = req?.transactionID
  const transactionID = pending instanceof Promise ? await pending : pending
  const drizzle = (transactionID !== undefined && adapter.sessions?.[transactionID]?.db) || adapter.drizzle
  if (typeof drizzle.all === 'function') return (await drizzle.all(query)) as T[]
  if (typeof drizzle.execute === 'function') return (await drizzle.execute(query)).rows as T[]
  throw new Error('db/rows: unsupported database adapter')
}
