import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`customer_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`method\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_sessions_token_hash_idx\` ON \`customer_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_customer_idx\` ON \`customer_sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_expires_at_idx\` ON \`customer_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_updated_at_idx\` ON \`customer_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_created_at_idx\` ON \`customer_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`one_time_codes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`one_time_codes_phone_idx\` ON \`one_time_codes\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`one_time_codes_updated_at_idx\` ON \`one_time_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`one_time_codes_created_at_idx\` ON \`one_time_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_at_idx\` ON \`rate_limit_hits\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`key_at_idx\` ON \`rate_limit_hits\` (\`key\`,\`at\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`password_hash\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`customer_sessions\`;`)
  await db.run(sql`DROP TABLE \`one_time_codes\`;`)
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`password_hash\`;`)
}
