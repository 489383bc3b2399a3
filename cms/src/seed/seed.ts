import type { Payload } from 'payload'

import { emptyReport, type SeedReport } from './report'
import { ensureCategories } from './steps/categories'
import { ensureLocalEditor } from './steps/editor'
import { ensureMagazines } from './steps/magazines'

/**
 * Fills a fresh CMS with demo content (ARCHITECTURE §7): the local editor, the journal
 * categories and the articles with their pictures. Idempotent: everything is matched by e-mail,
 * slug or file name, so running it again creates nothing. Every write passes
 * `context.disableRevalidate`, so the hooks do not call the site while it seeds.
 */
export async function seed(payload: Payload): Promise<SeedReport> {
  const report = emptyReport()
  report.editor = await ensureLocalEditor(payload, report.users)
  const categoryIds = await ensureCategories(payload, report.categories)
  await ensureMagazines(payload, report, categoryIds)
  return report
}
