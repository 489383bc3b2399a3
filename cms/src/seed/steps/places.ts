import type { Payload } from 'payload'

import { PLACES } from '@/seed/data/places'
import { accessibilityData, PLACE_ACCESSIBILITY } from '@/seed/data/accessibility'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, placedPageFields, workingHours } from './catalogue'

/** Creates the missing interesting places, matched by title (the site addresses them by id). */
export async function ensurePlaces(payload: Payload, report: SeedReport): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'places',
    matchBy: 'title',
    filePrefix: 'place',
    items: PLACES,
    counts: report.places,
    toData: (place, pictures) => ({
      ...placedPageFields(place, pictures),
      category: place.category,
      website: place.website ?? null,
      priceFrom: place.priceFrom ?? null,
      workingHours: workingHours(place.hours),
      accessibility: accessibilityData(PLACE_ACCESSIBILITY, place.title),
    }),
  })
}
