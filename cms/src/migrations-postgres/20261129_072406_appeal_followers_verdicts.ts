import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appeal_followers_via" AS ENUM('follow', 'merge');
  CREATE TYPE "public"."enum_appeal_verdicts_verdict" AS ENUM('confirmed', 'disputed');
  CREATE TABLE "appeal_followers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appeal_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"via" "enum_appeal_followers_via" DEFAULT 'follow' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeal_verdicts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"appeal_id" integer NOT NULL,
  	"verdict" "enum_appeal_verdicts_verdict" NOT NULL,
  	"customer_id" integer NOT NULL,
  	"note" varchar,
  	"resolved_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeal_verdicts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"appeal_photos_id" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeal_followers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeal_verdicts_id" integer;
  ALTER TABLE "appeal_followers" ADD CONSTRAINT "appeal_followers_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeal_followers" ADD CONSTRAINT "appeal_followers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeal_verdicts" ADD CONSTRAINT "appeal_verdicts_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeal_verdicts" ADD CONSTRAINT "appeal_verdicts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeal_verdicts_rels" ADD CONSTRAINT "appeal_verdicts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appeal_verdicts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeal_verdicts_rels" ADD CONSTRAINT "appeal_verdicts_rels_appeal_photos_fk" FOREIGN KEY ("appeal_photos_id") REFERENCES "public"."appeal_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appeal_followers_appeal_idx" ON "appeal_followers" USING btree ("appeal_id");
  CREATE INDEX "appeal_followers_customer_idx" ON "appeal_followers" USING btree ("customer_id");
  CREATE INDEX "appeal_followers_updated_at_idx" ON "appeal_followers" USING btree ("updated_at");
  CREATE INDEX "appeal_followers_created_at_idx" ON "appeal_followers" USING btree ("created_at");
  CREATE UNIQUE INDEX "appeal_customer_idx" ON "appeal_followers" USING btree ("appeal_id","customer_id");
  CREATE INDEX "appeal_verdicts_appeal_idx" ON "appeal_verdicts" USING btree ("appeal_id");
  CREATE INDEX "appeal_verdicts_customer_idx" ON "appeal_verdicts" USING btree ("customer_id");
  CREATE INDEX "appeal_verdicts_updated_at_idx" ON "appeal_verdicts" USING btree ("updated_at");
  CREATE INDEX "appeal_verdicts_created_at_idx" ON "appeal_verdicts" USING btree ("created_at");
  CREATE UNIQUE INDEX "appeal_customer_resolved_at_idx" ON "appeal_verdicts" USING btree ("appeal_id","customer_id","resolved_at");
  CREATE INDEX "appeal_verdicts_rels_order_idx" ON "appeal_verdicts_rels" USING btree ("order");
  CREATE INDEX "appeal_verdicts_rels_parent_idx" ON "appeal_verdicts_rels" USING btree ("parent_id");
  CREATE INDEX "appeal_verdicts_rels_path_idx" ON "appeal_verdicts_rels" USING btree ("path");
  CREATE INDEX "appeal_verdicts_rels_appeal_photos_id_idx" ON "appeal_verdicts_rels" USING btree ("appeal_photos_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_followers_fk" FOREIGN KEY ("appeal_followers_id") REFERENCES "public"."appeal_followers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeal_verdicts_fk" FOREIGN KEY ("appeal_verdicts_id") REFERENCES "public"."appeal_verdicts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appeal_followers_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_followers_id");
  CREATE INDEX "payload_locked_documents_rels_appeal_verdicts_id_idx" ON "payload_locked_documents_rels" USING btree ("appeal_verdicts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appeal_followers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeal_verdicts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeal_verdicts_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appeal_followers" CASCADE;
  DROP TABLE "appeal_verdicts" CASCADE;
  DROP TABLE "appeal_verdicts_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeal_followers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeal_verdicts_fk";
  
  DROP INDEX "payload_locked_documents_rels_appeal_followers_id_idx";
  DROP INDEX "payload_locked_documents_rels_appeal_verdicts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeal_followers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeal_verdicts_id";
  DROP TYPE "public"."enum_appeal_followers_via";
  DROP TYPE "public"."enum_appeal_verdicts_verdict";`)
}
