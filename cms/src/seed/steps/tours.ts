import type { Payload } from 'payload'

import { TOURS } from '@/seed/data/tours'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, groupId, placedPageFields } from './catalogue'

/** Creates the missing excursions and tours, matched by slug, each in its group. */
export async function ensureTours(payload: Payload, report: SeedReport, groupIds: Map<string, number>): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'tours',
    matchBy: 'slug',
    filePrefix: 'tour',
    items: TOURS,
    counts: report.tours,
    toData: (tour, pictures) => ({
      ...placedPageFields(tour, pictures),
      slug: tour.slug,
      kind: tour.kind,
      group: groupId(groupIds, tour.group, tour.slug),
      tags: tour.tags,
      durationMinutes: tour.durationMinutes,
      priceFrom: tour.priceFrom,
      groupSize: tour.groupSize,
      organizer: tour.organizer,
    }),
  })
}
