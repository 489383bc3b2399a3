import type { Payload } from 'payload'

import { INFRASTRUCTURE } from '@/seed/data/infrastructure'
import { accessibilityData, INFRASTRUCTURE_ACCESSIBILITY } from '@/seed/data/accessibility'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, placedPageFields, workingHours } from './catalogue'

/** Creates the missing infrastructure objects, matched by slug. */
export async function ensureInfrastructure(payload: Payload, report: SeedReport): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'infrastructure-objects',
    matchBy: 'slug',
    filePrefix: 'infrastructure',
    items: INFRASTRUCTURE,
    counts: report.infrastructure,
    toData: (object, pictures) => ({
      ...placedPageFields(object, pictures),
      slug: object.slug,
      category: object.category,
      phone: object.phone ?? null,
      website: object.website ?? null,
      workingHours: workingHours(object.hours),
      accessibility: accessibilityData(INFRASTRUCTURE_ACCESSIBILITY, object.title),
    }),
  })
}
