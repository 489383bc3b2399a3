import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`consent_policy_version\` text;`)
  await db.run(sql`ALTER TABLE \`statements\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`statements\` ADD \`consent_policy_version\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`consent_policy_version\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`consent_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`statements\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`statements\` DROP COLUMN \`consent_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`appeals\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`appeals\` DROP COLUMN \`consent_policy_version\`;`)
}
