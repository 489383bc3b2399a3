import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { canConnect } from './ports.mjs'
import { findBinDir, startThrowawayPostgres } from './postgres.mjs'

describe('throwaway PostgreSQL cluster (scripts/lib/postgres.mjs)', () => {
  it('listens on loopback only with no unix socket, serves one database and is gone after stop()', async () => {
    const dir = path.join(os.tmpdir(), `anapa-pg-test-${randomBytes(6).toString('hex')}`)
    const { url, port, stop } = await startThrowawayPostgres({ dir })
    try {
      expect(url).toMatch(new RegExp(`^postgres://[^:]+:[^@]+@127\\.0\\.0\\.1:${port}/\\w+$`))
      const psql = path.join(findBinDir() as string, 'psql')
      const answer = execFileSync(
        psql,
        [url, '-Atc', 'show listen_addresses; show unix_socket_directories; select 1'],
        {
          encoding: 'utf8',
        },
      )
      expect(answer.split('\n')).toEqual(['127.0.0.1', '', '1', ''])
      // The password is required: the same address without it is refused.
      expect(() =>
        execFileSync(psql, [url.replace(/:[^:@/]+@/, '@'), '-Atc', 'select 1', '-w'], { stdio: 'pipe' }),
      ).toThrow()
    } finally {
      await stop()
    }
    expect(existsSync(dir)).toBe(false)
    expect(await canConnect(port)).toBe(false)
  })

  it('refuses, with the reason, a directory the postgres OS user cannot reach', async () => {
    if (process.getuid?.() !== 0) return // only root hands the cluster to another OS user
    const privateParent = mkdtempSync(path.join(os.tmpdir(), 'anapa-pg-private-'))
    try {
      await expect(startThrowawayPostgres({ dir: path.join(privateParent, 'cluster') })).rejects.toThrow(
        /not reachable by the "postgres" OS user/,
      )
    } finally {
      rmSync(privateParent, { recursive: true, force: true })
    }
  })
})
