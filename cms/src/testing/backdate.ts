import path from 'node:path'

/**
 * Moves a document's `updated_at` (or another date column) into the past in the integration CMS's own database, as if it had
 * not been saved since. Payload stamps `updatedAt` on every write, so only the database can make a
 * draft a month old; the CMS's sweep then finds it like any other
 * (docs/decisions/0035-drafts-on-the-server-and-confirmation.md). SQLite (the default) or PostgreSQL (`DATABASE_URL`).
 */
export async function backdate(table: string, id: number, updatedAt: Date, column = 'updated_at'): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`)
  if (!/^[a-z_]+$/.test(column)) throw new Error(`Not a column name: ${column}`)
  const url = process.env.DATABASE_URL
  if (url?.startsWith('postgres')) {
    const { Client } = await import('pg')
    const client = new Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(`UPDATE "${table}" SET "${column}" = $1 WHERE "id" = $2`, [updatedAt.toISOString(), id])
    } finally {
      await client.end()
    }
    return
  }
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(process.env.INTEGRATION_DATA_DIR!, 'cms.db')}` })
  try {
    await client.execute({
      sql: `UPDATE "${table}" SET "${column}" = ? WHERE "id" = ?`,
      args: [updatedAt.toISOString(), id],
    })
  } finally {
    client.close()
  }
}
