import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "idempotency_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer" numeric NOT NULL,
  	"key" varchar NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"status" numeric,
  	"content_type" varchar,
  	"response" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE INDEX "idempotency_keys_updated_at_idx" ON "idempotency_keys" USING btree ("updated_at");
  CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_key_endpoint_idx" ON "idempotency_keys" USING btree ("customer","key","endpoint");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "idempotency_keys" CASCADE;`)
}
