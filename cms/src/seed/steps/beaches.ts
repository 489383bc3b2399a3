import type { Payload } from 'payload'

import { BEACHES } from '@/seed/data/beaches'
import { accessibilityData, BEACH_ACCESSIBILITY } from '@/seed/data/accessibility'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, groupId, placedPageFields, workingHours } from './catalogue'

/** Creates the missing beaches, matched by title (the site addresses them by id), each in its group. */
export async function ensureBeaches(
  payload: Payload,
  report: SeedReport,
  groupIds: Map<string, number>,
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
      workingHours: workingHours(beach.hours),
      accessibility: accessibilityData(BEACH_ACCESSIBILITY, beach.title),
    }),
  })
}
