import type { Payload } from 'payload'

import { WALKING_ROUTES } from '@/seed/data/walkingRoutes'
import { accessibilityData, ROUTE_ACCESSIBILITY } from '@/seed/data/accessibility'
import type { SeedReport } from '@/seed/report'
import { ensureCatalogueItems, pageFields } from './catalogue'

/** Creates the missing walking routes with their tracks, matched by title (the site addresses them by id). */
export async function ensureWalkingRoutes(payload: Payload, report: SeedReport): Promise<void> {
  await ensureCatalogueItems(payload, report.media, {
    collection: 'walking-routes',
    matchBy: 'title',
    filePrefix: 'route',
    items: WALKING_ROUTES,
    counts: report.walkingRoutes,
    toData: (route, pictures) => ({
      ...pageFields(route, pictures),
      start: route.start,
      distanceMeters: route.distanceMeters,
      durationMinutes: route.durationMinutes,
      difficulty: route.difficulty,
      track: route.track.map(({ lat, lon }) => ({ lat, lon })),
      accessibility: accessibilityData(ROUTE_ACCESSIBILITY, route.title),
    }),
  })
}
