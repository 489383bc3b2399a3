import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appeals_source" AS ENUM('site', 'open311');
  CREATE TABLE "open311_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"contact" varchar,
  	"key" varchar,
  	"key_prefix" varchar,
  	"key_hash" varchar,
  	"hourly_limit" numeric DEFAULT 30 NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "appeals" ALTER COLUMN "owner_id" DROP NOT NULL;
  ALTER TABLE "appeals" ADD COLUMN "is_public" boolean DEFAULT false;
  ALTER TABLE "appeals" ADD COLUMN "held" boolean DEFAULT false;
  ALTER TABLE "appeals" ADD COLUMN "source" "enum_appeals_source" DEFAULT 'site';
  ALTER TABLE "appeals" ADD COLUMN "open311_key_id" integer;
  ALTER TABLE "appeals" ADD COLUMN "submitter_first_name" varchar;
  ALTER TABLE "appeals" ADD COLUMN "submitter_last_name" varchar;
  ALTER TABLE "appeals" ADD COLUMN "submitter_phone" varchar;
  ALTER TABLE "appeals" ADD COLUMN "submitter_email" varchar;
  ALTER TABLE "appeal_topics" ADD COLUMN "personal" boolean DEFAULT false;
  ALTER TABLE "appeal_topics" ADD COLUMN "description" varchar;
  ALTER TABLE "appeal_topics" ADD COLUMN "keywords" varchar;
  ALTER TABLE "appeal_photos" ADD COLUMN "approved_for_public" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open311_keys_id" integer;
  CREATE UNIQUE INDEX "open311_keys_key_hash_idx" ON "open311_keys" USING btree ("key_hash");
  CREATE INDEX "open311_keys_updated_at_idx" ON "open311_keys" USING btree ("updated_at");
  CREATE INDEX "open311_keys_created_at_idx" ON "open311_keys" USING btree ("created_at");
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_open311_key_id_open311_keys_id_fk" FOREIGN KEY ("open311_key_id") REFERENCES "public"."open311_keys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open311_keys_fk" FOREIGN KEY ("open311_keys_id") REFERENCES "public"."open311_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appeals_is_public_idx" ON "appeals" USING btree ("is_public");
  CREATE INDEX "appeals_held_idx" ON "appeals" USING btree ("held");
  CREATE INDEX "appeals_open311_key_idx" ON "appeals" USING btree ("open311_key_id");
  CREATE INDEX "appeal_photos_approved_for_public_idx" ON "appeal_photos" USING btree ("approved_for_public");
  CREATE INDEX "payload_locked_documents_rels_open311_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("open311_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Appeals from partner apps have no resident; the old schema requires one, so they cannot go down with it.
  await db.execute(sql`DELETE FROM "appeals" WHERE "owner_id" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "open311_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "open311_keys" CASCADE;
  ALTER TABLE "appeals" DROP CONSTRAINT "appeals_open311_key_id_open311_keys_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open311_keys_fk";
  
  DROP INDEX "appeals_is_public_idx";
  DROP INDEX "appeals_held_idx";
  DROP INDEX "appeals_open311_key_idx";
  DROP INDEX "appeal_photos_approved_for_public_idx";
  DROP INDEX "payload_locked_documents_rels_open311_keys_id_idx";
  ALTER TABLE "appeals" ALTER COLUMN "owner_id" SET NOT NULL;
  ALTER TABLE "appeals" DROP COLUMN "is_public";
  ALTER TABLE "appeals" DROP COLUMN "held";
  ALTER TABLE "appeals" DROP COLUMN "source";
  ALTER TABLE "appeals" DROP COLUMN "open311_key_id";
  ALTER TABLE "appeals" DROP COLUMN "submitter_first_name";
  ALTER TABLE "appeals" DROP COLUMN "submitter_last_name";
  ALTER TABLE "appeals" DROP COLUMN "submitter_phone";
  ALTER TABLE "appeals" DROP COLUMN "submitter_email";
  ALTER TABLE "appeal_topics" DROP COLUMN "personal";
  ALTER TABLE "appeal_topics" DROP COLUMN "description";
  ALTER TABLE "appeal_topics" DROP COLUMN "keywords";
  ALTER TABLE "appeal_photos" DROP COLUMN "approved_for_public";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open311_keys_id";
  DROP TYPE "public"."enum_appeals_source";`)
}
