import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appeals_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appeals_history_order_idx\` ON \`appeals_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appeals_history_parent_id_idx\` ON \`appeals_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`appeals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`topic_id\` integer NOT NULL,
  	\`answer_text\` text,
  	\`answered_at\` text,
  	\`text\` text NOT NULL,
  	\`address\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`map_url\` text,
  	\`owner_id\` integer NOT NULL,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`appeal_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`appeals_number_idx\` ON \`appeals\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_topic_idx\` ON \`appeals\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_request_id_idx\` ON \`appeals\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_request_id_idx\` ON \`appeals\` (\`owner_id\`,\`request_id\`);`)
  await db.run(sql`CREATE TABLE \`appeals_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`appeal_photos_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeal_photos_id\`) REFERENCES \`appeal_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appeals_rels_order_idx\` ON \`appeals_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_parent_idx\` ON \`appeals_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_path_idx\` ON \`appeals_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_appeal_photos_id_idx\` ON \`appeals_rels\` (\`appeal_photos_id\`);`)
  await db.run(sql`CREATE TABLE \`appeal_topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`appeal_topics_name_idx\` ON \`appeal_topics\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`appeal_topics_updated_at_idx\` ON \`appeal_topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeal_topics_created_at_idx\` ON \`appeal_topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appeal_photos\` (
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`owner_id\` integer,
  	\`attached\` integer DEFAULT false,
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
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appeal_photos_owner_idx\` ON \`appeal_photos\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_photos_attached_idx\` ON \`appeal_photos\` (\`attached\`);`)
  await db.run(sql`CREATE INDEX \`appeal_photos_updated_at_idx\` ON \`appeal_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeal_photos_created_at_idx\` ON \`appeal_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeal_photos_filename_idx\` ON \`appeal_photos\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`booking_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`event_id\` integer,
  	\`tour_id\` integer,
  	\`starts_at\` text NOT NULL,
  	\`seats_total\` numeric NOT NULL,
  	\`seats_left\` numeric,
  	\`price\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tour_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_sessions_event_idx\` ON \`booking_sessions\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_sessions_tour_idx\` ON \`booking_sessions\` (\`tour_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_sessions_starts_at_idx\` ON \`booking_sessions\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_sessions_updated_at_idx\` ON \`booking_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_sessions_created_at_idx\` ON \`booking_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'awaiting_payment' NOT NULL,
  	\`session_id\` integer NOT NULL,
  	\`starts_at\` text,
  	\`owner_id\` integer NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`hold_expires_at\` text,
  	\`paid_at\` text,
  	\`cancelled_at\` text,
  	\`payment_provider\` text,
  	\`payment_id\` text,
  	\`ticket_reference\` text,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`session_id\`) REFERENCES \`booking_sessions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_number_idx\` ON \`bookings\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_session_idx\` ON \`bookings\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_starts_at_idx\` ON \`bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_owner_idx\` ON \`bookings\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_hold_expires_at_idx\` ON \`bookings\` (\`hold_expires_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_payment_id_idx\` ON \`bookings\` (\`payment_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_ticket_reference_idx\` ON \`bookings\` (\`ticket_reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_request_id_idx\` ON \`bookings\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_request_id_1_idx\` ON \`bookings\` (\`owner_id\`,\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`status_hold_expires_at_idx\` ON \`bookings\` (\`status\`,\`hold_expires_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeals_id\` integer REFERENCES appeals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeal_topics_id\` integer REFERENCES appeal_topics(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeal_photos_id\` text REFERENCES appeal_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_sessions_id\` integer REFERENCES booking_sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bookings_id\` integer REFERENCES bookings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeals_id_idx\` ON \`payload_locked_documents_rels\` (\`appeals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appeals_history\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals_rels\`;`)
  await db.run(sql`DROP TABLE \`appeal_topics\`;`)
  await db.run(sql`DROP TABLE \`appeal_photos\`;`)
  await db.run(sql`DROP TABLE \`booking_sessions\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`cars_id\` integer,
  	\`statements_id\` integer,
  	\`statement_scans_id\` text,
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
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statements_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statement_scans_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statement_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_scans_id\`);`)
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
