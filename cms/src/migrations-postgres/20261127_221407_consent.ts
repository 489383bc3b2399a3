import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "consent_policy_version" varchar;
  ALTER TABLE "statements" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "statements" ADD COLUMN "consent_policy_version" varchar;
  ALTER TABLE "appeals" ADD COLUMN "consent_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "consent_policy_version" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "consent_at";
  ALTER TABLE "customers" DROP COLUMN "consent_policy_version";
  ALTER TABLE "statements" DROP COLUMN "consent_at";
  ALTER TABLE "statements" DROP COLUMN "consent_policy_version";
  ALTER TABLE "appeals" DROP COLUMN "consent_at";
  ALTER TABLE "appeals" DROP COLUMN "consent_policy_version";`)
}
