import config from '@payload-config'
import { getPayload } from 'payload'

import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { isSlug } from '@anapa/shared/text/slug'
import type { Event, Tour } from '@/payload-types'
import { offeredSessions } from './schedule'
import { releaseExpiredHolds } from './seats'
import { toSession } from './bookings'

const MAX_SESSIONS = 100
const NOT_FOUND = { events: 'Событие не найдено', tours: 'Экскурсия не найдена' } as const

type Context = { params: Promise<{ slug: string }> }

/**
 * GET /v1/events/{slug}/sessions and /v1/tours/{slug}/sessions: the published item's sessions that
 * can still be booked, soonest first, with the seats left (expired holds released first). That is
 * sessions not yet started; of an event, only its own dates and times while it has not finished;
 * of a tour, no more seats than its group (bookings/schedule.ts).
 */
export function sessionsRoute(collection: 'events' | 'tours') {
  return contractRoute(async (_request: Request, { params }: Context) => {
    const payload = await getPayload({ config })
    const { slug } = await params
    if (!isSlug(slug)) throw new ContractError(404, NOT_FOUND[collection])
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug }, _status: { equals: 'published' } },
      limit: 1,
      depth: 0,
    })
    if (!docs[0]) throw new ContractError(404, NOT_FOUND[collection])
    await releaseExpiredHolds(payload)
    const field = collection === 'events' ? 'event' : 'tour'
    const now = new Date()
    const sessions = await payload.find({
      collection: 'booking-sessions',
      where: { [field]: { equals: docs[0].id }, starts_at: { greater_than: now.toISOString() } },
      sort: 'starts_at',
      limit: MAX_SESSIONS,
      depth: 0,
    })
    const item = collection === 'events' ? { event: docs[0] as Event } : { tour: docs[0] as Tour }
    return ok(offeredSessions(sessions.docs, item, now).map(toSession))
  })
}
