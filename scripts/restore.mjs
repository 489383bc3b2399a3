#!/usr/bin/env node
// @ts-check
/**
 * `npm run restore -- <backup> [--data-dir DIR]`: restores a backup made by `npm run backup` into a
 * fresh stack: the data directory (var/ by default) for SQLite, or the empty database at
 * DATABASE_URL for PostgreSQL, plus the uploads. A target that already holds data is refused.
 * Then `npm start` (or the deploy's CMS) starts on it and applies any newer migrations.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { restore } from './lib/backup.mjs'
import { VAR_DIR } from './lib/paths.mjs'

process.umask(0o077)
const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true })
if (positionals.length !== 1) {
  console.error('Использование: npm run restore -- <каталог копии из var/backups> [--data-dir <каталог данных>]')
  process.exit(2)
}
const dataDir = path.resolve(values['data-dir'] ?? VAR_DIR)
// Exactly one: checked above.
const backupDir = path.resolve(/** @type {string} */ (positionals[0]))

const started = Date.now()
try {
  const manifest = await restore({ backupDir, dataDir })
  console.log(
    `Восстановлено за ${((Date.now() - started) / 1000).toFixed(1)} с: копия от ${manifest.createdAt} ` +
      `(${manifest.database.kind}), данные в ${dataDir}. Запустите CMS (npm start) с теми же секретами.`,
  )
} catch (error) {
  console.error(`Восстановление не выполнено: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
