import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`idempotency_keys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer\` numeric NOT NULL,
  	\`key\` text NOT NULL,
  	\`endpoint\` text NOT NULL,
  	\`fingerprint\` text NOT NULL,
  	\`status\` numeric,
  	\`content_type\` text,
  	\`response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`idempotency_keys_updated_at_idx\` ON \`idempotency_keys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`idempotency_keys_created_at_idx\` ON \`idempotency_keys\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_key_endpoint_idx\` ON \`idempotency_keys\` (\`customer\`,\`key\`,\`endpoint\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`idempotency_keys\`;`)
}
