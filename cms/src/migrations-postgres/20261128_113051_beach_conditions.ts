import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('editor', 'duty');
  CREATE TYPE "public"."enum_beach_condition_changes_reasons" AS ENUM('storm', 'microbiology', 'oil_products', 'emergency', 'marine_life', 'cold_water', 'other');
  CREATE TYPE "public"."enum_beach_condition_changes_target" AS ENUM('beaches', 'groups', 'all');
  CREATE TYPE "public"."enum_beach_condition_changes_bathing" AS ENUM('allowed', 'not_advised', 'banned');
  CREATE TYPE "public"."enum_beach_condition_changes_flag" AS ENUM('green', 'yellow', 'red', 'purple');
  CREATE TYPE "public"."enum_beach_condition_changes_source" AS ENUM('mchs', 'rospotrebnadzor', 'operational_hq', 'administration');
  CREATE TYPE "public"."enum_beach_condition_changes_lifeguards" AS ENUM('on_duty', 'absent');
  CREATE TYPE "public"."enum_beach_conditions_reasons" AS ENUM('storm', 'microbiology', 'oil_products', 'emergency', 'marine_life', 'cold_water', 'other');
  CREATE TYPE "public"."enum_beach_conditions_bathing" AS ENUM('allowed', 'not_advised', 'banned');
  CREATE TYPE "public"."enum_beach_conditions_flag" AS ENUM('green', 'yellow', 'red', 'purple');
  CREATE TYPE "public"."enum_beach_conditions_source" AS ENUM('mchs', 'rospotrebnadzor', 'operational_hq', 'administration');
  CREATE TYPE "public"."enum_beach_conditions_lifeguards" AS ENUM('on_duty', 'absent');
  CREATE TABLE "beach_condition_changes_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_beach_condition_changes_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "beach_condition_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"target" "enum_beach_condition_changes_target" DEFAULT 'beaches' NOT NULL,
  	"bathing" "enum_beach_condition_changes_bathing" NOT NULL,
  	"flag" "enum_beach_condition_changes_flag",
  	"source" "enum_beach_condition_changes_source" NOT NULL,
  	"document" varchar,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"lifeguards" "enum_beach_condition_changes_lifeguards",
  	"water_temperature" numeric,
  	"note" varchar,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "beach_condition_changes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"beaches_id" integer,
  	"beach_groups_id" integer
  );
  
  CREATE TABLE "beach_conditions_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_beach_conditions_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "beach_conditions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"beach_id" integer NOT NULL,
  	"bathing" "enum_beach_conditions_bathing" NOT NULL,
  	"flag" "enum_beach_conditions_flag",
  	"source" "enum_beach_conditions_source" NOT NULL,
  	"document" varchar,
  	"note" varchar,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"verified_at" timestamp(3) with time zone NOT NULL,
  	"lifeguards" "enum_beach_conditions_lifeguards",
  	"lifeguards_at" timestamp(3) with time zone,
  	"water_temperature" numeric,
  	"water_temperature_at" timestamp(3) with time zone,
  	"change_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "role" "enum_users_role" DEFAULT 'editor' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "beach_condition_changes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "beach_conditions_id" integer;
  ALTER TABLE "beach_condition_changes_reasons" ADD CONSTRAINT "beach_condition_changes_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beach_condition_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beach_condition_changes" ADD CONSTRAINT "beach_condition_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beach_condition_changes_rels" ADD CONSTRAINT "beach_condition_changes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beach_condition_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beach_condition_changes_rels" ADD CONSTRAINT "beach_condition_changes_rels_beaches_fk" FOREIGN KEY ("beaches_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beach_condition_changes_rels" ADD CONSTRAINT "beach_condition_changes_rels_beach_groups_fk" FOREIGN KEY ("beach_groups_id") REFERENCES "public"."beach_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beach_conditions_reasons" ADD CONSTRAINT "beach_conditions_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beach_conditions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beach_conditions" ADD CONSTRAINT "beach_conditions_beach_id_beaches_id_fk" FOREIGN KEY ("beach_id") REFERENCES "public"."beaches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "beach_conditions" ADD CONSTRAINT "beach_conditions_change_id_beach_condition_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."beach_condition_changes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "beach_condition_changes_reasons_order_idx" ON "beach_condition_changes_reasons" USING btree ("order");
  CREATE INDEX "beach_condition_changes_reasons_parent_idx" ON "beach_condition_changes_reasons" USING btree ("parent_id");
  CREATE INDEX "beach_condition_changes_author_idx" ON "beach_condition_changes" USING btree ("author_id");
  CREATE INDEX "beach_condition_changes_updated_at_idx" ON "beach_condition_changes" USING btree ("updated_at");
  CREATE INDEX "beach_condition_changes_created_at_idx" ON "beach_condition_changes" USING btree ("created_at");
  CREATE INDEX "beach_condition_changes_rels_order_idx" ON "beach_condition_changes_rels" USING btree ("order");
  CREATE INDEX "beach_condition_changes_rels_parent_idx" ON "beach_condition_changes_rels" USING btree ("parent_id");
  CREATE INDEX "beach_condition_changes_rels_path_idx" ON "beach_condition_changes_rels" USING btree ("path");
  CREATE INDEX "beach_condition_changes_rels_beaches_id_idx" ON "beach_condition_changes_rels" USING btree ("beaches_id");
  CREATE INDEX "beach_condition_changes_rels_beach_groups_id_idx" ON "beach_condition_changes_rels" USING btree ("beach_groups_id");
  CREATE INDEX "beach_conditions_reasons_order_idx" ON "beach_conditions_reasons" USING btree ("order");
  CREATE INDEX "beach_conditions_reasons_parent_idx" ON "beach_conditions_reasons" USING btree ("parent_id");
  CREATE UNIQUE INDEX "beach_conditions_beach_idx" ON "beach_conditions" USING btree ("beach_id");
  CREATE INDEX "beach_conditions_change_idx" ON "beach_conditions" USING btree ("change_id");
  CREATE INDEX "beach_conditions_updated_at_idx" ON "beach_conditions" USING btree ("updated_at");
  CREATE INDEX "beach_conditions_created_at_idx" ON "beach_conditions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beach_condition_changes_fk" FOREIGN KEY ("beach_condition_changes_id") REFERENCES "public"."beach_condition_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_beach_conditions_fk" FOREIGN KEY ("beach_conditions_id") REFERENCES "public"."beach_conditions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_beach_condition_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("beach_condition_changes_id");
  CREATE INDEX "payload_locked_documents_rels_beach_conditions_id_idx" ON "payload_locked_documents_rels" USING btree ("beach_conditions_id");
  ALTER TABLE "beaches" DROP COLUMN "status_state";
  ALTER TABLE "beaches" DROP COLUMN "status_since";
  ALTER TABLE "beaches" DROP COLUMN "status_note";
  ALTER TABLE "_beaches_v" DROP COLUMN "version_status_state";
  ALTER TABLE "_beaches_v" DROP COLUMN "version_status_since";
  ALTER TABLE "_beaches_v" DROP COLUMN "version_status_note";
  DROP TYPE "public"."enum_beaches_status_state";
  DROP TYPE "public"."enum__beaches_v_version_status_state";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_beaches_status_state" AS ENUM('open', 'bathingBanned', 'closed');
  CREATE TYPE "public"."enum__beaches_v_version_status_state" AS ENUM('open', 'bathingBanned', 'closed');
  ALTER TABLE "beach_condition_changes_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beach_condition_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beach_condition_changes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beach_conditions_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beach_conditions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "beach_condition_changes_reasons" CASCADE;
  DROP TABLE "beach_condition_changes" CASCADE;
  DROP TABLE "beach_condition_changes_rels" CASCADE;
  DROP TABLE "beach_conditions_reasons" CASCADE;
  DROP TABLE "beach_conditions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_beach_condition_changes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_beach_conditions_fk";
  
  DROP INDEX "payload_locked_documents_rels_beach_condition_changes_id_idx";
  DROP INDEX "payload_locked_documents_rels_beach_conditions_id_idx";
  ALTER TABLE "beaches" ADD COLUMN "status_state" "enum_beaches_status_state" DEFAULT 'open';
  ALTER TABLE "beaches" ADD COLUMN "status_since" timestamp(3) with time zone;
  ALTER TABLE "beaches" ADD COLUMN "status_note" varchar;
  ALTER TABLE "_beaches_v" ADD COLUMN "version_status_state" "enum__beaches_v_version_status_state" DEFAULT 'open';
  ALTER TABLE "_beaches_v" ADD COLUMN "version_status_since" timestamp(3) with time zone;
  ALTER TABLE "_beaches_v" ADD COLUMN "version_status_note" varchar;
  ALTER TABLE "users" DROP COLUMN "role";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "beach_condition_changes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "beach_conditions_id";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_beach_condition_changes_reasons";
  DROP TYPE "public"."enum_beach_condition_changes_target";
  DROP TYPE "public"."enum_beach_condition_changes_bathing";
  DROP TYPE "public"."enum_beach_condition_changes_flag";
  DROP TYPE "public"."enum_beach_condition_changes_source";
  DROP TYPE "public"."enum_beach_condition_changes_lifeguards";
  DROP TYPE "public"."enum_beach_conditions_reasons";
  DROP TYPE "public"."enum_beach_conditions_bathing";
  DROP TYPE "public"."enum_beach_conditions_flag";
  DROP TYPE "public"."enum_beach_conditions_source";
  DROP TYPE "public"."enum_beach_conditions_lifeguards";`)
}
