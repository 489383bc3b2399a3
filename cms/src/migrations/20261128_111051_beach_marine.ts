import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`beach_marine\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`beach_id\` integer,
  	\`water_temperature_value\` numeric,
  	\`water_temperature_forecast_at\` text,
  	\`wave_height_value\` numeric,
  	\`wave_height_forecast_at\` text,
  	\`wind_speed_value\` numeric,
  	\`wind_speed_forecast_at\` text,
  	\`uv_index_value\` numeric,
  	\`uv_index_forecast_at\` text,
  	\`fetched_at\` text NOT NULL,
  	FOREIGN KEY (\`beach_id\`) REFERENCES \`beaches\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`beach_marine_beach_idx\` ON \`beach_marine\` (\`beach_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`beach_marine\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
