/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import path from 'node:path'

import { collectYoungGarbage } from './youngGarbage'

const MB = 1024 * 1024
const FIXTURE = path.join(__dirname, 'fixtures', 'streamThrough.ts')
const TSX = require.resolve('tsx')

/** The most external memory 40 MB of streamed chunks took in a child Node started with `flags`. */
function peakWhileStreaming(flags: string[]): number {
  const out = execFileSync(process.execPath, [...flags, '--import', TSX, FIXTURE], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  return Number(out)
}

test('started with --expose-gc, a scavenge every megabyte keeps the forwarded chunks from piling up', () => {
  expect(peakWhileStreaming(['--expose-gc'])).toBeLessThan(3 * MB)
})

test('started without it, the call does nothing and the chunks pile up, as they did before it', () => {
  expect(peakWhileStreaming([])).toBeGreaterThan(8 * MB)
})

test('without gc() the call is harmless', () => {
  const saved = (globalThis as { gc?: unknown }).gc
  delete (globalThis as { gc?: unknown }).gc
  try {
    expect(() => collectYoungGarbage()).not.toThrow()
  } finally {
    if (saved) (globalThis as { gc?: unknown }).gc = saved
  }
})
