#!/usr/bin/env node
// @ts-check
/**
 * Booking throughput for one session: 50 residents book one ticket at a time, all at once,
 * until the session is sold out. Reports booking requests per second, bookings per second, and
 * oversold seats, which must be 0: bookings that hold seats never exceed the session's seats, and its
 * free seats never go below zero (cms/src/bookings/seats.ts takes seats with one conditional UPDATE).
 *
 * Each client signs up by SMS code (the local outbox) from its own made-up address, so per-IP limits
 * do not shape the run. Run alone: `node scripts/bench/booking.mjs` builds (if needed), migrates,
 * seeds and starts its own CMS; `npm run bench` runs it against the bench stack's CMS.
 */
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { VAR_DIR } from '../lib/paths.mjs'
import { stopServers } from '../lib/processes.mjs'
import { ephemeralSecrets } from '../lib/secrets.mjs'
import { buildCms, migrateAndSeed, stackEnv, startCms } from '../lib/stack.mjs'

const CLIENTS = Number(process.env.BENCH_BOOKING_CLIENTS || 50)
const SEATS = Number(process.env.BENCH_BOOKING_SEATS || 500)
const PORT = 3311

/**
 * A JSON answer; `T` is what the caller reads of its body, not checked here.
 *
 * @template T
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ status: number, body: T }>}
 */
async function json(url, init) {
  const response = await fetch(url, init)
  return { status: response.status, body: await response.json() }
}

/**
 * The last code the outbox holds for `phone`.
 *
 * @param {string} outboxFile
 * @param {string} phone
 * @returns {string}
 */
function lastCode(outboxFile, phone) {
  const lines = readFileSync(outboxFile, 'utf8').trim().split('\n')
  /** @type {{ phone: string, code: string }[]} */
  const sms = lines.map((line) => JSON.parse(line)).filter((m) => m.phone === phone)
  // The code sent just before: a missing one throws here, as it always did.
  return /** @type {{ code: string }} */ (sms[sms.length - 1]).code
}

/**
 * Signs a new resident up by SMS code; answers the resident's token.
 *
 * @param {string} cms
 * @param {string} outboxFile
 * @param {number} i
 * @returns {Promise<string>}
 */
async function signUp(cms, outboxFile, i) {
  const phone = `7908${String(Date.now() % 10_000).padStart(4, '0')}${String(i).padStart(3, '0')}`
  const headers = {
    'content-type': 'application/json',
    'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
  }
  const sent = await json(`${cms}/v1/authorize/phone/sendCode`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ phone }),
  })
  if (sent.status !== 200) throw new Error(`sendCode: ${sent.status} ${JSON.stringify(sent.body)}`)
  /** @type {{ status: number, body: { data: { token: string } } }} */
  const login = await json(`${cms}/v1/authorize/phone/loginByCode`, {
    method: 'POST',
    headers,
    // A new phone registers only with the consent to the processing of personal data.
    body: JSON.stringify({ phone, code: lastCode(outboxFile, phone), consent: true }),
  })
  if (login.status !== 200) throw new Error(`loginByCode: ${login.status}`)
  return login.body.data.token
}

/**
 * `cms` is the CMS's base URL; the editor makes the session, the residents sell it out.
 *
 * @param {{ cms: string, editorPassword: string, outboxFile: string, clients?: number, seats?: number }} options
 */
export async function benchBooking({ cms, editorPassword, outboxFile, clients = CLIENTS, seats = SEATS }) {
  /** @type {{ status: number, body: { token: string } }} */
  const login = await json(`${cms}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@anapa.local', password: editorPassword }),
  })
  if (login.status !== 200) throw new Error(`editor login: ${login.status}`)
  const editor = { authorization: `JWT ${login.body.token}`, 'content-type': 'application/json' }
  // A tour of its own: a session has no more seats than its tour's group (cms/src/bookings/schedule.ts).
  /** @type {{ status: number, body: { doc: { id: number } } }} */
  const tour = await json(`${cms}/api/tours`, {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({
      title: 'Замер бронирования',
      slug: `zamer-bronirovaniya-${Date.now()}`,
      kind: 'excursion',
      groupSize: seats,
      _status: 'published',
    }),
  })
  if (tour.status !== 201) throw new Error(`tour: ${tour.status} ${JSON.stringify(tour.body)}`)
  /** @type {{ status: number, body: { doc: { id: number } } }} */
  const session = await json(`${cms}/api/booking-sessions`, {
    method: 'POST',
    headers: editor,
    body: JSON.stringify({
      tour: tour.body.doc.id,
      starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      seats_total: seats,
      price: 1000,
    }),
  })
  if (session.status !== 201) throw new Error(`session: ${session.status} ${JSON.stringify(session.body)}`)
  const sessionId = String(session.body.doc.id)

  const tokens = []
  for (let i = 0; i < clients; i++) tokens.push(await signUp(cms, outboxFile, i))

  let requests = 0
  let booked = 0
  let refused = 0
  /** @type {string[]} */
  const errors = []
  const started = performance.now()
  await Promise.all(
    tokens.map(async (token, i) => {
      const headers = {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      }
      for (;;) {
        /** @type {{ status: number, body: { data: { message?: string } } }} */
        const answer = await json(`${cms}/v1/bookings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ session_id: sessionId, quantity: 1, request_id: randomUUID() }),
        })
        requests++
        if (answer.status === 200) booked++
        else if (answer.status === 422 && answer.body.data.message === 'Недостаточно свободных мест') {
          refused++
          return
        } else {
          errors.push(`${answer.status} ${answer.body.data?.message}`)
          return
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  /** @type {{ status: number, body: { seats_left: number } }} */
  const after = await json(`${cms}/api/booking-sessions/${sessionId}?depth=0`, { headers: editor })
  /** @type {{ status: number, body: { totalDocs: number } }} */
  const holding = await json(
    `${cms}/api/bookings?where[session][equals]=${sessionId}&where[status][not_equals]=cancelled&limit=0`,
    { headers: editor },
  )
  const held = holding.body.totalDocs
  return {
    clients,
    seats,
    requests,
    booked,
    refused,
    errors,
    seconds: Number(seconds.toFixed(2)),
    requestsPerSecond: Number((requests / seconds).toFixed(1)),
    bookingsPerSecond: Number((booked / seconds).toFixed(1)),
    seatsLeft: after.body.seats_left,
    bookingsHoldingSeats: held,
    oversold: Math.max(0, held - seats, -after.body.seats_left, booked - seats),
  }
}

/** @typedef {[measure: string, result: string, budget: string, verdict: string]} Row */

/**
 * @param {Awaited<ReturnType<typeof benchBooking>>} r
 * @returns {[Row, Row]}
 */
export function bookingRows(r) {
  return [
    [
      `booking: one session, ${r.clients} concurrent clients, ${r.seats} seats`,
      `${r.requestsPerSecond} req/s, ${r.bookingsPerSecond} bookings/s (${r.booked} booked in ${r.seconds} s)`,
      'context',
      '',
    ],
    [
      'booking: oversold seats / errors',
      `${r.oversold} / ${r.errors.length} (seats left ${r.seatsLeft}, bookings holding seats ${r.bookingsHoldingSeats})`,
      '0 / 0',
      r.oversold === 0 && r.errors.length === 0 && r.booked === r.seats ? 'ok' : 'MISS',
    ],
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = path.join(VAR_DIR, 'bench', 'booking-data')
  rmSync(dataDir, { recursive: true, force: true })
  const env = stackEnv({ dataDir, cmsPort: PORT, sitePort: 3312, secrets: ephemeralSecrets() })
  ;(async () => {
    await buildCms(env.cms)
    await migrateAndSeed(env.cms)
    await startCms(env.cms, PORT)
    const result = await benchBooking({
      cms: env.apiBaseUrl,
      editorPassword: env.editorPassword,
      outboxFile: env.cms.SMS_OUTBOX_FILE,
    })
    console.log(JSON.stringify(result, null, 2))
    for (const row of bookingRows(result)) console.log(row.join(' | '))
    if (bookingRows(result)[1][3] !== 'ok') process.exitCode = 1
  })()
    .catch((error) => {
      console.error(error)
      process.exitCode = 1
    })
    .finally(() => stopServers().then(() => process.exit()))
}
