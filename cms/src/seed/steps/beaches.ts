import type { Payload } from 'payload'

import { BEACHES } from '@/seed/data/beaches'
import { anapaDay } from '@/seed/dates'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, groupId, placedPageFields, workingHours } from './catalogue'

/**
 * Creates the missing beaches, matched by title (the site addresses them by id), each in its
 * group. A beach that is not open gets the seed day as the date its state began.
 */
export async function ensureBeaches(
  payload: Payload,
  report: SeedReport,
  groupIds: Map<string, number>,
  now: Date,
): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'beaches',
    matchBy: 'title',
    filePrefix: 'beach',
    items: BEACHES,
    counts: report.beaches,
    toData: (beach, pictures) => ({
      ...placedPageFields(beach, pictures),
      group: groupId(groupIds, beach.group, beach.slug),
      surface: beach.surface,
      lengthMeters: beach.lengthMeters,
      amenities: beach.amenities,
      status: {
        state: beach.status.state,
        since: beach.status.state === 'open' ? null : new Date(`${anapaDay(now, 0)}T09:00:00+03:00`).toISOString(),
        note: beach.status.note ?? null,
      },
      workingHours: workingHours(beach.hours),
    }),
  })
}
