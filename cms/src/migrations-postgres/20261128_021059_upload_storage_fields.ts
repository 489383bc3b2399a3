import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_scans" ADD COLUMN "prefix" varchar DEFAULT 'statement-scans';
  ALTER TABLE "statement_scans" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "appeal_photos" ADD COLUMN "prefix" varchar DEFAULT 'appeal-photos';
  ALTER TABLE "appeal_photos" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "statement_scans" DROP COLUMN "prefix";
  ALTER TABLE "statement_scans" DROP COLUMN "_objectkey";
  ALTER TABLE "appeal_photos" DROP COLUMN "prefix";
  ALTER TABLE "appeal_photos" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
