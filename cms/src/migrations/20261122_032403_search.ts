import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`entity\` text NOT NULL,
  	\`ref_id\` numeric NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer,
  	\`data\` text,
  	\`lat\` numeric,
  	\`lon\` numeric,
  	\`labels\` text,
  	\`text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`search_documents_key_idx\` ON \`search_documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_entity_idx\` ON \`search_documents\` (\`entity\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_image_idx\` ON \`search_documents\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_updated_at_idx\` ON \`search_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_documents_created_at_idx\` ON \`search_documents\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`search_documents\`;`)
}
