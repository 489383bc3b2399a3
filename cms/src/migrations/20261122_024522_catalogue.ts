import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_gallery_order_idx\` ON \`events_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_parent_id_idx\` ON \`events_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_gallery_image_idx\` ON \`events_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`venue\` text,
  	\`address\` text,
  	\`age_limit\` text,
  	\`finishes_at\` text,
  	\`price_from\` numeric,
  	\`ticket_url\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_category_idx\` ON \`events\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`events_starts_at_idx\` ON \`events\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`events_finishes_at_idx\` ON \`events\` (\`finishes_at\`);`)
  await db.run(sql`CREATE INDEX \`events_preview_picture_idx\` ON \`events\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`events_sort_idx\` ON \`events\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_order_idx\` ON \`_events_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_parent_id_idx\` ON \`_events_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_gallery_image_idx\` ON \`_events_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_venue\` text,
  	\`version_address\` text,
  	\`version_age_limit\` text,
  	\`version_finishes_at\` text,
  	\`version_price_from\` numeric,
  	\`version_ticket_url\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_category_idx\` ON \`_events_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_starts_at_idx\` ON \`_events_v\` (\`version_starts_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_finishes_at_idx\` ON \`_events_v\` (\`version_finishes_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_preview_picture_idx\` ON \`_events_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_sort_idx\` ON \`_events_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`tours_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tours_tags_order_idx\` ON \`tours_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`tours_tags_parent_idx\` ON \`tours_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tours_tags_value_idx\` ON \`tours_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`tours_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tours_gallery_order_idx\` ON \`tours_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tours_gallery_parent_id_idx\` ON \`tours_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tours_gallery_image_idx\` ON \`tours_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'excursion',
  	\`group_id\` integer,
  	\`duration_minutes\` numeric,
  	\`price_from\` numeric,
  	\`group_size\` numeric,
  	\`organizer\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`group_id\`) REFERENCES \`tour_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tours_slug_idx\` ON \`tours\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tours_group_idx\` ON \`tours\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`tours_preview_picture_idx\` ON \`tours\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`tours_sort_idx\` ON \`tours\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`tours_updated_at_idx\` ON \`tours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tours_created_at_idx\` ON \`tours\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tours__status_idx\` ON \`tours\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_tours_v_version_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_tours_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tours_v_version_tags_order_idx\` ON \`_tours_v_version_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_tags_parent_idx\` ON \`_tours_v_version_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_tags_value_idx\` ON \`_tours_v_version_tags\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`_tours_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tours_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tours_v_version_gallery_order_idx\` ON \`_tours_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_gallery_parent_id_idx\` ON \`_tours_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_gallery_image_idx\` ON \`_tours_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_tours_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'excursion',
  	\`version_group_id\` integer,
  	\`version_duration_minutes\` numeric,
  	\`version_price_from\` numeric,
  	\`version_group_size\` numeric,
  	\`version_organizer\` text,
  	\`version_phone\` text,
  	\`version_address\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tours\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_group_id\`) REFERENCES \`tour_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tours_v_parent_idx\` ON \`_tours_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_slug_idx\` ON \`_tours_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_group_idx\` ON \`_tours_v\` (\`version_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_preview_picture_idx\` ON \`_tours_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_sort_idx\` ON \`_tours_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_updated_at_idx\` ON \`_tours_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version_created_at_idx\` ON \`_tours_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_version_version__status_idx\` ON \`_tours_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_created_at_idx\` ON \`_tours_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_updated_at_idx\` ON \`_tours_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tours_v_latest_idx\` ON \`_tours_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`tour_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tour_groups_preview_picture_idx\` ON \`tour_groups\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`tour_groups_sort_idx\` ON \`tour_groups\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`tour_groups_updated_at_idx\` ON \`tour_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_groups_created_at_idx\` ON \`tour_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`tour_groups__status_idx\` ON \`tour_groups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_tour_groups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`tour_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_parent_idx\` ON \`_tour_groups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_version_version_preview_picture_idx\` ON \`_tour_groups_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_version_version_sort_idx\` ON \`_tour_groups_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_version_version_updated_at_idx\` ON \`_tour_groups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_version_version_created_at_idx\` ON \`_tour_groups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_version_version__status_idx\` ON \`_tour_groups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_created_at_idx\` ON \`_tour_groups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_updated_at_idx\` ON \`_tour_groups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_tour_groups_v_latest_idx\` ON \`_tour_groups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`infrastructure_objects_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`infrastructure_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_gallery_order_idx\` ON \`infrastructure_objects_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_gallery_parent_id_idx\` ON \`infrastructure_objects_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_gallery_image_idx\` ON \`infrastructure_objects_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`infrastructure_objects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`category\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`website\` text,
  	\`working_hours_all_day\` integer DEFAULT false,
  	\`working_hours_from\` text,
  	\`working_hours_to\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`infrastructure_objects_slug_idx\` ON \`infrastructure_objects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_category_idx\` ON \`infrastructure_objects\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_preview_picture_idx\` ON \`infrastructure_objects\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_sort_idx\` ON \`infrastructure_objects\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_updated_at_idx\` ON \`infrastructure_objects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects_created_at_idx\` ON \`infrastructure_objects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`infrastructure_objects__status_idx\` ON \`infrastructure_objects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_objects_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_infrastructure_objects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_gallery_order_idx\` ON \`_infrastructure_objects_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_gallery_parent_id_idx\` ON \`_infrastructure_objects_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_gallery_image_idx\` ON \`_infrastructure_objects_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_infrastructure_objects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_address\` text,
  	\`version_phone\` text,
  	\`version_website\` text,
  	\`version_working_hours_all_day\` integer DEFAULT false,
  	\`version_working_hours_from\` text,
  	\`version_working_hours_to\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`infrastructure_objects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_parent_idx\` ON \`_infrastructure_objects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_slug_idx\` ON \`_infrastructure_objects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_category_idx\` ON \`_infrastructure_objects_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_preview_pictur_idx\` ON \`_infrastructure_objects_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_sort_idx\` ON \`_infrastructure_objects_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_updated_at_idx\` ON \`_infrastructure_objects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version_created_at_idx\` ON \`_infrastructure_objects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_version_version__status_idx\` ON \`_infrastructure_objects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_created_at_idx\` ON \`_infrastructure_objects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_updated_at_idx\` ON \`_infrastructure_objects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_infrastructure_objects_v_latest_idx\` ON \`_infrastructure_objects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`places_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`places_gallery_order_idx\` ON \`places_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`places_gallery_parent_id_idx\` ON \`places_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`places_gallery_image_idx\` ON \`places_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`places\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`address\` text,
  	\`phone\` text,
  	\`website\` text,
  	\`working_hours_all_day\` integer DEFAULT false,
  	\`working_hours_from\` text,
  	\`working_hours_to\` text,
  	\`price_from\` numeric,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`places_category_idx\` ON \`places\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`places_preview_picture_idx\` ON \`places\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`places_sort_idx\` ON \`places\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`places_updated_at_idx\` ON \`places\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`places_created_at_idx\` ON \`places\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`places__status_idx\` ON \`places\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_places_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_places_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_places_v_version_gallery_order_idx\` ON \`_places_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_gallery_parent_id_idx\` ON \`_places_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_gallery_image_idx\` ON \`_places_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_places_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_category\` text,
  	\`version_address\` text,
  	\`version_phone\` text,
  	\`version_website\` text,
  	\`version_working_hours_all_day\` integer DEFAULT false,
  	\`version_working_hours_from\` text,
  	\`version_working_hours_to\` text,
  	\`version_price_from\` numeric,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`places\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_places_v_parent_idx\` ON \`_places_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version_category_idx\` ON \`_places_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version_preview_picture_idx\` ON \`_places_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version_sort_idx\` ON \`_places_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version_updated_at_idx\` ON \`_places_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version_created_at_idx\` ON \`_places_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_version_version__status_idx\` ON \`_places_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_created_at_idx\` ON \`_places_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_updated_at_idx\` ON \`_places_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_places_v_latest_idx\` ON \`_places_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`walking_routes_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`walking_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`walking_routes_gallery_order_idx\` ON \`walking_routes_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_gallery_parent_id_idx\` ON \`walking_routes_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_gallery_image_idx\` ON \`walking_routes_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`walking_routes_track\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`walking_routes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`walking_routes_track_order_idx\` ON \`walking_routes_track\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_track_parent_id_idx\` ON \`walking_routes_track\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`walking_routes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`distance_meters\` numeric,
  	\`duration_minutes\` numeric,
  	\`difficulty\` text DEFAULT 'easy',
  	\`start\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`walking_routes_preview_picture_idx\` ON \`walking_routes\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_sort_idx\` ON \`walking_routes\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_updated_at_idx\` ON \`walking_routes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes_created_at_idx\` ON \`walking_routes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`walking_routes__status_idx\` ON \`walking_routes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_walking_routes_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_walking_routes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_gallery_order_idx\` ON \`_walking_routes_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_gallery_parent_id_idx\` ON \`_walking_routes_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_gallery_image_idx\` ON \`_walking_routes_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_walking_routes_v_version_track\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_walking_routes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_track_order_idx\` ON \`_walking_routes_v_version_track\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_track_parent_id_idx\` ON \`_walking_routes_v_version_track\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_walking_routes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_distance_meters\` numeric,
  	\`version_duration_minutes\` numeric,
  	\`version_difficulty\` text DEFAULT 'easy',
  	\`version_start\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`walking_routes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_parent_idx\` ON \`_walking_routes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_version_preview_picture_idx\` ON \`_walking_routes_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_version_sort_idx\` ON \`_walking_routes_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_version_updated_at_idx\` ON \`_walking_routes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_version_created_at_idx\` ON \`_walking_routes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_version_version__status_idx\` ON \`_walking_routes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_created_at_idx\` ON \`_walking_routes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_updated_at_idx\` ON \`_walking_routes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_walking_routes_v_latest_idx\` ON \`_walking_routes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`beaches_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`beaches_amenities_order_idx\` ON \`beaches_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`beaches_amenities_parent_idx\` ON \`beaches_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`beaches_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`beaches_gallery_order_idx\` ON \`beaches_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`beaches_gallery_parent_id_idx\` ON \`beaches_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`beaches_gallery_image_idx\` ON \`beaches_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`beaches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`group_id\` integer,
  	\`surface\` text DEFAULT 'sand',
  	\`length_meters\` numeric,
  	\`status_state\` text DEFAULT 'open',
  	\`status_since\` text,
  	\`status_note\` text,
  	\`address\` text,
  	\`working_hours_all_day\` integer DEFAULT false,
  	\`working_hours_from\` text,
  	\`working_hours_to\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`group_id\`) REFERENCES \`beach_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`beaches_group_idx\` ON \`beaches\` (\`group_id\`);`)
  await db.run(sql`CREATE INDEX \`beaches_preview_picture_idx\` ON \`beaches\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`beaches_sort_idx\` ON \`beaches\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`beaches_updated_at_idx\` ON \`beaches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beaches_created_at_idx\` ON \`beaches\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`beaches__status_idx\` ON \`beaches\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_beaches_v_version_amenities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_beaches_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_amenities_order_idx\` ON \`_beaches_v_version_amenities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_amenities_parent_idx\` ON \`_beaches_v_version_amenities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_beaches_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_beaches_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_gallery_order_idx\` ON \`_beaches_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_gallery_parent_id_idx\` ON \`_beaches_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_gallery_image_idx\` ON \`_beaches_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_beaches_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_group_id\` integer,
  	\`version_surface\` text DEFAULT 'sand',
  	\`version_length_meters\` numeric,
  	\`version_status_state\` text DEFAULT 'open',
  	\`version_status_since\` text,
  	\`version_status_note\` text,
  	\`version_address\` text,
  	\`version_working_hours_all_day\` integer DEFAULT false,
  	\`version_working_hours_from\` text,
  	\`version_working_hours_to\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_group_id\`) REFERENCES \`beach_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_beaches_v_parent_idx\` ON \`_beaches_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version_group_idx\` ON \`_beaches_v\` (\`version_group_id\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version_preview_picture_idx\` ON \`_beaches_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version_sort_idx\` ON \`_beaches_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version_updated_at_idx\` ON \`_beaches_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version_created_at_idx\` ON \`_beaches_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_version_version__status_idx\` ON \`_beaches_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_created_at_idx\` ON \`_beaches_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_updated_at_idx\` ON \`_beaches_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beaches_v_latest_idx\` ON \`_beaches_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`beach_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`preview_picture_id\` integer,
  	\`description\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`beach_groups_preview_picture_idx\` ON \`beach_groups\` (\`preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`beach_groups_sort_idx\` ON \`beach_groups\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`beach_groups_updated_at_idx\` ON \`beach_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beach_groups_created_at_idx\` ON \`beach_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`beach_groups__status_idx\` ON \`beach_groups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_beach_groups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_preview_picture_id\` integer,
  	\`version_description\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`beach_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_parent_idx\` ON \`_beach_groups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_version_version_preview_picture_idx\` ON \`_beach_groups_v\` (\`version_preview_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_version_version_sort_idx\` ON \`_beach_groups_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_version_version_updated_at_idx\` ON \`_beach_groups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_version_version_created_at_idx\` ON \`_beach_groups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_version_version__status_idx\` ON \`_beach_groups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_created_at_idx\` ON \`_beach_groups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_updated_at_idx\` ON \`_beach_groups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_beach_groups_v_latest_idx\` ON \`_beach_groups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`cameras\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`stream_url\` text,
  	\`poster_id\` integer,
  	\`address\` text,
  	\`location_lat\` numeric,
  	\`location_lon\` numeric,
  	\`sort\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cameras_poster_idx\` ON \`cameras\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`cameras_sort_idx\` ON \`cameras\` (\`sort\`);`)
  await db.run(sql`CREATE INDEX \`cameras_updated_at_idx\` ON \`cameras\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cameras_created_at_idx\` ON \`cameras\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cameras__status_idx\` ON \`cameras\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_cameras_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_stream_url\` text,
  	\`version_poster_id\` integer,
  	\`version_address\` text,
  	\`version_location_lat\` numeric,
  	\`version_location_lon\` numeric,
  	\`version_sort\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cameras\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cameras_v_parent_idx\` ON \`_cameras_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_version_version_poster_idx\` ON \`_cameras_v\` (\`version_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_version_version_sort_idx\` ON \`_cameras_v\` (\`version_sort\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_version_version_updated_at_idx\` ON \`_cameras_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_version_version_created_at_idx\` ON \`_cameras_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_version_version__status_idx\` ON \`_cameras_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_created_at_idx\` ON \`_cameras_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_updated_at_idx\` ON \`_cameras_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cameras_v_latest_idx\` ON \`_cameras_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tours_id\` integer REFERENCES tours(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`tour_groups_id\` integer REFERENCES tour_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`infrastructure_objects_id\` integer REFERENCES infrastructure_objects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`places_id\` integer REFERENCES places(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`walking_routes_id\` integer REFERENCES walking_routes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`beaches_id\` integer REFERENCES beaches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`beach_groups_id\` integer REFERENCES beach_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cameras_id\` integer REFERENCES cameras(id);`)
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

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_gallery\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`tours_tags\`;`)
  await db.run(sql`DROP TABLE \`tours_gallery\`;`)
  await db.run(sql`DROP TABLE \`tours\`;`)
  await db.run(sql`DROP TABLE \`_tours_v_version_tags\`;`)
  await db.run(sql`DROP TABLE \`_tours_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_tours_v\`;`)
  await db.run(sql`DROP TABLE \`tour_groups\`;`)
  await db.run(sql`DROP TABLE \`_tour_groups_v\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_objects_gallery\`;`)
  await db.run(sql`DROP TABLE \`infrastructure_objects\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_objects_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_infrastructure_objects_v\`;`)
  await db.run(sql`DROP TABLE \`places_gallery\`;`)
  await db.run(sql`DROP TABLE \`places\`;`)
  await db.run(sql`DROP TABLE \`_places_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_places_v\`;`)
  await db.run(sql`DROP TABLE \`walking_routes_gallery\`;`)
  await db.run(sql`DROP TABLE \`walking_routes_track\`;`)
  await db.run(sql`DROP TABLE \`walking_routes\`;`)
  await db.run(sql`DROP TABLE \`_walking_routes_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_walking_routes_v_version_track\`;`)
  await db.run(sql`DROP TABLE \`_walking_routes_v\`;`)
  await db.run(sql`DROP TABLE \`beaches_amenities\`;`)
  await db.run(sql`DROP TABLE \`beaches_gallery\`;`)
  await db.run(sql`DROP TABLE \`beaches\`;`)
  await db.run(sql`DROP TABLE \`_beaches_v_version_amenities\`;`)
  await db.run(sql`DROP TABLE \`_beaches_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_beaches_v\`;`)
  await db.run(sql`DROP TABLE \`beach_groups\`;`)
  await db.run(sql`DROP TABLE \`_beach_groups_v\`;`)
  await db.run(sql`DROP TABLE \`cameras\`;`)
  await db.run(sql`DROP TABLE \`_cameras_v\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazine_categories_id\`) REFERENCES \`magazine_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`magazines_id\`) REFERENCES \`magazines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "customers_id", "media_id", "magazine_categories_id", "magazines_id") SELECT "id", "order", "parent_id", "path", "users_id", "customers_id", "media_id", "magazine_categories_id", "magazines_id" FROM \`payload_locked_documents_rels\`;`)
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
}
