import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" ADD COLUMN "link" varchar;
  ALTER TABLE "beach_condition_changes" ADD COLUMN "raise_alert" boolean DEFAULT true;
  ALTER TABLE "beach_condition_changes" ADD COLUMN "alert_id" integer;
  ALTER TABLE "beach_condition_changes" ADD CONSTRAINT "beach_condition_changes_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "beach_condition_changes_alert_idx" ON "beach_condition_changes" USING btree ("alert_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "beach_condition_changes" DROP CONSTRAINT "beach_condition_changes_alert_id_alerts_id_fk";
  
  DROP INDEX "beach_condition_changes_alert_idx";
  ALTER TABLE "notifications" DROP COLUMN "link";
  ALTER TABLE "beach_condition_changes" DROP COLUMN "raise_alert";
  ALTER TABLE "beach_condition_changes" DROP COLUMN "alert_id";`)
}
