import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "appeal_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"request_id" varchar NOT NULL,
  	"topic_id" varchar,
  	"text" varchar,
  	"address" varchar,
  	"lat" numeric,
  	"lon" numeric,
  	"photos" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeal_drafts_id" integer;
  ALTER TABLE "appeal_drafts" ADD CONSTRAINT "appeal_drafts_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "appeal_drafts_owner_idx" ON "appeal_drafts" USING btree ("owner_id");
  CREATE INDEX "appeal_drafts_request_id_idx" ON "appeal_drafts" USING btree ("request_id");
  CREATE INDEX "appeal_drafts_updated_at_idx" ON "appeal_drafts" USING btree ("updated_at");
  CREATE INDEX "appeal_drafts_created_at_idx" ON "appeal_drafts" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_request_id_2_idx" ON "appeal_drafts" USING btree ("owner_id","request_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_drafts_fk" FOREIGN KEY ("appeal_drafts_id") REFERENCES "public"."appeal_drafts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appeal_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_drafts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appeal_drafts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appeal_drafts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeal_drafts_fk";
  
  DROP INDEX "payload_locked_documents_rels_appeal_drafts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeal_drafts_id";`)
}
