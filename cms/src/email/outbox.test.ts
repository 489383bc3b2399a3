import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'

import { addressesOf, outboxEmailAdapter } from './outbox'

const from = { address: 'noreply@anapa.local', name: 'Портал Анапы' }
const init = (file: string) => outboxEmailAdapter(file, from)({ payload: {} as Payload })

describe('outboxEmailAdapter', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'email-outbox-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('names its sender and appends one JSON line per message', async () => {
    const file = path.join(dir, 'nested', 'email-outbox.jsonl')
    const adapter = init(file)
    expect(adapter).toMatchObject({ name: 'outbox', defaultFromAddress: from.address, defaultFromName: from.name })
    await adapter.sendEmail({ to: 'resident@example.ru', subject: 'Билет', text: 'текст', html: '<p>текст</p>' })
    await adapter.sendEmail({ to: { address: 'editor@anapa.local', name: 'Редактор' }, subject: 'Сброс', html: '<a>' })
    const [first, second] = readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(first).toEqual({
      to: 'resident@example.ru',
      subject: 'Билет',
      text: 'текст',
      html: '<p>текст</p>',
      at: expect.any(String),
    })
    expect(new Date(first.at).toISOString()).toBe(first.at)
    expect(second).toMatchObject({ to: 'editor@anapa.local', subject: 'Сброс', text: null, html: '<a>' })
  })

  it('creates the outbox readable by its owner only, whatever the umask', async () => {
    const file = path.join(dir, 'email-outbox.jsonl')
    const umask = process.umask(0o022)
    try {
      await init(file).sendEmail({ to: 'a@b.ru', subject: 's', text: 't' })
    } finally {
      process.umask(umask)
    }
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps lines whole when messages are sent at once', async () => {
    const file = path.join(dir, 'email-outbox.jsonl')
    const adapter = init(file)
    await Promise.all(Array.from({ length: 30 }, (_, i) => adapter.sendEmail({ to: 'a@b.ru', subject: `#${i}` })))
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
    expect(new Set(lines.map((line) => JSON.parse(line).subject)).size).toBe(30)
  })
})

describe('addressesOf', () => {
  it.each([
    [undefined, ''],
    ['a@b.ru', 'a@b.ru'],
    [{ address: 'a@b.ru', name: 'A' }, 'a@b.ru'],
    [['a@b.ru', { address: 'c@d.ru', name: 'C' }], 'a@b.ru, c@d.ru'],
  ])('%j', (to, text) => {
    expect(addressesOf(to)).toBe(text)
  })
})
