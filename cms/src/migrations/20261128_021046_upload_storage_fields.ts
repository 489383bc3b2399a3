import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`statement_scans\` ADD \`prefix\` text DEFAULT 'statement-scans';`)
  await db.run(sql`ALTER TABLE \`statement_scans\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` ADD \`prefix\` text DEFAULT 'appeal-photos';`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`statement_scans\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`statement_scans\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
