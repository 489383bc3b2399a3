import type { Payload } from 'payload'

import { reindexAll } from '@/search/sync'
import { emptyReport, type SeedReport } from './report'
import {
  ensureAppealTopics,
  ensureBookingSessions,
  ensureDemoAppeals,
  ensureDemoBookings,
} from './steps/appealsAndBookings'
import { ensureBeachConditions } from './steps/beachConditions'
import { ensureBeaches } from './steps/beaches'
import { ensureBeachGroups } from './steps/beachGroups'
import { ensureCameras } from './steps/cameras'
import { ensureDemoResident } from './steps/demoResident'
import { ensureCategories } from './steps/categories'
import { ensureLocalEditor } from './steps/editor'
import { ensureEvents } from './steps/events'
import { ensureInfrastructure } from './steps/infrastructure'
import { ensureMagazines } from './steps/magazines'
import { ensureDemoNotifications } from './steps/notifications'
import { ensurePlaces } from './steps/places'
import { ensureTourGroups } from './steps/tourGroups'
import { ensureTours } from './steps/tours'
import { ensureWalkingRoutes } from './steps/walkingRoutes'

/**
 * Fills a fresh CMS with demo content (docs/architecture.md#7-runtime-conventions-commands-ports-data): the local
 * editor, the journal categories and articles, and the catalogue (afisha, excursions and their groups,
 * infrastructure, places, walking routes, beaches and their groups, cameras), all with their
 * pictures. Idempotent: everything is matched by e-mail, slug, title or file name, so running
 * it again creates nothing. Groups are seeded before their members, which refer to them.
 * Every write passes `context.disableRevalidate`, so the hooks do not call the site while it seeds.
 * The search index is written by its hooks all the same; `reindexAll` at the end also indexes
 * documents written before the index existed and drops rows of documents gone since.
 * `now` anchors the afisha's dates (events are placed relative to the first seed's day).
 */
export async function seed(payload: Payload, now: Date = new Date()): Promise<SeedReport> {
  const report = emptyReport()
  report.editor = await ensureLocalEditor(payload, report.users)
  const categoryIds = await ensureCategories(payload, report.categories)
  await ensureMagazines(payload, report, categoryIds)
  await ensureEvents(payload, report, now)
  const tourGroupIds = await ensureTourGroups(payload, report)
  await ensureTours(payload, report, tourGroupIds)
  await ensureInfrastructure(payload, report)
  await ensurePlaces(payload, report)
  await ensureWalkingRoutes(payload, report)
  const beachGroupIds = await ensureBeachGroups(payload, report)
  await ensureBeaches(payload, report, beachGroupIds)
  await ensureBeachConditions(payload, report.beachConditions)
  await ensureCameras(payload, report)
  const topicIds = await ensureAppealTopics(payload, report.appealTopics)
  await ensureBookingSessions(payload, report.bookingSessions, now)
  report.resident = await ensureDemoResident(payload, report.residents)
  if (report.resident) {
    await ensureDemoAppeals(payload, report.demoAppeals, topicIds)
    await ensureDemoBookings(payload, report.demoAppeals, now)
  }
  await ensureDemoNotifications(payload, report.notifications, now)
  const search = await reindexAll(payload)
  report.search = { created: search.created + search.updated, existing: search.unchanged }
  return report
}
