#!/usr/bin/env node
// @ts-check
/**
 * `npm run test:integration:postgres [-- <jest args>]`: the whole integration suite again, with the
 * CMS on PostgreSQL. A throwaway cluster on loopback (scripts/lib/postgres.mjs) gives
 * DATABASE_URL; the suite's global setup is the same as on SQLite (it migrates, seeds and starts
 * the CMS's production build in cms/.next with the stack's env, which takes DATABASE_URL from
 * here). The cluster is removed afterwards, on failure too, and the run is bounded in time.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './lib/paths.mjs'
import { startThrowawayPostgres } from './lib/postgres.mjs'

/** The SQLite run takes about 3 minutes on CI; a hung run must not eat the CI's budget. */
const TIME_LIMIT_MS = 12 * 60_000

const JEST_BIN = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js')

const pg = await startThrowawayPostgres({
  dir: path.join(os.tmpdir(), `anapa-it-pg-${randomBytes(6).toString('hex')}`),
})
let code = 1
try {
  code = await new Promise((resolve, reject) => {
    const jest = spawn(
      process.execPath,
      [JEST_BIN, '--selectProjects', 'integration', 'cms-integration', '--runInBand', ...process.argv.slice(2)],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: pg.url }, stdio: 'inherit' },
    )
    const limit = setTimeout(() => {
      console.error(`integration tests (PostgreSQL) took longer than ${TIME_LIMIT_MS / 60_000} min: stopping them`)
      // Jest's global setup stops the CMS it started on SIGTERM (scripts/lib/processes.mjs).
      jest.kill('SIGTERM')
      setTimeout(() => jest.kill('SIGKILL'), 15_000).unref()
    }, TIME_LIMIT_MS)
    jest.on('error', reject)
    jest.on('exit', (exitCode, signal) => {
      clearTimeout(limit)
      resolve(exitCode ?? (signal ? 1 : 0))
    })
  })
} finally {
  await pg.stop()
}
process.exit(code)
