import type { Payload } from 'payload'

import { TOUR_GROUPS } from '@/seed/data/tourGroups'
import type { SeedReport } from '@/seed/report'
import { cardFields, ensureCatalogueItems } from './catalogue'

/** Creates the missing tour groups, matched by title (the site addresses them by id); returns their ids by title. */
export function ensureTourGroups(payload: Payload, report: SeedReport): Promise<Map<string, number>> {
  return ensureCatalogueItems(payload, report.media, {
    collection: 'tour-groups',
    matchBy: 'title',
    filePrefix: 'tour-group',
    items: TOUR_GROUPS,
    counts: report.tourGroups,
    toData: cardFields,
  })
}
