import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { APPEAL_STATUSES_DOWN, APPEAL_STATUSES_UP } from '../appeals/legacyStatuses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The status columns and the notification topic become text first, so the data step can write
  // the new values before the enums are rebuilt (a value added with ALTER TYPE could not be used in
  // the same transaction).
  await db.execute(sql`
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DATA TYPE text;
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DEFAULT 'stormAlert'::text;`)
  for (const statement of APPEAL_STATUSES_UP) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP TYPE "public"."enum_notifications_topic";
  CREATE TYPE "public"."enum_notifications_topic" AS ENUM('stormAlert', 'poster', 'appeal', 'other');
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DEFAULT 'stormAlert'::"public"."enum_notifications_topic";
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DATA TYPE "public"."enum_notifications_topic" USING "topic"::"public"."enum_notifications_topic";
  DROP TYPE "public"."enum_appeals_history_status";
  CREATE TYPE "public"."enum_appeals_history_status" AS ENUM('new', 'accepted', 'in_progress', 'scheduled', 'resolved', 'unable_to_fix', 'not_responsible', 'duplicate');
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_history_status" USING "status"::"public"."enum_appeals_history_status";
  DROP TYPE "public"."enum_appeals_status";
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'accepted', 'in_progress', 'scheduled', 'resolved', 'unable_to_fix', 'not_responsible', 'duplicate');
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_appeals_status";
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_status" USING "status"::"public"."enum_appeals_status";
  ALTER TABLE "appeals_history" ADD COLUMN "note" varchar;
  ALTER TABLE "appeals_history" ADD COLUMN "scheduled_for" timestamp(3) with time zone;
  ALTER TABLE "appeals_history" ADD COLUMN "referred_to" varchar;
  ALTER TABLE "appeals_history" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "appeals" ADD COLUMN "scheduled_for" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "referred_to" varchar;
  ALTER TABLE "appeals" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "appeals" ADD COLUMN "status_note" varchar;
  ALTER TABLE "appeals_history" ADD CONSTRAINT "appeals_history_duplicate_of_id_appeals_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_duplicate_of_id_appeals_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appeals_history_duplicate_of_idx" ON "appeals_history" USING btree ("duplicate_of_id");
  CREATE INDEX "appeals_duplicate_of_idx" ON "appeals" USING btree ("duplicate_of_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appeals_history" DROP CONSTRAINT "appeals_history_duplicate_of_id_appeals_id_fk";
  ALTER TABLE "appeals" DROP CONSTRAINT "appeals_duplicate_of_id_appeals_id_fk";
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DATA TYPE text;
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DEFAULT 'stormAlert'::text;`)
  for (const statement of APPEAL_STATUSES_DOWN) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP TYPE "public"."enum_appeals_history_status";
  CREATE TYPE "public"."enum_appeals_history_status" AS ENUM('new', 'in_progress', 'resolved', 'rejected');
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_history_status" USING "status"::"public"."enum_appeals_history_status";
  DROP TYPE "public"."enum_appeals_status";
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'in_progress', 'resolved', 'rejected');
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_appeals_status";
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_status" USING "status"::"public"."enum_appeals_status";
  DROP TYPE "public"."enum_notifications_topic";
  CREATE TYPE "public"."enum_notifications_topic" AS ENUM('stormAlert', 'poster', 'other');
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DEFAULT 'stormAlert'::"public"."enum_notifications_topic";
  ALTER TABLE "notifications" ALTER COLUMN "topic" SET DATA TYPE "public"."enum_notifications_topic" USING "topic"::"public"."enum_notifications_topic";
  DROP INDEX "appeals_history_duplicate_of_idx";
  DROP INDEX "appeals_duplicate_of_idx";
  ALTER TABLE "appeals_history" DROP COLUMN "note";
  ALTER TABLE "appeals_history" DROP COLUMN "scheduled_for";
  ALTER TABLE "appeals_history" DROP COLUMN "referred_to";
  ALTER TABLE "appeals_history" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "appeals" DROP COLUMN "scheduled_for";
  ALTER TABLE "appeals" DROP COLUMN "referred_to";
  ALTER TABLE "appeals" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "appeals" DROP COLUMN "status_note";`)
}
