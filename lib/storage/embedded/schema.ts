// Drizzle tables of the embedded storage server (schema `embedded_storage`): buckets and the metadata of their
// objects, whose bytes live on disk. The SQL that creates them is in ./migrations, applied only in embedded mode.
import { bigint, boolean, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const embeddedStorage = pgSchema('embedded_storage');

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const buckets = embeddedStorage.table('buckets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  public: boolean('public').notNull(),
  /** Bytes; null: only the server's limit applies. */
  fileSizeLimit: bigint('file_size_limit', { mode: 'number' }),
  /** Null: any type; entries may end in `/*` (`image/*`). */
  allowedMimeTypes: text('allowed_mime_types').array(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const objects = embeddedStorage.table('objects', {
  id: uuid('id').primaryKey(),
  bucketId: text('bucket_id').notNull(),
  /** The key (`folder/file.pdf`), compared byte by byte (collation "C") like storage.objects.name. */
  name: text('name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimetype: text('mimetype').notNull(),
  cacheControl: text('cache_control').notNull(),
  /** Hex MD5, served quoted as the ETag. */
  etag: text('etag').notNull(),
  sha256: text('sha256').notNull(),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

export type BucketRow = typeof buckets.$inferSelect;
export type ObjectRow = typeof objects.$inferSelect;
