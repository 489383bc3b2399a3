import type { Payload } from 'payload'

import { EVENTS } from '@/seed/data/events'
import { momentAt } from '@/seed/dates'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, placedPageFields } from './catalogue'

/**
 * Creates the missing afisha events, matched by slug. Their dates are counted from `now`, the
 * day of the first seed, so a fresh demo always has past, today's, weekend and upcoming events.
 */
export async function ensureEvents(payload: Payload, report: SeedReport, now: Date): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'events',
    matchBy: 'slug',
    filePrefix: 'event',
    items: EVENTS,
    counts: report.events,
    toData: (event, pictures) => ({
      ...placedPageFields(event, pictures),
      slug: event.slug,
      category: event.category,
      startsAt: momentAt(now, event.starts),
      endsAt: event.ends ? momentAt(now, event.ends) : null,
      venue: event.venue,
      ageLimit: event.ageLimit,
      priceFrom: event.priceFrom,
      ticketUrl: event.ticketUrl ?? null,
    }),
  })
}
