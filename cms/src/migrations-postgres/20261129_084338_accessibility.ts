import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_infrastructure_objects_a11y_features" AS ENUM('step_free', 'ramp', 'accessible_toilet', 'disabled_parking', 'tactile', 'audio');
  CREATE TYPE "public"."enum_places_a11y_features" AS ENUM('step_free', 'ramp', 'accessible_toilet', 'disabled_parking', 'tactile', 'audio');
  CREATE TYPE "public"."enum_walking_routes_a11y_features" AS ENUM('step_free', 'ramp', 'accessible_toilet', 'disabled_parking', 'tactile', 'audio');
  CREATE TYPE "public"."enum_walking_routes_accessibility_surface" AS ENUM('asphalt', 'tiles', 'ground', 'sand', 'mixed');
  CREATE TYPE "public"."enum_walking_routes_accessibility_gradient" AS ENUM('flat', 'gentle', 'steep');
  CREATE TYPE "public"."enum__walking_routes_v_version_accessibility_surface" AS ENUM('asphalt', 'tiles', 'ground', 'sand', 'mixed');
  CREATE TYPE "public"."enum__walking_routes_v_version_accessibility_gradient" AS ENUM('flat', 'gentle', 'steep');
  CREATE TYPE "public"."enum_beaches_a11y_features" AS ENUM('step_free', 'ramp', 'accessible_toilet', 'disabled_parking', 'floating_wheelchair', 'beach_mat', 'tactile', 'audio');
  CREATE TABLE "infrastructure_objects_a11y_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_infrastructure_objects_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_infrastructure_objects_a11y_features_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_infrastructure_objects_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "places_a11y_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_places_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_places_a11y_features_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_places_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "walking_routes_a11y_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_walking_routes_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_walking_routes_a11y_features_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_walking_routes_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "beaches_a11y_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_beaches_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_beaches_a11y_features_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_beaches_a11y_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "infrastructure_objects" ADD COLUMN "accessibility_note" varchar;
  ALTER TABLE "infrastructure_objects" ADD COLUMN "accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "_infrastructure_objects_v" ADD COLUMN "version_accessibility_note" varchar;
  ALTER TABLE "_infrastructure_objects_v" ADD COLUMN "version_accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "places" ADD COLUMN "accessibility_note" varchar;
  ALTER TABLE "places" ADD COLUMN "accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "_places_v" ADD COLUMN "version_accessibility_note" varchar;
  ALTER TABLE "_places_v" ADD COLUMN "version_accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "walking_routes" ADD COLUMN "accessibility_surface" "enum_walking_routes_accessibility_surface";
  ALTER TABLE "walking_routes" ADD COLUMN "accessibility_gradient" "enum_walking_routes_accessibility_gradient";
  ALTER TABLE "walking_routes" ADD COLUMN "accessibility_note" varchar;
  ALTER TABLE "walking_routes" ADD COLUMN "accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "_walking_routes_v" ADD COLUMN "version_accessibility_surface" "enum__walking_routes_v_version_accessibility_surface";
  ALTER TABLE "_walking_routes_v" ADD COLUMN "version_accessibility_gradient" "enum__walking_routes_v_version_accessibility_gradient";
  ALTER TABLE "_walking_routes_v" ADD COLUMN "version_accessibility_note" varchar;
  ALTER TABLE "_walking_routes_v" ADD COLUMN "version_accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "beaches" ADD COLUMN "accessibility_note" varchar;
  ALTER TABLE "beaches" ADD COLUMN "accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "_beaches_v" ADD COLUMN "version_accessibility_note" varchar;
  ALTER TABLE "_beaches_v" ADD COLUMN "version_accessibility_accessible" boolean DEFAULT false;
  ALTER TABLE "infrastructure_objects_a11y_features" ADD CONSTRAINT "infrastructure_objects_a11y_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."infrastructure_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_infrastructure_objects_a11y_features_v" ADD CONSTRAINT "_infrastructure_objects_a11y_features_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_infrastructure_objects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "places_a11y_features" ADD CONSTRAINT "places_a11y_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_places_a11y_features_v" ADD CONSTRAINT "_places_a11y_features_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_places_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "walking_routes_a11y_features" ADD CONSTRAINT "walking_routes_a11y_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."walking_routes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_walking_routes_a11y_features_v" ADD CONSTRAINT "_walking_routes_a11y_features_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_walking_routes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "beaches_a11y_features" ADD CONSTRAINT "beaches_a11y_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."beaches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_beaches_a11y_features_v" ADD CONSTRAINT "_beaches_a11y_features_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_beaches_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "infrastructure_objects_a11y_features_order_idx" ON "infrastructure_objects_a11y_features" USING btree ("order");
  CREATE INDEX "infrastructure_objects_a11y_features_parent_idx" ON "infrastructure_objects_a11y_features" USING btree ("parent_id");
  CREATE INDEX "_infrastructure_objects_a11y_features_v_order_idx" ON "_infrastructure_objects_a11y_features_v" USING btree ("order");
  CREATE INDEX "_infrastructure_objects_a11y_features_v_parent_idx" ON "_infrastructure_objects_a11y_features_v" USING btree ("parent_id");
  CREATE INDEX "places_a11y_features_order_idx" ON "places_a11y_features" USING btree ("order");
  CREATE INDEX "places_a11y_features_parent_idx" ON "places_a11y_features" USING btree ("parent_id");
  CREATE INDEX "_places_a11y_features_v_order_idx" ON "_places_a11y_features_v" USING btree ("order");
  CREATE INDEX "_places_a11y_features_v_parent_idx" ON "_places_a11y_features_v" USING btree ("parent_id");
  CREATE INDEX "walking_routes_a11y_features_order_idx" ON "walking_routes_a11y_features" USING btree ("order");
  CREATE INDEX "walking_routes_a11y_features_parent_idx" ON "walking_routes_a11y_features" USING btree ("parent_id");
  CREATE INDEX "_walking_routes_a11y_features_v_order_idx" ON "_walking_routes_a11y_features_v" USING btree ("order");
  CREATE INDEX "_walking_routes_a11y_features_v_parent_idx" ON "_walking_routes_a11y_features_v" USING btree ("parent_id");
  CREATE INDEX "beaches_a11y_features_order_idx" ON "beaches_a11y_features" USING btree ("order");
  CREATE INDEX "beaches_a11y_features_parent_idx" ON "beaches_a11y_features" USING btree ("parent_id");
  CREATE INDEX "_beaches_a11y_features_v_order_idx" ON "_beaches_a11y_features_v" USING btree ("order");
  CREATE INDEX "_beaches_a11y_features_v_parent_idx" ON "_beaches_a11y_features_v" USING btree ("parent_id");
  CREATE INDEX "infrastructure_objects_accessibility_accessibility_acces_idx" ON "infrastructure_objects" USING btree ("accessibility_accessible");
  CREATE INDEX "_infrastructure_objects_v_version_accessibility_version__idx" ON "_infrastructure_objects_v" USING btree ("version_accessibility_accessible");
  CREATE INDEX "places_accessibility_accessibility_accessible_idx" ON "places" USING btree ("accessibility_accessible");
  CREATE INDEX "_places_v_version_accessibility_version_accessibility_ac_idx" ON "_places_v" USING btree ("version_accessibility_accessible");
  CREATE INDEX "walking_routes_accessibility_accessibility_accessible_idx" ON "walking_routes" USING btree ("accessibility_accessible");
  CREATE INDEX "_walking_routes_v_version_accessibility_version_accessib_idx" ON "_walking_routes_v" USING btree ("version_accessibility_accessible");
  CREATE INDEX "beaches_accessibility_accessibility_accessible_idx" ON "beaches" USING btree ("accessibility_accessible");
  CREATE INDEX "_beaches_v_version_accessibility_version_accessibility_a_idx" ON "_beaches_v" USING btree ("version_accessibility_accessible");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "infrastructure_objects_a11y_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_infrastructure_objects_a11y_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "places_a11y_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_places_a11y_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "walking_routes_a11y_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_walking_routes_a11y_features_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "beaches_a11y_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_beaches_a11y_features_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "infrastructure_objects_a11y_features" CASCADE;
  DROP TABLE "_infrastructure_objects_a11y_features_v" CASCADE;
  DROP TABLE "places_a11y_features" CASCADE;
  DROP TABLE "_places_a11y_features_v" CASCADE;
  DROP TABLE "walking_routes_a11y_features" CASCADE;
  DROP TABLE "_walking_routes_a11y_features_v" CASCADE;
  DROP TABLE "beaches_a11y_features" CASCADE;
  DROP TABLE "_beaches_a11y_features_v" CASCADE;
  DROP INDEX "infrastructure_objects_accessibility_accessibility_acces_idx";
  DROP INDEX "_infrastructure_objects_v_version_accessibility_version__idx";
  DROP INDEX "places_accessibility_accessibility_accessible_idx";
  DROP INDEX "_places_v_version_accessibility_version_accessibility_ac_idx";
  DROP INDEX "walking_routes_accessibility_accessibility_accessible_idx";
  DROP INDEX "_walking_routes_v_version_accessibility_version_accessib_idx";
  DROP INDEX "beaches_accessibility_accessibility_accessible_idx";
  DROP INDEX "_beaches_v_version_accessibility_version_accessibility_a_idx";
  ALTER TABLE "infrastructure_objects" DROP COLUMN "accessibility_note";
  ALTER TABLE "infrastructure_objects" DROP COLUMN "accessibility_accessible";
  ALTER TABLE "_infrastructure_objects_v" DROP COLUMN "version_accessibility_note";
  ALTER TABLE "_infrastructure_objects_v" DROP COLUMN "version_accessibility_accessible";
  ALTER TABLE "places" DROP COLUMN "accessibility_note";
  ALTER TABLE "places" DROP COLUMN "accessibility_accessible";
  ALTER TABLE "_places_v" DROP COLUMN "version_accessibility_note";
  ALTER TABLE "_places_v" DROP COLUMN "version_accessibility_accessible";
  ALTER TABLE "walking_routes" DROP COLUMN "accessibility_surface";
  ALTER TABLE "walking_routes" DROP COLUMN "accessibility_gradient";
  ALTER TABLE "walking_routes" DROP COLUMN "accessibility_note";
  ALTER TABLE "walking_routes" DROP COLUMN "accessibility_accessible";
  ALTER TABLE "_walking_routes_v" DROP COLUMN "version_accessibility_surface";
  ALTER TABLE "_walking_routes_v" DROP COLUMN "version_accessibility_gradient";
  ALTER TABLE "_walking_routes_v" DROP COLUMN "version_accessibility_note";
  ALTER TABLE "_walking_routes_v" DROP COLUMN "version_accessibility_accessible";
  ALTER TABLE "beaches" DROP COLUMN "accessibility_note";
  ALTER TABLE "beaches" DROP COLUMN "accessibility_accessible";
  ALTER TABLE "_beaches_v" DROP COLUMN "version_accessibility_note";
  ALTER TABLE "_beaches_v" DROP COLUMN "version_accessibility_accessible";
  DROP TYPE "public"."enum_infrastructure_objects_a11y_features";
  DROP TYPE "public"."enum_places_a11y_features";
  DROP TYPE "public"."enum_walking_routes_a11y_features";
  DROP TYPE "public"."enum_walking_routes_accessibility_surface";
  DROP TYPE "public"."enum_walking_routes_accessibility_gradient";
  DROP TYPE "public"."enum__walking_routes_v_version_accessibility_surface";
  DROP TYPE "public"."enum__walking_routes_v_version_accessibility_gradient";
  DROP TYPE "public"."enum_beaches_a11y_features";`)
}
