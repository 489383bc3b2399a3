import type { Payload } from 'payload'
import sharp from 'sharp'

import { holdExpiresAt } from '@anapa/shared/bookings/seats'
import { rows, sql } from '../../bookings/db'
import { takeSeats } from '../../bookings/seats'
import { env } from '../../env'
import type { Counts } from '../report'
import { DEMO_RESIDENT_PHONE } from './demoResident'

/** The topics the issue names, in the order the form lists them. */
export const APPEAL_TOPICS = [
  'Благоустройство',
  'Пляжи',
  'Дороги и транспорт',
  'ЖКХ',
  'Мусор',
  'Шум',
  'Другое',
] as const

/** Appeal topics (issue 12), matched by name. */
export async function ensureAppealTopics(payload: Payload, counts: Counts): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [index, name] of APPEAL_TOPICS.entries()) {
    const found = await payload.find({
      collection: 'appeal-topics',
      where: { name: { equals: name } },
      limit: 1,
      depth: 0,
    })
    const topic =
      found.docs[0] ?? (await payload.create({ collection: 'appeal-topics', data: { name, order: (index + 1) * 10 } }))
    if (found.docs[0]) counts.existing++
    else counts.created++
    ids.set(name, topic.id)
  }
  return ids
}

const DAY = 86_400_000
/** 10:00 and 18:00 in Anapa (UTC+3). */
const SESSION_HOURS_UTC = [7, 15]

function sessionTimes(now: Date, days: readonly number[]): string[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return days.map((d, i) => new Date(midnight + d * DAY + SESSION_HOURS_UTC[i % 2]! * 3_600_000).toISOString())
}

/**
 * Bookable sessions (issue 12) for the first published events and tours: three upcoming sessions
 * each (in 3, 7 and 14 days), 20 or 12 seats, the item's "from" price. An item that has any session
 * already is left alone, so running the seed again adds none.
 */
export async function ensureBookingSessions(payload: Payload, counts: Counts, now: Date): Promise<void> {
  for (const collection of ['events', 'tours'] as const) {
    const { docs } = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      sort: 'createdAt',
      limit: collection === 'events' ? 3 : 4,
      depth: 0,
    })
    const field = collection === 'events' ? 'event' : 'tour'
    for (const item of docs) {
      const has = await payload.count({ collection: 'booking-sessions', where: { [field]: { equals: item.id } } })
      if (has.totalDocs > 0) {
        counts.existing++
        continue
      }
      counts.created++
      const price = typeof item.priceFrom === 'number' && item.priceFrom > 0 ? item.priceFrom : 1500
      for (const starts_at of sessionTimes(now, [3, 7, 14])) {
        await payload.create({
          collection: 'booking-sessions',
          data: { [field]: item.id, starts_at, seats_total: collection === 'events' ? 20 : 12, price },
        })
      }
    }
  }
}

async function demoPhoto(label: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420">
    <rect width="100%" height="100%" fill="${color}"/>
    <rect x="0" y="300" width="640" height="120" fill="#7a6a55"/>
    <text x="32" y="80" font-family="sans-serif" font-size="30" fill="#fff">${label}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer()
}

async function createPhoto(payload: Payload, owner: number | null, label: string, color: string, attached: boolean) {
  const id = crypto.randomUUID()
  const data = await demoPhoto(label, color)
  return payload.create({
    collection: 'appeal-photos',
    data: { id, owner, attached },
    file: { data, mimetype: 'image/jpeg', name: `${id}.jpg`, size: data.byteLength },
    depth: 0,
  })
}

const DEMO_APPEALS = [
  {
    request_id: '7c0e4b1a-0d2f-4c3e-9a11-000000000001',
    number: 'A-2026-900001',
    topic: 'Мусор',
    text: 'Во дворе дома по ул. Крымской третью неделю не вывозят мусор, контейнеры переполнены.',
    address: 'ул. Крымская, 120',
    location: { lat: 44.8951, lon: 37.3165 },
    photo: true,
    steps: ['in_progress', 'resolved'] as const,
    answer: 'Управляющая компания вывезла мусор и восстановила график вывоза: по вторникам и пятницам.',
  },
  {
    request_id: '7c0e4b1a-0d2f-4c3e-9a11-000000000002',
    number: 'A-2026-900002',
    topic: 'Дороги и транспорт',
    text: 'На Пионерском проспекте у остановки «Джемете» глубокая яма на проезжей части, машины объезжают по встречной.',
    address: 'Пионерский проспект, 57',
    location: { lat: 44.9311, lon: 37.2794 },
    photo: false,
    steps: ['in_progress'] as const,
    answer: null,
  },
  {
    request_id: '7c0e4b1a-0d2f-4c3e-9a11-000000000003',
    number: 'A-2026-900003',
    topic: 'Пляжи',
    text: 'На центральном пляже сломана кабинка для переодевания у спуска с набережной.',
    address: '',
    location: { lat: 44.8985, lon: 37.3127 },
    photo: false,
    steps: [] as const,
    answer: null,
  },
]

/**
 * The demo resident's appeals (issue 12): one answered and resolved with a photo and an answer photo,
 * one in work, one new. Matched by their fixed numbers.
 */
export async function ensureDemoAppeals(payload: Payload, counts: Counts, topics: Map<string, number>): Promise<void> {
  const resident = await demoResidentId(payload)
  if (resident === null) return
  for (const demo of DEMO_APPEALS) {
    const found = await payload.count({ collection: 'appeals', where: { number: { equals: demo.number } } })
    if (found.totalDocs > 0) {
      counts.existing++
      continue
    }
    counts.created++
    const photos = demo.photo
      ? [(await createPhoto(payload, resident, 'Переполненные контейнеры', '#5d7f95', true)).id]
      : []
    const appeal = await payload.create({
      collection: 'appeals',
      data: {
        number: demo.number,
        owner: resident,
        request_id: demo.request_id,
        topic: topics.get(demo.topic)!,
        text: demo.text,
        address: demo.address || null,
        lat: demo.location.lat,
        lon: demo.location.lon,
        photos,
        status: 'new',
      },
      depth: 0,
    })
    for (const status of demo.steps) {
      const answer =
        status === 'resolved' && demo.answer
          ? {
              answer_text: demo.answer,
              answer_photos: [(await createPhoto(payload, null, 'Площадка убрана', '#6f9a6b', true)).id],
            }
          : {}
      await payload.update({ collection: 'appeals', id: appeal.id, data: { status, ...answer }, depth: 0 })
    }
  }
}

async function demoResidentId(payload: Payload): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { phone: { equals: DEMO_RESIDENT_PHONE } },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.id ?? null
}

/**
 * The demo resident's bookings (issue 12): an upcoming paid one with its ticket, an upcoming
 * cancelled one, and a used one of a past session (a past session is created for it). Matched by
 * fixed numbers; upcoming seats are taken from the session like a real booking's.
 */
export async function ensureDemoBookings(payload: Payload, counts: Counts, now: Date): Promise<void> {
  const resident = await demoResidentId(payload)
  if (resident === null) return
  const { docs: sessions } = await payload.find({
    collection: 'booking-sessions',
    where: { starts_at: { greater_than: now.toISOString() } },
    sort: 'starts_at',
    limit: 2,
    depth: 0,
  })
  const [upcoming, other] = sessions
  if (!upcoming) return
  const plans = [
    { number: 'B-2026-900001', session: upcoming, quantity: 2, status: 'paid' as const },
    { number: 'B-2026-900002', session: other ?? upcoming, quantity: 1, status: 'cancelled' as const },
    { number: 'B-2026-900003', session: null, quantity: 3, status: 'used' as const },
  ]
  for (const plan of plans) {
    const found = await payload.count({ collection: 'bookings', where: { number: { equals: plan.number } } })
    if (found.totalDocs > 0) {
      counts.existing++
      continue
    }
    counts.created++
    let session = plan.session
    if (!session) {
      // A session that took place ten days ago, of the same item as the first upcoming one.
      session = await payload.create({
        collection: 'booking-sessions',
        data: {
          event: upcoming.event ?? null,
          tour: upcoming.tour ?? null,
          starts_at: new Date(now.getTime() - 10 * DAY).toISOString(),
          seats_total: 12,
          price: upcoming.price,
        },
        depth: 0,
      })
    }
    if (plan.status === 'paid' || plan.status === 'used') {
      if (new Date(session.starts_at) > now && (await takeSeats(payload, session.id, plan.quantity, now)) === null)
        continue
      if (new Date(session.starts_at) <= now) {
        // A past session's seats: the same decrement, without the "not started yet" condition.
        await rows(
          payload,
          sql`UPDATE booking_sessions SET seats_left = seats_left - ${plan.quantity} WHERE id = ${session.id} RETURNING id`,
        )
      }
    }
    const created = new Date(Math.min(now.getTime(), new Date(session.starts_at).getTime() - 2 * DAY))
    await payload.create({
      collection: 'bookings',
      data: {
        number: plan.number,
        owner: resident,
        session: session.id,
        starts_at: session.starts_at,
        quantity: plan.quantity,
        total: session.price * plan.quantity,
        status: plan.status,
        hold_expires_at: holdExpiresAt(created, env.bookingHoldMinutes).toISOString(),
        paid_at: plan.status === 'cancelled' ? null : created.toISOString(),
        cancelled_at: plan.status === 'cancelled' ? now.toISOString() : null,
        payment_provider: 'test',
        payment_id: plan.status === 'cancelled' ? null : `test-${plan.number}`,
        ticket_reference: plan.status === 'cancelled' ? null : plan.number,
        request_id: crypto.randomUUID(),
      },
      depth: 0,
    })
  }
}
