import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`notifications\` ADD \`link\` text;`)
  await db.run(sql`ALTER TABLE \`beach_condition_changes\` ADD \`raise_alert\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`beach_condition_changes\` ADD \`alert_id\` integer REFERENCES alerts(id);`)
  await db.run(sql`CREATE INDEX \`beach_condition_changes_alert_idx\` ON \`beach_condition_changes\` (\`alert_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_beach_condition_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`target\` text DEFAULT 'beaches' NOT NULL,
  	\`bathing\` text NOT NULL,
  	\`flag\` text,
  	\`source\` text NOT NULL,
  	\`document\` text,
  	\`valid_from\` text,
  	\`valid_until\` text,
  	\`lifeguards\` text,
  	\`water_temperature\` numeric,
  	\`note\` text,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_beach_condition_changes\`("id", "title", "target", "bathing", "flag", "source", "document", "valid_from", "valid_until", "lifeguards", "water_temperature", "note", "author_id", "updated_at", "created_at") SELECT "id", "title", "target", "bathing", "flag", "source", "document", "valid_from", "valid_until", "lifeguards", "water_temperature", "note", "author_id", "updated_at", "created_at" FROM \`beach_condition_changes\`;`)
  await db.run(sql`DROP TABLE \`beach_condition_changes\`;`)
  await db.run(sql`ALTER TABLE \`__new_beach_condition_changes\` RENAME TO \`beach_condition_changes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`beach_condition_changes_author_idx\` ON \`beach_condition_changes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`beach_condition_changes_updated_at_idx\` ON \`beach_condition_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`beach_condition_changes_created_at_idx\` ON \`beach_condition_changes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`notifications\` DROP COLUMN \`link\`;`)
}
