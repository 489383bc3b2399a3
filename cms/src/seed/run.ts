/**
 * `npm run seed -w cms` (tsx src/seed/run.ts): seeds the CMS whose
 * database src/scripts/migrate.ts has just prepared. The config is imported by its
 * path (`@/payload.config`), not through the `@payload-config` alias, which only exists inside Next.
 */
import { getPayload } from 'payload'

import config from '@/payload.config'
import { formatReport } from './report'
import { seed } from './seed'

try {
  const payload = await getPayload({ config })
  const report = await seed(payload)
  console.log(formatReport(report))
  process.exit(0)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`Не удалось заполнить CMS демо-контентом / Seeding failed: ${message}`)
  console.error(
    'Проверьте DATABASE_URL и что миграции применены (npx payload migrate). / Check DATABASE_URL and run the migrations first.',
  )
  process.exit(1)
}
