import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`open311_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`contact\` text,
  	\`key\` text,
  	\`key_prefix\` text,
  	\`key_hash\` text,
  	\`hourly_limit\` numeric DEFAULT 30 NOT NULL,
  	\`revoked\` integer DEFAULT false,
  	\`revoked_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`open311_keys_key_hash_idx\` ON \`open311_keys\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`open311_keys_updated_at_idx\` ON \`open311_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`open311_keys_created_at_idx\` ON \`open311_keys\` (\`created_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appeals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`topic_id\` integer NOT NULL,
  	\`is_public\` integer DEFAULT false,
  	\`held\` integer DEFAULT false,
  	\`scheduled_for\` text,
  	\`referred_to\` text,
  	\`duplicate_of_id\` integer,
  	\`status_note\` text,
  	\`answer_text\` text,
  	\`answered_at\` text,
  	\`text\` text NOT NULL,
  	\`address\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`map_url\` text,
  	\`owner_id\` integer,
  	\`source\` text DEFAULT 'site',
  	\`open311_key_id\` integer,
  	\`submitter_first_name\` text,
  	\`submitter_last_name\` text,
  	\`submitter_phone\` text,
  	\`submitter_email\` text,
  	\`consent_at\` text,
  	\`consent_policy_version\` text,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`appeal_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicate_of_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`open311_key_id\`) REFERENCES \`open311_keys\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Hand-corrected: the generator selected the new columns from the old table too, where SQLite reads
  // an unknown "name" as the text 'name'; the new columns take their defaults instead.
  await db.run(sql`INSERT INTO \`__new_appeals\`("id", "number", "status", "topic_id", "scheduled_for", "referred_to", "duplicate_of_id", "status_note", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at") SELECT "id", "number", "status", "topic_id", "scheduled_for", "referred_to", "duplicate_of_id", "status_note", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at" FROM \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`ALTER TABLE \`__new_appeals\` RENAME TO \`appeals\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeals_number_idx\` ON \`appeals\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_topic_idx\` ON \`appeals\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_is_public_idx\` ON \`appeals\` (\`is_public\`);`)
  await db.run(sql`CREATE INDEX \`appeals_held_idx\` ON \`appeals\` (\`held\`);`)
  await db.run(sql`CREATE INDEX \`appeals_duplicate_of_idx\` ON \`appeals\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_open311_key_idx\` ON \`appeals\` (\`open311_key_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_request_id_idx\` ON \`appeals\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_request_id_idx\` ON \`appeals\` (\`owner_id\`,\`request_id\`);`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` ADD \`personal\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` ADD \`keywords\` text;`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` ADD \`approved_for_public\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`appeal_photos_approved_for_public_idx\` ON \`appeal_photos\` (\`approved_for_public\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`open311_keys_id\` integer REFERENCES open311_keys(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_open311_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`open311_keys_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Appeals from partner apps have no resident; the old schema requires one, so they cannot go down with it.
  await db.run(sql`DELETE FROM \`appeals\` WHERE \`owner_id\` IS NULL;`)
  await db.run(sql`DROP TABLE \`open311_keys\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appeals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`topic_id\` integer NOT NULL,
  	\`scheduled_for\` text,
  	\`referred_to\` text,
  	\`duplicate_of_id\` integer,
  	\`status_note\` text,
  	\`answer_text\` text,
  	\`answered_at\` text,
  	\`text\` text NOT NULL,
  	\`address\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`map_url\` text,
  	\`owner_id\` integer NOT NULL,
  	\`consent_at\` text,
  	\`consent_policy_version\` text,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`appeal_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicate_of_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_appeals\`("id", "number", "status", "topic_id", "scheduled_for", "referred_to", "duplicate_of_id", "status_note", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at") SELECT "id", "number", "status", "topic_id", "scheduled_for", "referred_to", "duplicate_of_id", "status_note", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at" FROM \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`ALTER TABLE \`__new_appeals\` RENAME TO \`appeals\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeals_number_idx\` ON \`appeals\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_topic_idx\` ON \`appeals\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_duplicate_of_idx\` ON \`appeals\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_request_id_idx\` ON \`appeals\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_request_id_idx\` ON \`appeals\` (\`owner_id\`,\`request_id\`);`)
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
  	\`appeals_id\` integer,
  	\`appeal_topics_id\` integer,
  	\`appeal_photos_id\` text,
  	\`booking_sessions_id\` integer,
  	\`bookings_id\` integer,
  	\`favorites_id\` integer,
  	\`notifications_id\` integer,
  	\`push_subscriptions_id\` integer,
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
  	\`appeal_drafts_id\` integer,
  	\`alerts_id\` integer,
  	\`beach_condition_changes_id\` integer,
  	\`beach_conditions_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cars_id\`) REFERENCES \`cars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statements_id\`) REFERENCES \`statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`statement_scans_id\`) REFERENCES \`statement_scans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeals_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeal_topics_id\`) REFERENCES \`appeal_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeal_photos_id\`) REFERENCES \`appeal_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_sessions_id\`) REFERENCES \`booking_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorites_id\`) REFERENCES \`favorites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`cameras_id\`) REFERENCES \`cameras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeal_drafts_id\`) REFERENCES \`appeal_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beach_condition_changes_id\`) REFERENCES \`beach_condition_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`beach_conditions_id\`) REFERENCES \`beach_conditions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "appeals_id", "appeal_topics_id", "appeal_photos_id", "booking_sessions_id", "bookings_id", "favorites_id", "notifications_id", "push_subscriptions_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id", "appeal_drafts_id", "alerts_id", "beach_condition_changes_id", "beach_conditions_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "appeals_id", "appeal_topics_id", "appeal_photos_id", "booking_sessions_id", "bookings_id", "favorites_id", "notifications_id", "push_subscriptions_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id", "appeal_drafts_id", "alerts_id", "beach_condition_changes_id", "beach_conditions_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cars_id_idx\` ON \`payload_locked_documents_rels\` (\`cars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_statement_scans_id_idx\` ON \`payload_locked_documents_rels\` (\`statement_scans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeals_id_idx\` ON \`payload_locked_documents_rels\` (\`appeals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorites_id_idx\` ON \`payload_locked_documents_rels\` (\`favorites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beach_condition_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`beach_condition_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_beach_conditions_id_idx\` ON \`payload_locked_documents_rels\` (\`beach_conditions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`DROP INDEX \`appeal_photos_approved_for_public_idx\`;`)
  await db.run(sql`ALTER TABLE \`appeal_photos\` DROP COLUMN \`approved_for_public\`;`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` DROP COLUMN \`personal\`;`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`appeal_topics\` DROP COLUMN \`keywords\`;`)
}
