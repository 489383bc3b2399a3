import { randomBytes } from 'node:crypto'

import { isEventSessionStart } from '@anapa/shared/bookings/schedule'
import { anapaTimeText } from '@anapa/shared/time/anapaClock'
import { anapaDay } from '@/seed/dates'
import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Sessions that tell the truth, against the real CMS seeded at test time: an event's sessions are
 * its own dates and times, a tour's seats are bounded by its group, editors cannot save a session
 * outside either (the Russian message is on the field), and a session that has started, or whose
 * event has ended or moved, is neither listed nor bookable. The rules themselves are unit-tested in
 * packages/shared/src/bookings/schedule.test.ts.
 */
const { get, post, signUp } = residentClient('198.51.100.21')
const uuid = () => crypto.randomUUID()
const HOUR = 3_600_000

type Session = { id: string; starts_at: string; seats_total: number; seats_left: number; price: number }
type FieldErrors = { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }

/** An Anapa wall-clock time `days` days from today, as an ISO instant. */
const mskAt = (days: number, time: string) => new Date(`${anapaDay(new Date(), days)}T${time}:00+03:00`).toISOString()
const unique = () => randomBytes(4).toString('hex')

async function newEvent(startsAt: string, endsAt: string | null): Promise<{ id: number; slug: string }> {
  const slug = `seans-proverka-${unique()}`
  const created = await asEditor<{ doc: { id: number; slug: string } }>('POST', '/api/events', {
    title: `Проверка сеансов ${slug}`,
    slug,
    category: 'concert',
    startsAt,
    endsAt,
    priceFrom: 500,
    _status: 'published',
  })
  expect(created.status).toBe(201)
  return created.json.doc
}

async function newTour(groupSize: number): Promise<{ id: number; slug: string }> {
  const slug = `tur-proverka-${unique()}`
  const created = await asEditor<{ doc: { id: number; slug: string } }>('POST', '/api/tours', {
    title: `Проверка группы ${slug}`,
    slug,
    kind: 'excursion',
    groupSize,
    priceFrom: 1000,
    _status: 'published',
  })
  expect(created.status).toBe(201)
  return created.json.doc
}

const saveSession = (data: Record<string, unknown>) =>
  asEditor<FieldErrors & { doc?: { id: number } }>('POST', '/api/booking-sessions', { price: 900, ...data })

const fieldErrors = (answer: { json: FieldErrors }) =>
  answer.json.errors?.[0]?.data?.errors?.map((e) => [e.path, e.message])

const listed = async (kind: 'events' | 'tours', slug: string) =>
  (await get(`/v1/${kind}/${slug}/sessions`)).body.data as unknown as Session[]

const book = (token: string, session_id: number | string, quantity = 1) =>
  post('/v1/bookings', { session_id: String(session_id), quantity, request_id: uuid() }, token)

describe('an event’s sessions are its own dates and times', () => {
  it('every seeded event lists only sessions at its own dates and times', async () => {
    const sessions = await asEditor<{ docs: { event: number | null }[] }>(
      'GET',
      '/api/booking-sessions?where[event][exists]=true&limit=0&depth=0',
    )
    const eventIds = [...new Set(sessions.json.docs.map((s) => s.event).filter((id): id is number => id !== null))]
    expect(eventIds.length).toBeGreaterThan(0)
    for (const id of eventIds) {
      const event = await asEditor<{ slug: string; startsAt: string; endsAt: string | null }>(
        'GET',
        `/api/events/${id}?depth=0`,
      )
      const offered = await listed('events', event.json.slug)
      for (const session of offered) expect(isEventSessionStart(event.json, session.starts_at)).toBe(true)
    }
  })

  it('the children’s party of tomorrow at 11:00 offers exactly that session', async () => {
    const found = await asEditor<{ docs: { slug: string; startsAt: string }[] }>(
      'GET',
      '/api/events?where[slug][equals]=detskiy-prazdnik-morskoe-puteshestvie&depth=0',
    )
    const party = found.json.docs[0]!
    // The seed dates it tomorrow from the day it ran (which may be yesterday by now, around midnight).
    expect(anapaTimeText(new Date(party.startsAt))).toBe('11:00')
    expect((await listed('events', party.slug)).map((s) => s.starts_at)).toEqual([party.startsAt])
  })

  it('refuses an editor’s session at another date or time, with the event’s schedule in Russian', async () => {
    const event = await newEvent(mskAt(3, '11:00'), mskAt(3, '13:00'))
    const schedule = `Сеанс должен совпадать с датой и временем события: ${anapaDay(new Date(), 3).split('-').reverse().join('.')} в 11:00`
    for (const starts_at of [mskAt(5, '11:00'), mskAt(3, '10:00'), mskAt(2, '11:00')]) {
      const refused = await saveSession({ event: event.id, starts_at, seats_total: 20 })
      expect(refused.status).toBe(400)
      expect(fieldErrors(refused)).toEqual([['starts_at', schedule]])
    }
    const saved = await saveSession({ event: event.id, starts_at: mskAt(3, '11:00'), seats_total: 20 })
    expect(saved.status).toBe(201)
    const id = saved.json.doc!.id
    // Moving it off the schedule later is refused the same way, and nothing changes.
    const moved = await asEditor<FieldErrors>('PATCH', `/api/booking-sessions/${id}`, { starts_at: mskAt(4, '11:00') })
    expect(moved.status).toBe(400)
    expect(fieldErrors(moved)).toEqual([['starts_at', schedule]])
    expect((await listed('events', event.slug)).map((s) => [s.id, s.starts_at])).toEqual([
      [String(id), mskAt(3, '11:00')],
    ])
  })

  it('a festival of several days takes its start time on each of its days, and no other day', async () => {
    const event = await newEvent(mskAt(3, '12:00'), mskAt(4, '22:00'))
    expect((await saveSession({ event: event.id, starts_at: mskAt(3, '12:00'), seats_total: 20 })).status).toBe(201)
    expect((await saveSession({ event: event.id, starts_at: mskAt(4, '12:00'), seats_total: 20 })).status).toBe(201)
    const after = await saveSession({ event: event.id, starts_at: mskAt(5, '12:00'), seats_total: 20 })
    expect(fieldErrors(after)?.[0]?.[1]).toMatch(
      /^Сеанс должен совпадать с датой и временем события: с .+ по .+ в 12:00$/,
    )
    expect((await listed('events', event.slug)).map((s) => s.starts_at)).toEqual([mskAt(3, '12:00'), mskAt(4, '12:00')])
  })
})

describe('a tour’s group bounds its sessions’ seats', () => {
  it('the seeded sunset walk for up to 10 offers no more than 10 seats, and not at 10:00', async () => {
    const offered = await listed('tours', 'yakhta-vdol-vysokogo-berega')
    expect(offered.length).toBeGreaterThan(0)
    for (const session of offered) {
      expect(session.seats_total).toBeLessThanOrEqual(10)
      expect(new Date(session.starts_at).toISOString().slice(11, 16)).not.toBe('07:00')
    }
  })

  it('refuses an editor’s session with more seats than the group, in Russian', async () => {
    const tour = await newTour(10)
    const refused = await saveSession({ tour: tour.id, starts_at: mskAt(6, '10:00'), seats_total: 12 })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)).toEqual([['seats_total', 'Мест в сеансе не больше, чем человек в группе (10)']])
    const saved = await saveSession({ tour: tour.id, starts_at: mskAt(6, '10:00'), seats_total: 10 })
    expect(saved.status).toBe(201)
    const grown = await asEditor<FieldErrors>('PATCH', `/api/booking-sessions/${saved.json.doc!.id}`, {
      seats_total: 11,
    })
    expect(grown.status).toBe(400)
    expect(fieldErrors(grown)).toEqual([['seats_total', 'Мест в сеансе не больше, чем человек в группе (10)']])
  })

  it('a group made smaller later caps what an older session offers and sells', async () => {
    const tour = await newTour(12)
    const saved = await saveSession({ tour: tour.id, starts_at: mskAt(6, '10:00'), seats_total: 12 })
    const id = String(saved.json.doc!.id)
    const token = await signUp()
    expect((await book(token, id, 4)).status).toBe(200)
    expect((await asEditor('PATCH', `/api/tours/${tour.id}`, { groupSize: 10 })).status).toBe(200)
    expect(await listed('tours', tour.slug)).toEqual([expect.objectContaining({ id, seats_total: 10, seats_left: 6 })])
    const tooMany = await book(token, id, 7)
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.data.message).toBe('Недостаточно свободных мест')
    expect((await book(token, id, 6)).status).toBe(200)
    expect(await listed('tours', tour.slug)).toEqual([expect.objectContaining({ id, seats_total: 10, seats_left: 0 })])
  })
})

describe('ended sessions are never offered or booked', () => {
  it('a tour session that has started is not listed, and booking it is 422', async () => {
    const tour = await newTour(10)
    const started = await saveSession({
      tour: tour.id,
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      seats_total: 10,
    })
    expect(started.status).toBe(201)
    expect(await listed('tours', tour.slug)).toEqual([])
    const answer = await book(await signUp(), started.json.doc!.id)
    expect(answer.status).toBe(422)
    expect(answer.body.data.message).toBe('Сеанс уже начался')
  })

  it('a session of an event that has ended is not listed, and booking it is 422', async () => {
    // An exhibition that opened yesterday for four days; its session of tomorrow is on sale…
    const event = await newEvent(mskAt(-1, '10:00'), mskAt(2, '18:00'))
    const saved = await saveSession({ event: event.id, starts_at: mskAt(1, '10:00'), seats_total: 20 })
    expect(saved.status).toBe(201)
    expect((await listed('events', event.slug)).map((s) => s.id)).toEqual([String(saved.json.doc!.id)])
    // …until the exhibition closes early.
    const closed = await asEditor('PATCH', `/api/events/${event.id}`, {
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(closed.status).toBe(200)
    expect(await listed('events', event.slug)).toEqual([])
    const answer = await book(await signUp(), saved.json.doc!.id)
    expect(answer.status).toBe(422)
    expect(answer.body.data.message).toBe('Событие уже закончилось')
  })

  it('a session left behind by a moved event is not listed, and booking it is 422', async () => {
    const event = await newEvent(mskAt(3, '19:00'), mskAt(3, '21:00'))
    const saved = await saveSession({ event: event.id, starts_at: mskAt(3, '19:00'), seats_total: 20 })
    expect(saved.status).toBe(201)
    const moved = await asEditor('PATCH', `/api/events/${event.id}`, {
      startsAt: mskAt(3, '20:00'),
      endsAt: mskAt(3, '22:00'),
    })
    expect(moved.status).toBe(200)
    expect(await listed('events', event.slug)).toEqual([])
    const answer = await book(await signUp(), saved.json.doc!.id)
    expect(answer.status).toBe(422)
    expect(answer.body.data.message).toBe('Сеанс не совпадает с расписанием события')
  })
})
