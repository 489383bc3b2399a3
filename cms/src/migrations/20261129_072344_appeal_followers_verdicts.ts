import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`appeal_followers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appeal_id\` integer NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`via\` text DEFAULT 'follow' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appeal_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appeal_followers_appeal_idx\` ON \`appeal_followers\` (\`appeal_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_followers_customer_idx\` ON \`appeal_followers\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_followers_updated_at_idx\` ON \`appeal_followers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeal_followers_created_at_idx\` ON \`appeal_followers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeal_customer_idx\` ON \`appeal_followers\` (\`appeal_id\`,\`customer_id\`);`)
  await db.run(sql`CREATE TABLE \`appeal_verdicts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`appeal_id\` integer NOT NULL,
  	\`verdict\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`note\` text,
  	\`resolved_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`appeal_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_appeal_idx\` ON \`appeal_verdicts\` (\`appeal_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_customer_idx\` ON \`appeal_verdicts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_updated_at_idx\` ON \`appeal_verdicts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_created_at_idx\` ON \`appeal_verdicts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeal_customer_resolved_at_idx\` ON \`appeal_verdicts\` (\`appeal_id\`,\`customer_id\`,\`resolved_at\`);`)
  await db.run(sql`CREATE TABLE \`appeal_verdicts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`appeal_photos_id\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appeal_verdicts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeal_photos_id\`) REFERENCES \`appeal_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_rels_order_idx\` ON \`appeal_verdicts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_rels_parent_idx\` ON \`appeal_verdicts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_rels_path_idx\` ON \`appeal_verdicts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appeal_verdicts_rels_appeal_photos_id_idx\` ON \`appeal_verdicts_rels\` (\`appeal_photos_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeal_followers_id\` integer REFERENCES appeal_followers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeal_verdicts_id\` integer REFERENCES appeal_verdicts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_followers_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_followers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeal_verdicts_id_idx\` ON \`payload_locked_documents_rels\` (\`appeal_verdicts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`appeal_followers\`;`)
  await db.run(sql`DROP TABLE \`appeal_verdicts\`;`)
  await db.run(sql`DROP TABLE \`appeal_verdicts_rels\`;`)
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
  	\`open311_keys_id\` integer,
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
  	FOREIGN KEY (\`open311_keys_id\`) REFERENCES \`open311_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "appeals_id", "appeal_topics_id", "appeal_photos_id", "booking_sessions_id", "bookings_id", "favorites_id", "notifications_id", "push_subscriptions_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id", "appeal_drafts_id", "alerts_id", "beach_condition_changes_id", "beach_conditions_id", "open311_keys_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "cars_id", "statements_id", "statement_scans_id", "appeals_id", "appeal_topics_id", "appeal_photos_id", "booking_sessions_id", "bookings_id", "favorites_id", "notifications_id", "push_subscriptions_id", "media_id", "magazine_categories_id", "magazines_id", "events_id", "tours_id", "tour_groups_id", "infrastructure_objects_id", "places_id", "walking_routes_id", "beaches_id", "beach_groups_id", "cameras_id", "appeal_drafts_id", "alerts_id", "beach_condition_changes_id", "beach_conditions_id", "open311_keys_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_open311_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`open311_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
