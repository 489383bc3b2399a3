#!/usr/bin/env node
// @ts-check
/**
 * `npm run migrate:create -- <name>`: after a schema change, Payload's `migrate:create` once per
 * database, each with its own adapter: cms/src/migrations (SQLite) and cms/src/migrations-postgres
 * (PostgreSQL, against a throwaway cluster on loopback, removed afterwards). Neither run needs data:
 * Payload compares the config with the newest committed snapshot of that set. A set with nothing
 * to add gets no file (--skip-empty).
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import { CMS_DIR, PAYLOAD_CLI } from './lib/paths.mjs'
import { startThrowawayPostgres } from './lib/postgres.mjs'
import { throwawayCmsEnv } from './lib/stack.mjs'

const name = process.argv[2] ?? ''
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Использование: npm run migrate:create -- <имя_миграции> (латиница, цифры, подчёркивания)')
  process.exit(2)
}

/**
 * @param {string} label
 * @param {string} databaseUrl
 */
function create(label, databaseUrl) {
  console.log(`\n▶ ${label}`)
  const env = { ...throwawayCmsEnv(), DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' }
  execFileSync(process.execPath, [...PAYLOAD_CLI, 'migrate:create', name, '--skip-empty'], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env,
  })
}

create(
  'SQLite (cms/src/migrations)',
  `file:${path.join(os.tmpdir(), `anapa-migrate-${randomBytes(6).toString('hex')}.db`)}`,
)
const pg = await startThrowawayPostgres({
  dir: path.join(os.tmpdir(), `anapa-migrate-pg-${randomBytes(6).toString('hex')}`),
})
try {
  create('PostgreSQL (cms/src/migrations-postgres)', pg.url)
} finally {
  await pg.stop()
}
