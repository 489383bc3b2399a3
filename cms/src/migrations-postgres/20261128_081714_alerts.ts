import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_alerts_info_category" AS ENUM('Geo', 'Met', 'Safety', 'Security', 'Rescue', 'Fire', 'Health', 'Env', 'Transport', 'Infra', 'CBRNE', 'Other');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('Actual', 'Exercise', 'System', 'Test', 'Draft');
  CREATE TYPE "public"."enum_alerts_msg_type" AS ENUM('Alert', 'Update', 'Cancel', 'Ack', 'Error');
  CREATE TYPE "public"."enum_alerts_scope" AS ENUM('Public', 'Restricted', 'Private');
  CREATE TYPE "public"."enum_alerts_info_urgency" AS ENUM('Immediate', 'Expected', 'Future', 'Past', 'Unknown');
  CREATE TYPE "public"."enum_alerts_info_severity" AS ENUM('Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown');
  CREATE TYPE "public"."enum_alerts_info_certainty" AS ENUM('Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown');
  CREATE TABLE "alerts_info_category" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_alerts_info_category",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"identifier" varchar,
  	"sender" varchar,
  	"sent" timestamp(3) with time zone NOT NULL,
  	"status" "enum_alerts_status" DEFAULT 'Actual' NOT NULL,
  	"msg_type" "enum_alerts_msg_type" DEFAULT 'Alert' NOT NULL,
  	"scope" "enum_alerts_scope" DEFAULT 'Public' NOT NULL,
  	"info_event" varchar NOT NULL,
  	"info_urgency" "enum_alerts_info_urgency" DEFAULT 'Immediate' NOT NULL,
  	"info_severity" "enum_alerts_info_severity" DEFAULT 'Moderate' NOT NULL,
  	"info_certainty" "enum_alerts_info_certainty" DEFAULT 'Likely' NOT NULL,
  	"info_onset" timestamp(3) with time zone,
  	"info_expires" timestamp(3) with time zone,
  	"info_headline" varchar NOT NULL,
  	"info_description" varchar,
  	"info_instruction" varchar,
  	"info_language" varchar DEFAULT 'ru-RU',
  	"info_area_area_desc" varchar NOT NULL,
  	"info_area_polygon" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alerts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"alerts_id" integer,
  	"beaches_id" integer,
  	"beach_groups_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "alerts_info_category" ADD CONSTRAINT "alerts_info_category_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_beaches_fk" FOREIGN KEY ("beaches_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "alerts_rels" ADD CONSTRAINT "alerts_rels_beach_groups_fk" FOREIGN KEY ("beach_groups_id") REFERENCES "public"."beach_groups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "alerts_info_category_order_idx" ON "alerts_info_category" USING btree ("order");
  CREATE INDEX "alerts_info_category_parent_idx" ON "alerts_info_category" USING btree ("parent_id");
  CREATE UNIQUE INDEX "alerts_identifier_idx" ON "alerts" USING btree ("identifier");
  CREATE INDEX "alerts_sent_idx" ON "alerts" USING btree ("sent");
  CREATE INDEX "alerts_status_idx" ON "alerts" USING btree ("status");
  CREATE INDEX "alerts_info_info_expires_idx" ON "alerts" USING btree ("info_expires");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alerts_rels_order_idx" ON "alerts_rels" USING btree ("order");
  CREATE INDEX "alerts_rels_parent_idx" ON "alerts_rels" USING btree ("parent_id");
  CREATE INDEX "alerts_rels_path_idx" ON "alerts_rels" USING btree ("path");
  CREATE INDEX "alerts_rels_alerts_id_idx" ON "alerts_rels" USING btree ("alerts_id");
  CREATE INDEX "alerts_rels_beaches_id_idx" ON "alerts_rels" USING btree ("beaches_id");
  CREATE INDEX "alerts_rels_beach_groups_id_idx" ON "alerts_rels" USING btree ("beach_groups_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alerts_info_category" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alerts_info_category" CASCADE;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "alerts_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  DROP TYPE "public"."enum_alerts_info_category";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum_alerts_msg_type";
  DROP TYPE "public"."enum_alerts_scope";
  DROP TYPE "public"."enum_alerts_info_urgency";
  DROP TYPE "public"."enum_alerts_info_severity";
  DROP TYPE "public"."enum_alerts_info_certainty";`)
}
