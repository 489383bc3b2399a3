import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from 'drizzle-orm/libsql'

import { migrations } from '@/migrations'

// The adapter's package is ESM only, which this project's Jest cannot load; its `sql` is drizzle's.
jest.mock('@payloadcms/db-sqlite', () => ({ sql: jest.requireActual('drizzle-orm').sql }))

/**
 * The «appeal_statuses» migration against a SQLite database that has lived under the four old
 * statuses: every committed migration before it, rows as the old CMS wrote them, then it
 * (docs/decisions/0050-appeal-statuses.md). PostgreSQL runs the same data step (legacyStatuses.ts)
 * in `npm run test:integration:postgres`, on the suite's own rows.
 */
const TARGET = migrations.findIndex((m) => m.name.endsWith('_appeal_statuses'))

let dir = ''
let client: Client
// The migrations take the adapter's drizzle instance; a bare one over the same client runs the same SQL.
let db: MigrateUpArgs['db']
const rows = async (query: string) => (await client.execute(query)).rows.map((row) => ({ ...row }))

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-migration-'))
  client = createClient({ url: `file:${path.join(dir, 'cms.db')}` })
  db = drizzle(client) as unknown as MigrateUpArgs['db']
  expect(TARGET).toBeGreaterThan(0)
  for (const migration of migrations.slice(0, TARGET)) {
    await migration.up({ db, payload: undefined as never, req: undefined as never })
  }
  await client.executeMultiple(`
    INSERT INTO customers (id, phone, name, lastname, email, sex, updated_at, created_at)
      VALUES (1, '+79180000001', 'Анна', 'Иванова', 'a@example.ru', 'female', '2026-07-01', '2026-07-01');
    INSERT INTO appeal_topics (id, name, updated_at, created_at) VALUES (1, 'Мусор', '2026-07-01', '2026-07-01');
    INSERT INTO appeals (id, number, status, topic_id, text, owner_id, updated_at, created_at) VALUES
      (1, 'A-2026-000001', 'rejected', 1, 'Не наше', 1, '2026-07-01', '2026-07-01'),
      (2, 'A-2026-000002', 'rejected', 1, 'Не вышло', 1, '2026-07-01', '2026-07-01'),
      (3, 'A-2026-000003', 'resolved', 1, 'Решено', 1, '2026-07-01', '2026-07-01');
    INSERT INTO appeals_history (_order, _parent_id, id, status, at) VALUES
      (1, 1, 'h11', 'new', '2026-07-01'), (2, 1, 'h12', 'rejected', '2026-07-02'),
      (1, 2, 'h21', 'new', '2026-07-01'), (2, 2, 'h22', 'in_progress', '2026-07-02'), (3, 2, 'h23', 'rejected', '2026-07-03'),
      (1, 3, 'h31', 'new', '2026-07-01'), (2, 3, 'h32', 'in_progress', '2026-07-02'), (3, 3, 'h33', 'resolved', '2026-07-03');
    INSERT INTO notifications (id, topic, audience, resident_id, title, body, published_at, updated_at, created_at) VALUES
      (1, 'other', 'resident', 1, 'Обращение A-2026-000001: Отклонено', '{}', '2026-07-02', '2026-07-02', '2026-07-02'),
      (2, 'other', 'resident', 1, 'Ответ на обращение A-2026-000002', '{}', '2026-07-03', '2026-07-03', '2026-07-03'),
      (3, 'other', 'resident', 1, 'Решение по заявлению', '{}', '2026-07-03', '2026-07-03', '2026-07-03'),
      (4, 'other', 'everyone', NULL, 'Обращение A-2026-000003: Решено', '{}', '2026-07-03', '2026-07-03', '2026-07-03');
  `)
  await migrations[TARGET]!.up({ db, payload: undefined as never, req: undefined as never })
})

afterAll(() => {
  client?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('the appeal_statuses migration', () => {
  it('turns «Отклонено» from «Новое» into «Не в нашей компетенции», after «В работе» into «Не удалось решить»', async () => {
    expect(await rows('SELECT id, status FROM appeals ORDER BY id')).toEqual([
      { id: 1, status: 'not_responsible' },
      { id: 2, status: 'unable_to_fix' },
      { id: 3, status: 'resolved' },
    ])
  })

  it('rewrites the history entries to match, leaving every other entry as it was', async () => {
    expect(await rows('SELECT id, status, note FROM appeals_history ORDER BY _parent_id, _order')).toEqual([
      { id: 'h11', status: 'new', note: null },
      { id: 'h12', status: 'not_responsible', note: null },
      { id: 'h21', status: 'new', note: null },
      { id: 'h22', status: 'in_progress', note: null },
      { id: 'h23', status: 'unable_to_fix', note: null },
      { id: 'h31', status: 'new', note: null },
      { id: 'h32', status: 'in_progress', note: null },
      { id: 'h33', status: 'resolved', note: null },
    ])
  })

  it('moves the author’s notifications about an appeal under «Обращения», opening it; nothing else', async () => {
    expect(await rows('SELECT id, topic, link FROM notifications ORDER BY id')).toEqual([
      { id: 1, topic: 'appeal', link: '/moi-obrashcheniya/appeal-1' },
      { id: 2, topic: 'appeal', link: '/moi-obrashcheniya/appeal-2' },
      { id: 3, topic: 'other', link: null },
      { id: 4, topic: 'other', link: null },
    ])
  })

  it('goes back down to the four statuses', async () => {
    await migrations[TARGET]!.down({ db, payload: undefined as never, req: undefined as never })
    expect(await rows('SELECT id, status FROM appeals ORDER BY id')).toEqual([
      { id: 1, status: 'rejected' },
      { id: 2, status: 'rejected' },
      { id: 3, status: 'resolved' },
    ])
    expect(await rows(`SELECT count(*) AS n FROM notifications WHERE topic = 'appeal'`)).toEqual([{ n: 0 }])
  })
})
