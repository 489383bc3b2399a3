import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { outboxProvider } from './outbox'

describe('outboxProvider', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('creates the folder and appends one JSON line per message', async () => {
    const file = path.join(dir, 'nested', 'var', 'sms-outbox.jsonl')
    const outbox = outboxProvider(file)
    await outbox.send({ phone: '79181234567', text: 'Код: 111111', code: '111111' })
    await outbox.send({ phone: '79180000000', text: 'Код: 222222\n"кавычки"', code: '222222' })
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(2)
    const [first, second] = lines.map((line) => JSON.parse(line))
    expect(first).toEqual({ phone: '79181234567', text: 'Код: 111111', code: '111111', at: expect.any(String) })
    expect(new Date(first.at).toISOString()).toBe(first.at)
    expect(second).toMatchObject({ phone: '79180000000', text: 'Код: 222222\n"кавычки"', code: '222222' })
  })

  it('creates the outbox readable by its owner only, whatever the umask', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl')
    const umask = process.umask(0o022)
    try {
      await outboxProvider(file).send({ phone: '79181234567', text: 'Код: 111111', code: '111111' })
    } finally {
      process.umask(umask)
    }
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps lines whole when messages are sent at once', async () => {
    const file = path.join(dir, 'sms-outbox.jsonl')
    const outbox = outboxProvider(file)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => outbox.send({ phone: '79181234567', text: `#${i}`, code: String(i) })),
    )
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(lines).toHaveLength(50)
    expect(new Set(lines.map((line) => JSON.parse(line).code)).size).toBe(50)
  })
})
