import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export { sql }

type SQL = ReturnType<typeof sql>

type Drizzle = {
  /** SQLite (libsql) */
  all?: (query: SQL) => Promise<unknown[]>
  /** PostgreSQL (node-postgres) */
  execute?: (query: SQL) => Promise<{ rows: unknown[] }>
}

/**
 * Runs one statement through Payload's own drizzle connection and answers its rows (RETURNING).
 * Seats are moved this way, not through payload.update: a read-then-write in two statements lets
 * two requests both see the last seat; one conditional UPDATE cannot (SQLite and PostgreSQL both
 * apply it to the row atomically, and the WHERE is evaluated on the row as it is then).
 */
export async function rows<T>(payload: Payload, query: SQL): Promise<T[]> {
  const drizzle = (payload.db as unknown as { drizzle: Drizzle }).drizzle
  if (typeof drizzle.all === 'function') return (await drizzle.all(query)) as T[]
  if (typeof drizzle.execute === 'function') return (await drizzle.execute(query)).rows as T[]
  throw new Error('bookings/db: unsupported database adapter')
}
