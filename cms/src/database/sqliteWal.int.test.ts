import { createClient } from '@libsql/client'
import path from 'node:path'

import { asEditor } from '@/testing/residentClient'

/**
 * docs/architecture.md#1-two-deployables-one-repository: the embedded database runs in WAL mode with a busy timeout.
 * Checked on the running integration CMS's own file (lib/test/cmsGlobalSetup.mjs): the journal mode is stored in
 * the file, and the busy timeout shows in what the CMS does when another connection holds the write
 * lock: its write waits for the lock instead of failing at once with SQLITE_BUSY. On PostgreSQL
 * (the suite's second run, DATABASE_URL) there is no file to look at.
 */
const databaseUrl = process.env.DATABASE_URL || `file:${path.join(process.env.INTEGRATION_DATA_DIR ?? '', 'cms.db')}`
const onSqlite = databaseUrl.startsWith('file:')

;(onSqlite ? describe : describe.skip)('SQLite in WAL mode with a busy timeout (the running CMS)', () => {
  // Made in beforeAll: a skipped describe's body still runs, and PostgreSQL's URL is not libsql's.
  let client: ReturnType<typeof createClient>
  beforeAll(() => {
    client = createClient({ url: databaseUrl })
  })
  afterAll(() => client.close())

  it('the CMS’s database file is in WAL mode', async () => {
    const { rows } = await client.execute('PRAGMA journal_mode')
    expect(rows[0]?.journal_mode).toBe('wal')
  })

  it('a save waits while another process holds the write lock, then succeeds', async () => {
    const lock = await client.transaction('write')
    const started = Date.now()
    let settledAt = 0
    const save = asEditor<{ doc?: { id: number } }>('POST', '/api/magazine-categories', {
      name: 'Категория под замком',
      slug: `wal-${Math.random().toString(36).slice(2, 8)}`,
    }).finally(() => (settledAt = Date.now()))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    // Still waiting for the lock, not failed with SQLITE_BUSY.
    expect(settledAt).toBe(0)
    await lock.rollback()
    const { status, json } = await save
    expect(status).toBe(201)
    expect(json.doc?.id).toEqual(expect.any(Number))
    expect(settledAt - started).toBeGreaterThanOrEqual(1500)
    await asEditor('DELETE', `/api/magazine-categories/${json.doc!.id}`)
  })
})
