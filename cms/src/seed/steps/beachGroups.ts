import type { Payload } from 'payload'

import { BEACH_GROUPS } from '@/seed/data/beachGroups'
import { richText } from '@/seed/lexical'
import type { SeedReport } from '@/seed/report'
import { cardFields, ensureCatalogueItems } from './catalogue'

/** Creates the missing beach groups, matched by title (the site addresses them by id); returns their ids by title. */
export function ensureBeachGroups(payload: Payload, report: SeedReport): Promise<Map<string, number>> {
  return ensureCatalogueItems(payload, report.media, {
    collection: 'beach-groups',
    matchBy: 'title',
    filePrefix: 'beach-group',
    items: BEACH_GROUPS,
    counts: report.beachGroups,
    toData: (group, pictures) => ({
      ...cardFields(group, pictures),
      description: richText(group.text),
      seo: group.seo,
    }),
  })
}
