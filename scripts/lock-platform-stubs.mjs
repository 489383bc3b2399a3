#!/usr/bin/env node
// @ts-check
/**
 * Run after `npm install` changes package-lock.json. Our registry mirror lacks the prebuilt
 * binaries of other platforms (e.g. @next/swc-darwin-arm64): `npm install` skips them, but
 * `npm ci` then refuses the lock as out of sync. This records each missing optional platform
 * package with its os/cpu/libc, so `npm ci` skips it on Linux exactly as it would with a full lock.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './lib/paths.mjs'

/**
 * The fields of a lock entry this script reads or writes; the others pass through untouched.
 *
 * @typedef {object} LockEntry
 * @property {string} [version]
 * @property {boolean} [optional]
 * @property {Record<string, string>} [optionalDependencies]
 * @property {string[]} [os]
 * @property {string[]} [cpu]
 * @property {string[]} [libc]
 */

const LOCK = path.join(ROOT, 'package-lock.json')
/** @type {{ packages: Record<string, LockEntry> }} */
const lock = JSON.parse(readFileSync(LOCK, 'utf8'))
const packages = lock.packages
const present = new Set(Object.keys(packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 13)))

/**
 * `@next/swc-linux-x64-musl` → os linux, cpu x64, libc musl; null when the name says no platform.
 *
 * @param {string} name
 * @returns {{ os: string[], cpu: string[], libc?: string[] } | null}
 */
function platformOf(name) {
  const match =
    /(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|ia32|loong64|ppc64|riscv64|s390x|x64)(?:-(\w+))?$/.exec(
      name,
    )
  if (!match) return null
  // The os and cpu groups are not optional: a match has both.
  const os = /** @type {string} */ (match[1])
  const cpu = /** @type {string} */ (match[2])
  const variant = match[3] ?? ''
  const libc =
    os === 'linux'
      ? variant.startsWith('musl')
        ? ['musl']
        : variant.startsWith('gnu')
          ? ['glibc']
          : undefined
      : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

let added = 0
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name)
    if (present.has(name) || !platform || !/^\d+\.\d+\.\d+/.test(version)) continue
    packages[`node_modules/${name}`] = { version, optional: true, ...platform }
    present.add(name)
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n')
console.log(`package-lock.json: recorded ${added} platform packages this registry does not serve`)
