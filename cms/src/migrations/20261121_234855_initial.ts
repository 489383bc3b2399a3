import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`name\` text,
  	\`lastname\` text,
  	\`email\` text,
  	\`sex\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_phone_idx\` ON \`customers\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
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
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`magazine_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`magazine_categories_slug_idx\` ON \`magazine_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`magazine_categories_sort_idx\` ON \`magazine_categories\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`magazine_categories_updated_at_idx\` ON \`magazine_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`magazine_categories_created_at_idx\` ON \`magazine_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`magazines_content_blocks_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`magazines_content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazines_content_blocks_items_order_idx\` ON \`magazines_content_blocks_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`magazines_content_blocks_items_parent_id_idx\` ON \`magazines_content_blocks_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`magazines_content_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`picture_id\` integer,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazines_content_blocks_order_idx\` ON \`magazines_content_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`magazines_content_blocks_parent_id_idx\` ON \`magazines_content_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_content_blocks_picture_idx\` ON \`magazines_content_blocks\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`magazines_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazines_gallery_order_idx\` ON \`magazines_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`magazines_gallery_parent_id_idx\` ON \`magazines_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_gallery_image_idx\` ON \`magazines_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`magazines_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`magazines_videos_order_idx\` ON \`magazines_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`magazines_videos_parent_id_idx\` ON \`magazines_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`magazines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`type\` text DEFAULT 'stati',
  	\`category_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`published_at\` text,
  	\`description\` text,
  	\`preview_picture_id\` integer,
  	\`text\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`magazine_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`magazines_slug_idx\` ON \`magazines\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`magazines_type_idx\` ON \`magazines\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`magazines_category_idx\` ON \`magazines\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_sort_idx\` ON \`magazines\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`magazines_preview_picture_idx\` ON \`magazines\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`magazines_updated_at_idx\` ON \`magazines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`magazines_created_at_idx\` ON \`magazines\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`magazines__status_idx\` ON \`magazines\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_magazines_v_version_content_blocks_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_magazines_v_version_content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_content_blocks_items_order_idx\` ON \`_magazines_v_version_content_blocks_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_content_blocks_items_parent_id_idx\` ON \`_magazines_v_version_content_blocks_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazines_v_version_content_blocks\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`picture_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_magazines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_content_blocks_order_idx\` ON \`_magazines_v_version_content_blocks\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_content_blocks_parent_id_idx\` ON \`_magazines_v_version_content_blocks\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_content_blocks_picture_idx\` ON \`_magazines_v_version_content_blocks\` (\`picture_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazines_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_magazines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_gallery_order_idx\` ON \`_magazines_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_gallery_parent_id_idx\` ON \`_magazines_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_gallery_image_idx\` ON \`_magazines_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazines_v_version_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_magazines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_videos_order_idx\` ON \`_magazines_v_version_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_videos_parent_id_idx\` ON \`_magazines_v_version_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_magazines_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_type\` text DEFAULT 'stati',
  	\`version_category_id\` integer,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_published_at\` text,
  	\`version_description\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_text\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`magazine_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_magazines_v_parent_idx\` ON \`_magazines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_slug_idx\` ON \`_magazines_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_type_idx\` ON \`_magazines_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_category_idx\` ON \`_magazines_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_sort_idx\` ON \`_magazines_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_preview_picture_idx\` ON \`_magazines_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_updated_at_idx\` ON \`_magazines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version_created_at_idx\` ON \`_magazines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_version_version__status_idx\` ON \`_magazines_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_created_at_idx\` ON \`_magazines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_updated_at_idx\` ON \`_magazines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_magazines_v_latest_idx\` ON \`_magazines_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	\`media_id\` integer,
  	\`magazine_categories_id\` integer,
  	\`magazines_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazine_categories_id\`) REFERENCES \`magazine_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazines_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazine_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`magazine_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_magazines_id_idx\` ON \`payload_locked_documents_rels\` (\`magazines_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`magazine_categories\`;`)
  await db.run(sql`DROP TABLE \`magazines_content_blocks_items\`;`)
  await db.run(sql`DROP TABLE \`magazines_content_blocks\`;`)
  await db.run(sql`DROP TABLE \`magazines_gallery\`;`)
  await db.run(sql`DROP TABLE \`magazines_videos\`;`)
  await db.run(sql`DROP TABLE \`magazines\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v_version_content_blocks_items\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v_version_content_blocks\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v_version_videos\`;`)
  await db.run(sql`DROP TABLE \`_magazines_v\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
