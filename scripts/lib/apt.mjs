// @ts-check
import { spawnSync } from 'node:child_process'
import { existsSync, unlinkSync, writeFileSync } from 'node:fs'

const POLICY = '/usr/sbin/policy-rc.d'

/**
 * Installs Debian packages a test suite needs on a fresh machine (as .ci/run does for Chromium):
 * PostgreSQL, Redis, nginx. Their maintainer scripts would start the system's own service (a
 * cluster on 5432, Redis on 6379, nginx on 80) that nothing stops afterwards; a temporary
 * policy-rc.d (the usual way in containers) denies that, unless the machine has its own policy.
 * Only root can install: anyone else gets `hint` as the error.
 *
 * @param {string[]} packages
 * @param {{ hint: string }} options
 */
export function installDebianPackages(packages, { hint }) {
  if (process.getuid?.() !== 0) throw new Error(hint)
  console.log(`Installing Debian ${packages.join(', ')}`)
  const ownPolicy = !existsSync(POLICY)
  if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 })
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ]) {
      const result = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 })
      if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal})`)
    }
  } finally {
    if (ownPolicy) unlinkSync(POLICY)
  }
}
