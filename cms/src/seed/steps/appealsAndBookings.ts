import type { Payload } from 'payload'
import sharp from 'sharp'

import { ACCESSIBILITY_TOPIC_NAME } from '@anapa/shared/appeals/topics'
import { groupCap } from '@anapa/shared/bookings/schedule'
import { holdExpiresAt } from '@anapa/shared/bookings/seats'
import { rows, sql } from '@/db/rows'
import { takeSeats } from '@/bookings/seats'
import { env } from '@/env'
import type { BookingSession } from '@/payload-types'
import { TOURS } from '@/seed/data/tours'
import { anapaDay } from '@/seed/dates'
import { DEFAULT_TOUR_SEATS, eventSessionPlan, tourDepartureAt, tourSessionPlan } from '@/seed/sessions'
import type { Counts } from '@/seed/report'
import { DEMO_RESIDENT_PHONE } from './demoResident'

/** The appeal topics a fresh install offers, in the order the form lists them. */
export const APPEAL_TOPICS = [
  'Благоустройство',
  'Пляжи',
  'Дороги и транспорт',
  'ЖКХ',
  'Мусор',
  'Шум',
  ACCESSIBILITY_TOPIC_NAME,
  'Другое',
] as const

/**
 * Topics about one's own home or neighbours: their appeals are private unless the resident chooses
 * otherwise (docs/decisions/0051-public-appeals-and-open311.md).
 */
const PERSONAL_TOPICS: ReadonlySet<string> = new Set(['ЖКХ', 'Шум'])

/** Appeal topics, matched by name. */
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
      found.docs[0] ??
      (await payload.create({
        collection: 'appeal-topics',
        data: { name, order: (index + 1) * 10, personal: PERSONAL_TOPICS.has(name) },
      }))
    if (found.docs[0]) counts.existing++
    else counts.created++
    ids.set(name, topic.id)
  }
  return ids
}

const DAY = 86_400_000
/** Events and tours the seed gives sessions. */
const SEEDED_EVENTS = 4
const SEEDED_TOURS = 4

/**
 * Bookable sessions, by the rules editors are held to (seed/sessions.ts): the first
 * published paid events that are still ahead get their own dates and times, 20 seats each; the
 * first published tours run in 3, 7 and 14 days at the hour they state (a sunset walk before
 * sunset), as many seats as their group. Each at the item's "from" price. An item that has any
 * session already is left alone, so running the seed again adds none.
 */
export async function ensureBookingSessions(payload: Payload, counts: Counts, now: Date): Promise<void> {
  const { docs: events } = await payload.find({
    collection: 'events',
    where: { _status: { equals: 'published' }, priceFrom: { greater_than: 0 } },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
  })
  const eventPlans = events
    .map((event) => ({ item: event, price: event.priceFrom ?? 0, sessions: eventSessionPlan(event, now) }))
    .filter((plan) => plan.sessions.length > 0)
    .slice(0, SEEDED_EVENTS)
  const { docs: tours } = await payload.find({
    collection: 'tours',
    where: { _status: { equals: 'published' } },
    sort: 'createdAt',
    limit: SEEDED_TOURS,
    depth: 0,
  })
  const tourPlans = tours.map((tour) => ({
    item: tour,
    price: typeof tour.priceFrom === 'number' && tour.priceFrom > 0 ? tour.priceFrom : 1500,
    sessions: tourSessionPlan({ ...tour, departs: seedTour(tour.slug)?.departs }, now),
  }))
  for (const [field, plans] of [
    ['event', eventPlans],
    ['tour', tourPlans],
  ] as const) {
    for (const plan of plans) {
      const has = await payload.count({ collection: 'booking-sessions', where: { [field]: { equals: plan.item.id } } })
      if (has.totalDocs > 0) {
        counts.existing++
        continue
      }
      counts.created++
      for (const session of plan.sessions) {
        await payload.create({
          collection: 'booking-sessions',
          data: { [field]: plan.item.id, ...session, price: plan.price },
        })
      }
    }
  }
}

const seedTour = (slug: string) => TOURS.find((tour) => tour.slug === slug)

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
 * The demo resident's appeals: one answered and resolved with a photo and an answer photo,
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
 * The demo resident's bookings: an upcoming paid one with its ticket, an upcoming
 * cancelled one, and a used one of a past session (a past session is created for it). Matched by
 * fixed numbers; upcoming seats are taken from the session like a real booking's.
 */
export async function ensureDemoBookings(payload: Payload, counts: Counts, now: Date): Promise<void> {
  const resident = await demoResidentId(payload)
  if (resident === null) return
  // Two days ahead at least: the demo's paid booking can still be cancelled (a day before at most).
  const { docs: sessions } = await payload.find({
    collection: 'booking-sessions',
    where: { starts_at: { greater_than: new Date(now.getTime() + 2 * DAY).toISOString() } },
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
    if (!session) session = await pastTourSession(payload, now)
    if (!session) continue
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

/**
 * A session that took place ten days ago, of the first seeded tour, at the hour it sets off (an
 * event's sessions are its own dates, so a past one can only be of a past event).
 */
async function pastTourSession(payload: Payload, now: Date): Promise<BookingSession | null> {
  const { docs } = await payload.find({
    collection: 'booking-sessions',
    where: { tour: { exists: true }, starts_at: { greater_than: now.toISOString() } },
    sort: 'starts_at',
    limit: 1,
    depth: 1,
  })
  const tour = docs[0]?.tour
  if (!docs[0] || !tour || typeof tour !== 'object') return null
  const starts_at = tourDepartureAt({ ...tour, departs: seedTour(tour.slug)?.departs }, anapaDay(now, -10))
  const seats_total = groupCap(tour.groupSize) ?? DEFAULT_TOUR_SEATS
  return payload.create({
    collection: 'booking-sessions',
    data: { tour: tour.id, starts_at, seats_total, price: docs[0].price },
    depth: 0,
  })
}
