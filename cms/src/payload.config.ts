import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { ru } from '@payloadcms/translations/languages/ru'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { AppealPhotos } from './collections/AppealPhotos'
import { Appeals } from './collections/Appeals'
import { AppealTopics } from './collections/AppealTopics'
import { BeachGroups } from './collections/BeachGroups'
import { Beaches } from './collections/Beaches'
import { Bookings } from './collections/Bookings'
import { BookingSessions } from './collections/BookingSessions'
import { Cameras } from './collections/Cameras'
import { Cars } from './collections/Cars'
import { Customers } from './collections/Customers'
import { CustomerSessions } from './collections/CustomerSessions'
import { Events } from './collections/Events'
import { Favorites } from './collections/Favorites'
import { InfrastructureObjects } from './collections/InfrastructureObjects'
import { MagazineCategories } from './collections/MagazineCategories'
import { Magazines } from './collections/Magazines'
import { Media } from './collections/Media'
import { Notifications } from './collections/Notifications'
import { OneTimeCodes } from './collections/OneTimeCodes'
import { Places } from './collections/Places'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { RateLimitHits } from './collections/RateLimitHits'
import { SearchDocuments } from './collections/SearchDocuments'
import { Statements } from './collections/Statements'
import { StatementScans } from './collections/StatementScans'
import { TourGroups } from './collections/TourGroups'
import { Tours } from './collections/Tours'
import { Users } from './collections/Users'
import { WalkingRoutes } from './collections/WalkingRoutes'
import { env } from './env'
import { ANAPA_TIME_ZONE, EDITORIAL_JOBS } from './jobs/config'
import { migrations } from './migrations'
import { redirects } from './redirects'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  if (env.databaseUrl.startsWith('postgres')) {
    // Scaling out (ARCHITECTURE §1). Its migrations are generated against PostgreSQL, not committed yet.
    return postgresAdapter({ pool: { connectionString: env.databaseUrl } })
  }
  return sqliteAdapter({
    client: { url: env.databaseUrl },
    migrationDir: path.resolve(dirname, 'migrations'),
    // The schema comes only from committed migrations, in dev too, so dev and production never
    // disagree; `npm start` runs `payload migrate`, and prodMigrations covers a bare `next start`.
    push: false,
    prodMigrations: migrations,
    // Transactions stay off (the adapter's default): afterChange hooks would otherwise run before
    // the commit, and the revalidation hook makes the site read the document back at once.
  })
}

export default buildConfig({
  serverURL: env.apiBaseUrl,
  secret: env.payloadSecret,
  telemetry: false,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' — CMS портала Анапы' },
    importMap: { baseDir: dirname },
    // Scheduled publishing asks for a date and time in Anapa's zone, whatever the editor's browser says.
    timezones: {
      supportedTimezones: [{ label: 'Анапа (МСК, UTC+3)', value: ANAPA_TIME_ZONE }],
      defaultTimezone: ANAPA_TIME_ZONE,
    },
  },
  i18n: { supportedLanguages: { ru }, fallbackLanguage: 'ru' },
  collections: [
    Users,
    Customers,
    Cars,
    Statements,
    StatementScans,
    Appeals,
    AppealTopics,
    AppealPhotos,
    BookingSessions,
    Bookings,
    Favorites,
    Notifications,
    PushSubscriptions,
    Media,
    MagazineCategories,
    Magazines,
    Events,
    Tours,
    TourGroups,
    InfrastructureObjects,
    Places,
    WalkingRoutes,
    Beaches,
    BeachGroups,
    Cameras,
    CustomerSessions,
    OneTimeCodes,
    RateLimitHits,
    SearchDocuments,
  ],
  jobs: EDITORIAL_JOBS,
  // Editor-managed redirects and the automatic one on a slug change (issue 17).
  plugins: [...redirects],
  editor: lexicalEditor(),
  db: database(),
  sharp,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
