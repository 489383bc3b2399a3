/**
 * BENCH ONLY — never part of `npm start` or the demo seed. `tsx src/scripts/benchResidents.ts <count> <file>`
 * creates `count` signed-in residents in the CMS at DATABASE_URL for the alert burst of
 * docs/architecture.md#8-budgets-measured-by-npm-run-bench-never-by-timed-tests (scripts/bench/burst.mjs):
 * each a customer with a phone of its own and one live session, and writes their tokens to `file`
 * (owner-only) as `{ residents: [{ token, phone, lastname }] }`.
 *
 * Sessions are made as a sign-in makes them (residents/tokens.ts: an opaque token, only its SHA-256
 * stored, 30 days), but the rows go in bulk, past SMS codes and Payload's per-document operations:
 * a thousand sign-ins would spend the phone and IP limits the sign-in is built to enforce
 * (docs/architecture.md#4-session-and-security-rules) and minutes of the bench. Re-runnable: the
 * residents of an earlier run, and their sessions, go first.
 */
import { writeFileSync } from 'node:fs'
import { getPayload } from 'payload'

import { rows, sql } from '@/db/rows'
import config from '@/payload.config'
import { newSessionToken, SESSION_TTL_MS } from '@/residents/tokens'

/** +7 (999) 200-XX-XX: numbers no operator issues to people, apart from the demo resident's 79990000001. */
const PHONE_PREFIX = '7999200'
const MAX_RESIDENTS = 10_000
/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound parameters. */
const BATCH = 200

const count = Number(process.argv[2])
const file = process.argv[3]
if (!Number.isInteger(count) || count < 1 || count > MAX_RESIDENTS) {
  throw new Error(`count must be an integer from 1 to ${MAX_RESIDENTS}, not ${process.argv[2]}`)
}
if (!file) throw new Error('usage: benchResidents.ts <count> <file>')

const payload = await getPayload({ config })
const benchPhones = `${PHONE_PREFIX}%`
await rows(
  payload,
  sql`DELETE FROM customer_sessions WHERE customer_id IN (SELECT id FROM customers WHERE phone LIKE ${benchPhones})`,
)
await rows(payload, sql`DELETE FROM customers WHERE phone LIKE ${benchPhones}`)

const now = new Date()
const createdAt = now.toISOString()
const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString()
const residents: { token: string; phone: string; lastname: string }[] = []
for (let from = 0; from < count; from += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => {
    const number = String(from + i).padStart(4, '0')
    return { phone: `${PHONE_PREFIX}${number}`, lastname: `Нагрузочный-${number}` }
  })
  const customers = await rows<{ id: number; phone: string }>(
    payload,
    sql`INSERT INTO customers (phone, name, lastname, updated_at, created_at) VALUES ${sql.join(
      batch.map((r) => sql`(${r.phone}, ${'Житель'}, ${r.lastname}, ${createdAt}, ${createdAt})`),
      sql`, `,
    )} RETURNING id, phone`,
  )
  const idByPhone = new Map(customers.map((c) => [c.phone, Number(c.id)]))
  const sessions = batch.map((resident) => {
    const customerId = idByPhone.get(resident.phone)
    if (customerId === undefined) throw new Error(`no customer row came back for ${resident.phone}`)
    const { token, tokenHash } = newSessionToken()
    residents.push({ token, ...resident })
    return sql`(${tokenHash}, ${customerId}, ${'code'}, ${expiresAt}, ${createdAt}, ${createdAt})`
  })
  await rows(
    payload,
    sql`INSERT INTO customer_sessions (token_hash, customer_id, method, expires_at, updated_at, created_at) VALUES ${sql.join(
      sessions,
      sql`, `,
    )}`,
  )
}
// The tokens are live sessions: readable by the bench's user only.
writeFileSync(file, JSON.stringify({ residents }), { mode: 0o600 })
console.log(JSON.stringify({ residents: residents.length, ms: Math.round(Date.now() - now.getTime()) }))
process.exit(0)
