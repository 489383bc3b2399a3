import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`state_registration_plate\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`active_permit_end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cars_owner_idx\` ON \`cars\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`cars_state_registration_plate_idx\` ON \`cars\` (\`state_registration_plate\`);`)
  await db.run(sql`CREATE INDEX \`cars_updated_at_idx\` ON \`cars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cars_created_at_idx\` ON \`cars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_state_registration_plate_idx\` ON \`cars\` (\`owner_id\`,\`state_registration_plate\`);`)
  await db.run(sql`CREATE TABLE \`statements_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`comment\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`statements_history_order_idx\` ON \`statements_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`statements_history_parent_id_idx\` ON \`statements_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`statements\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`statement_code\` text NOT NULL,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`decision_comment\` text,
  	\`permit_end_date\` text,
  	\`submitted_at\` text,
  	\`decided_at\` text,
  	\`owner_id\` integer NOT NULL,
  	\`car_id\` integer,
  	\`state_registration_plate\` text NOT NULL,
  	\`passport_first_id\` text,
  	\`passport_second_id\` text,
  	\`sts_first_id\` text,
  	\`sts_second_id\` text,
  	\`surname\` text,
  	\`name\` text,
  	\`patronymic\` text,
  	\`date_of_birth\` text,
  	\`sex\` text,
  	\`passport_series\` text,
  	\`passport_number\` text,
  	\`passport_issue_date\` text,
  	\`passport_issuing_authority_code\` text,
  	\`passport_issuing_authority\` text,
  	\`registration_address\` text,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`car_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`passport_first_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`passport_second_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sts_first_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sts_second_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`statements_statement_code_idx\` ON \`statements\` (\`statement_code\`);`)
  await db.run(sql`CREATE INDEX \`statements_status_idx\` ON \`statements\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`statements_owner_idx\` ON \`statements\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_car_idx\` ON \`statements\` (\`car_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_state_registration_plate_idx\` ON \`statements\` (\`state_registration_plate\`);`)
  await db.run(sql`CREATE INDEX \`statements_passport_first_idx\` ON \`statements\` (\`passport_first_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_passport_second_idx\` ON \`statements\` (\`passport_second_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_sts_first_idx\` ON \`statements\` (\`sts_first_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_sts_second_idx\` ON \`statements\` (\`sts_second_id\`);`)
  await db.run(sql`CREATE INDEX \`statements_updated_at_idx\` ON \`statements\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`statements_created_at_idx\` ON \`statements\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`statement_scans\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`statement_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`statement_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`statement_scans_owner_idx\` ON \`statement_scans\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`statement_scans_statement_idx\` ON \`statement_scans\` (\`statement_id\`);`)
  await db.run(sql`CREATE INDEX \`statement_scans_updated_at_idx\` ON \`statement_scans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`statement_scans_created_at_idx\` ON \`statement_scans\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`statement_scans_filename_idx\` ON \`statement_scans\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cars_id\` integer REFERENCES cars(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`statements_id\` integer REFERENCES statements(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`statement_scans_id\` text REFERENCES statement_scans(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statement_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_scans_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cars\`;`)
  await db.run(sql`DROP TABLE \`statements_history\`;`)
  await db.run(sql`DROP TABLE \`statements\`;`)
  await db.run(sql`DROP TABLE \`statement_scans\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`media_id\` integer,
  	\`magazine_categories_id\` integer,
  	\`magazines_id\` integer,
  	\`events_id\` integer,
  	\`tours_id\` integer,
  	\`tour_groups_id\` integer,
  	\`infrastructure_objects_id\` integer,
  	\`places_id\` integer,
  	\`walking_routes_id\` integer,
  	\`beaches_id\` integer,
  	\`beach_groups_id\` integer,
  	\`cameras_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazine_categories_id\`) REFERENCES \`magazine_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazines_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tours_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tour_groups_id\`) REFERENCES \`tour_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`infrastructure_objects_id\`) REFERENCES \`infrastructure_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`places_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`walking_routes_id\`) REFERENCES \`walking_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beaches_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beach_groups_id\`) REFERENCES \`beach_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cameras_id\`) REFERENCES \`cameras\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazine_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`magazine_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazines_id_idx\` ON \`payload_locked_documents_rels\` (\`magazines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tours_id_idx\` ON \`payload_locked_documents_rels\` (\`tours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tour_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`tour_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_infrastructure_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`infrastructure_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_places_id_idx\` ON \`payload_locked_documents_rels\` (\`places_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_walking_routes_id_idx\` ON \`payload_locked_documents_rels\` (\`walking_routes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beaches_id_idx\` ON \`payload_locked_documents_rels\` (\`beaches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beach_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`beach_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cameras_id_idx\` ON \`payload_locked_documents_rels\` (\`cameras_id\`);`)
}
