import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`infrastructure_objects_a11y_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`infrastructure_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_a11y_features_order_idx\` ON \`infrastructure_objects_a11y_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_a11y_features_parent_idx\` ON \`infrastructure_objects_a11y_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_objects_a11y_features_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_infrastructure_objects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_a11y_features_v_order_idx\` ON \`_infrastructure_objects_a11y_features_v\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_a11y_features_v_parent_idx\` ON \`_infrastructure_objects_a11y_features_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`places_a11y_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_a11y_features_order_idx\` ON \`places_a11y_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`places_a11y_features_parent_idx\` ON \`places_a11y_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_places_a11y_features_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_places_a11y_features_v_order_idx\` ON \`_places_a11y_features_v\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_places_a11y_features_v_parent_idx\` ON \`_places_a11y_features_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`walking_routes_a11y_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`walking_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`walking_routes_a11y_features_order_idx\` ON \`walking_routes_a11y_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_a11y_features_parent_idx\` ON \`walking_routes_a11y_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_walking_routes_a11y_features_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_walking_routes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_walking_routes_a11y_features_v_order_idx\` ON \`_walking_routes_a11y_features_v\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_a11y_features_v_parent_idx\` ON \`_walking_routes_a11y_features_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`beaches_a11y_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`beaches_a11y_features_order_idx\` ON \`beaches_a11y_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`beaches_a11y_features_parent_idx\` ON \`beaches_a11y_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_beaches_a11y_features_v\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_beaches_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_beaches_a11y_features_v_order_idx\` ON \`_beaches_a11y_features_v\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_a11y_features_v_parent_idx\` ON \`_beaches_a11y_features_v\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`infrastructure_objects\` ADD \`accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`infrastructure_objects\` ADD \`accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_accessibility_accessibility_acces_idx\` ON \`infrastructure_objects\` (\`accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`_infrastructure_objects_v\` ADD \`version_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_objects_v\` ADD \`version_accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_accessibility_version__idx\` ON \`_infrastructure_objects_v\` (\`version_accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`places\` ADD \`accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`places_accessibility_accessibility_accessible_idx\` ON \`places\` (\`accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`_places_v\` ADD \`version_accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_places_v_version_accessibility_version_accessibility_ac_idx\` ON \`_places_v\` (\`version_accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`walking_routes\` ADD \`accessibility_surface\` text;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` ADD \`accessibility_gradient\` text;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` ADD \`accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` ADD \`accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`walking_routes_accessibility_accessibility_accessible_idx\` ON \`walking_routes\` (\`accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` ADD \`version_accessibility_surface\` text;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` ADD \`version_accessibility_gradient\` text;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` ADD \`version_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` ADD \`version_accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_accessibility_version_accessib_idx\` ON \`_walking_routes_v\` (\`version_accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`beaches\` ADD \`accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`beaches\` ADD \`accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`beaches_accessibility_accessibility_accessible_idx\` ON \`beaches\` (\`accessibility_accessible\`);`)
  await db.run(sql`ALTER TABLE \`_beaches_v\` ADD \`version_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`_beaches_v\` ADD \`version_accessibility_accessible\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_accessibility_version_accessibility_a_idx\` ON \`_beaches_v\` (\`version_accessibility_accessible\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`infrastructure_objects_a11y_features\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_objects_a11y_features_v\`;`)
  await db.run(sql`DROP TABLE \`places_a11y_features\`;`)
  await db.run(sql`DROP TABLE \`_places_a11y_features_v\`;`)
  await db.run(sql`DROP TABLE \`walking_routes_a11y_features\`;`)
  await db.run(sql`DROP TABLE \`_walking_routes_a11y_features_v\`;`)
  await db.run(sql`DROP TABLE \`beaches_a11y_features\`;`)
  await db.run(sql`DROP TABLE \`_beaches_a11y_features_v\`;`)
  await db.run(sql`DROP INDEX \`infrastructure_objects_accessibility_accessibility_acces_idx\`;`)
  await db.run(sql`ALTER TABLE \`infrastructure_objects\` DROP COLUMN \`accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`infrastructure_objects\` DROP COLUMN \`accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`_infrastructure_objects_v_version_accessibility_version__idx\`;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_objects_v\` DROP COLUMN \`version_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`_infrastructure_objects_v\` DROP COLUMN \`version_accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`places_accessibility_accessibility_accessible_idx\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`places\` DROP COLUMN \`accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`_places_v_version_accessibility_version_accessibility_ac_idx\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`_places_v\` DROP COLUMN \`version_accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`walking_routes_accessibility_accessibility_accessible_idx\`;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` DROP COLUMN \`accessibility_surface\`;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` DROP COLUMN \`accessibility_gradient\`;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` DROP COLUMN \`accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`walking_routes\` DROP COLUMN \`accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`_walking_routes_v_version_accessibility_version_accessib_idx\`;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` DROP COLUMN \`version_accessibility_surface\`;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` DROP COLUMN \`version_accessibility_gradient\`;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` DROP COLUMN \`version_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`_walking_routes_v\` DROP COLUMN \`version_accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`beaches_accessibility_accessibility_accessible_idx\`;`)
  await db.run(sql`ALTER TABLE \`beaches\` DROP COLUMN \`accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`beaches\` DROP COLUMN \`accessibility_accessible\`;`)
  await db.run(sql`DROP INDEX \`_beaches_v_version_accessibility_version_accessibility_a_idx\`;`)
  await db.run(sql`ALTER TABLE \`_beaches_v\` DROP COLUMN \`version_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`_beaches_v\` DROP COLUMN \`version_accessibility_accessible\`;`)
}
