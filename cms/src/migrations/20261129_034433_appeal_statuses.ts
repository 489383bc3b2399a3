import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { APPEAL_STATUSES_DOWN, APPEAL_STATUSES_UP } from '../appeals/legacyStatuses'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`appeals_history\` ADD \`note\` text;`)
  await db.run(sql`ALTER TABLE \`appeals_history\` ADD \`scheduled_for\` text;`)
  await db.run(sql`ALTER TABLE \`appeals_history\` ADD \`referred_to\` text;`)
  await db.run(sql`ALTER TABLE \`appeals_history\` ADD \`duplicate_of_id\` integer REFERENCES appeals(id);`)
  await db.run(sql`CREATE INDEX \`appeals_history_duplicate_of_idx\` ON \`appeals_history\` (\`duplicate_of_id\`);`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`scheduled_for\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`referred_to\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`duplicate_of_id\` integer REFERENCES appeals(id);`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`status_note\` text;`)
  await db.run(sql`CREATE INDEX \`appeals_duplicate_of_idx\` ON \`appeals\` (\`duplicate_of_id\`);`)
  // SQLite keeps a select as text: the data step writes the new values as they are.
  for (const statement of APPEAL_STATUSES_UP) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of APPEAL_STATUSES_DOWN) await db.run(sql.raw(statement))
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_appeals_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_appeals_history\`("_order", "_parent_id", "id", "status", "at") SELECT "_order", "_parent_id", "id", "status", "at" FROM \`appeals_history\`;`)
  await db.run(sql`DROP TABLE \`appeals_history\`;`)
  await db.run(sql`ALTER TABLE \`__new_appeals_history\` RENAME TO \`appeals_history\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`appeals_history_order_idx\` ON \`appeals_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appeals_history_parent_id_idx\` ON \`appeals_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_appeals\` (
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
  	\`consent_at\` text,
  	\`consent_policy_version\` text,
  	\`request_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`topic_id\`) REFERENCES \`appeal_topics\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_appeals\`("id", "number", "status", "topic_id", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at") SELECT "id", "number", "status", "topic_id", "answer_text", "answered_at", "text", "address", "lat", "lon", "map_url", "owner_id", "consent_at", "consent_policy_version", "request_id", "updated_at", "created_at" FROM \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`ALTER TABLE \`__new_appeals\` RENAME TO \`appeals\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeals_number_idx\` ON \`appeals\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_topic_idx\` ON \`appeals\` (\`topic_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_request_id_idx\` ON \`appeals\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_request_id_idx\` ON \`appeals\` (\`owner_id\`,\`request_id\`);`)
}
