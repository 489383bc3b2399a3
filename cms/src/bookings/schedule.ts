import type { DateFieldValidation, NumberFieldSingleValidation, Payload, PayloadRequest } from 'payload'
import { date, number } from 'payload/shared'

import {
  eventScheduleMessage,
  fitsGroup,
  groupCap,
  groupSizeMessage,
  isEventSessionStart,
  offeredSeats,
  whyNotBookable,
} from '@anapa/shared/bookings/schedule'
import { ContractError } from '@/contract/http'
import type { BookingSession, Event, Tour } from '@/payload-types'
import { SESSION_NOT_FOUND } from './bookings'

/**
 * A session belongs to its item's real schedule (@anapa/shared/bookings/schedule): the editor's save
 * is refused outside it, with the rule's Russian message on the field; the lists and the booking
 * call apply the same rules again, so a session left behind by a moved event or a smaller group
 * is never offered or sold either.
 */

type Relation = number | string | { id: number | string } | null | undefined

/** A relationship's id, whether the form sent an id or a populated document. */
function idOf(value: Relation): number | null {
  const raw = value !== null && typeof value === 'object' ? value.id : value
  const id = typeof raw === 'string' ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

async function findItem<C extends 'events' | 'tours'>(req: PayloadRequest, collection: C, value: Relation) {
  const id = idOf(value)
  if (id === null) return null
  return req.payload.findByID({ collection, id, depth: 0, disableErrors: true, req })
}

type SessionSiblings = Partial<Pick<BookingSession, 'event' | 'tour'>>

/** `starts_at`: an event's session starts at the event's own date and time. */
export const validateSessionStart: DateFieldValidation = async (value, args) => {
  const base = date(value, args)
  if (base !== true || !value) return base
  const event = await findItem(args.req, 'events', (args.siblingData as SessionSiblings).event)
  if (!event) return true
  return isEventSessionStart(event, value) || eventScheduleMessage(event)
}

/** `seats_total`: a tour's session has no more seats than the tour's group. */
export const validateSeatsTotal: NumberFieldSingleValidation = async (value, args) => {
  const base = number(value, args)
  if (base !== true || typeof value !== 'number') return base
  const tour = await findItem(args.req, 'tours', (args.siblingData as SessionSiblings).tour)
  const cap = groupCap(tour?.groupSize)
  return cap === null || fitsGroup(value, cap) || groupSizeMessage(cap)
}

type Item = { event: Event; tour?: never } | { tour: Tour; event?: never }

async function findPublished<C extends 'events' | 'tours'>(payload: Payload, collection: C, id: number) {
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** A session's published event or tour, as residents see it; null when it is not published. */
export async function publishedItemOf(
  payload: Payload,
  session: Pick<BookingSession, 'event' | 'tour'>,
): Promise<Item | null> {
  const eventId = idOf(session.event)
  if (eventId !== null) {
    const event = await findPublished(payload, 'events', eventId)
    return event ? { event } : null
  }
  const tourId = idOf(session.tour)
  const tour = tourId === null ? null : await findPublished(payload, 'tours', tourId)
  return tour ? { tour } : null
}

/** Why a session of this item cannot be booked at `now`, or null (@anapa/shared/bookings/schedule). */
export function whyNotBookableSession(
  session: Pick<BookingSession, 'starts_at'>,
  item: { event?: Event; tour?: Tour },
  now: Date,
): string | null {
  return whyNotBookable(session.starts_at, now, item.event)
}

/**
 * Before seats are taken: the session's item must be published (404 as for an unknown session),
 * and the session bookable at `now` (422 with the reason). Answers the tour's group size, which
 * caps the seats sold (seats.ts takeSeats).
 */
export async function bookableSession(
  payload: Payload,
  session: Pick<BookingSession, 'event' | 'tour' | 'starts_at'>,
  now: Date,
): Promise<{ groupSize: number | null }> {
  const item = await publishedItemOf(payload, session)
  if (!item) throw new ContractError(404, SESSION_NOT_FOUND)
  const why = whyNotBookableSession(session, item, now)
  if (why) throw new ContractError(422, why)
  return { groupSize: groupCap(item.tour?.groupSize) }
}

/**
 * The sessions an item offers at `now`: those that can still be booked, with seats no more than
 * the tour's group (a session saved before the group shrank offers the group, less what it sold).
 */
export function offeredSessions(
  sessions: readonly BookingSession[],
  item: { event?: Event; tour?: Tour },
  now: Date,
): BookingSession[] {
  return sessions
    .filter((session) => whyNotBookableSession(session, item, now) === null)
    .map((session) => ({
      ...session,
      ...offeredSeats({ seats_total: session.seats_total, seats_left: session.seats_left ?? 0 }, item.tour?.groupSize),
    }))
}
