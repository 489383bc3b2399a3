#!/usr/bin/env node
// @ts-check
/**
 * `npm run backup [-- --data-dir DIR] [--out DIR]`: an online backup of the CMS's database and
 * uploads while it runs (scripts/lib/backup.mjs), into var/backups/anapa-<time>/ by default.
 * The database is DATABASE_URL's (PostgreSQL: pg_dump) or the data directory's cms.db (SQLite:
 * VACUUM INTO), as for `npm start`, whose data directory is var/.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { backup } from './lib/backup.mjs'
import { VAR_DIR } from './lib/paths.mjs'

// Residents' data: the backup is readable by this user only (docs/architecture.md#4-session-and-security-rules).
process.umask(0o077)
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' } } })
const dataDir = path.resolve(values['data-dir'] ?? VAR_DIR)
const outDir = path.resolve(values.out ?? path.join(VAR_DIR, 'backups'))

const started = Date.now()
try {
  const made = await backup({ dataDir, outDir })
  console.log(`Резервная копия готова за ${((Date.now() - started) / 1000).toFixed(1)} с: ${made}`)
  console.log('Восстановление: npm run restore -- ' + path.relative(process.cwd(), made))
} catch (error) {
  console.error(`Резервная копия не сделана: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
