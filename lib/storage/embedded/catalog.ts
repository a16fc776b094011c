// What exists in the embedded storage: buckets and object metadata in Postgres, in the JSON shapes storage-js reads.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Database } from '@/lib/db';
import { errors } from './errors';
import { buckets, objects, type BucketRow, type ObjectRow } from './schema';

export interface NewBucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  now: Date;
}

/** Creates a bucket; storage's Duplicate when the id is taken. */
export async function createBucket(db: Database, input: NewBucket): Promise<void> {
  const [created] = await db
    .insert(buckets)
    .values({
      id: input.id,
      name: input.id,
      public: input.public,
      fileSizeLimit: input.fileSizeLimit,
      allowedMimeTypes: input.allowedMimeTypes,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: buckets.id });
  if (!created) throw errors.bucketAlreadyExists();
}

export async function findBucket(db: Database, id: string): Promise<BucketRow | undefined> {
  const [row] = await db.select().from(buckets).where(eq(buckets.id, id));
  return row;
}

/** The bucket, or storage's NoSuchBucket. */
export async function requireBucket(db: Database, id: string): Promise<BucketRow> {
  const bucket = await findBucket(db, id);
  if (!bucket) throw errors.noSuchBucket();
  return bucket;
}

export function listBuckets(db: Database): Promise<BucketRow[]> {
  return db.select().from(buckets).orderBy(asc(buckets.name));
}

export async function updateBucket(
  db: Database,
  id: string,
  changes: Partial<Pick<BucketRow, 'public' | 'fileSizeLimit' | 'allowedMimeTypes'>>,
  now: Date,
): Promise<void> {
  const [updated] = await db
    .update(buckets)
    .set({ ...changes, updatedAt: now })
    .where(eq(buckets.id, id))
    .returning({ id: buckets.id });
  if (!updated) throw errors.noSuchBucket();
}

/** Deletes an empty bucket; storage's ResourceNotEmpty while it holds objects. */
export async function deleteBucket(db: Database, id: string): Promise<void> {
  await requireBucket(db, id);
  const [held] = await db.select({ id: objects.id }).from(objects).where(eq(objects.bucketId, id)).limit(1);
  if (held) throw errors.bucketNotEmpty();
  await db.delete(buckets).where(eq(buckets.id, id));
}

export function bucketJson(bucket: BucketRow) {
  return {
    id: bucket.id,
    name: bucket.name,
    owner: '',
    public: bucket.public,
    type: 'STANDARD',
    file_size_limit: bucket.fileSizeLimit,
    allowed_mime_types: bucket.allowedMimeTypes,
    created_at: bucket.createdAt.toISOString(),
    updated_at: bucket.updatedAt.toISOString(),
  };
}

export async function findObject(db: Database, bucketId: string, key: string): Promise<ObjectRow | undefined> {
  const [row] = await db
    .select()
    .from(objects)
    .where(and(eq(objects.bucketId, bucketId), eq(objects.name, key)));
  return row;
}

export async function requireObject(db: Database, bucketId: string, key: string): Promise<ObjectRow> {
  const row = await findObject(db, bucketId, key);
  if (!row) throw errors.noSuchKey();
  return row;
}

/** Serialises writers of one key (upload, replace, delete) until the transaction ends. */
export async function lockKey(tx: Database, bucketId: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`embedded_storage:${bucketId}/${key}`}))`);
}

export type StoredObject = Omit<ObjectRow, 'createdAt'>;

/** Records an object's new bytes; a replaced object keeps its id and creation time. */
export async function saveObject(tx: Database, object: StoredObject): Promise<ObjectRow> {
  const [row] = await tx
    .insert(objects)
    .values({ ...object, createdAt: object.updatedAt })
    .onConflictDoUpdate({
      target: [objects.bucketId, objects.name],
      set: {
        size: object.size,
        mimetype: object.mimetype,
        cacheControl: object.cacheControl,
        etag: object.etag,
        sha256: object.sha256,
        userMetadata: object.userMetadata,
        updatedAt: object.updatedAt,
      },
    })
    .returning();
  return row!;
}

export async function deleteObjectRows(tx: Database, bucketId: string, keys: string[]): Promise<ObjectRow[]> {
  if (keys.length === 0) return [];
  return tx
    .delete(objects)
    .where(and(eq(objects.bucketId, bucketId), inArray(objects.name, keys)))
    .returning();
}

export async function objectKeys(db: Database, bucketId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ name: objects.name })
    .from(objects)
    .where(eq(objects.bucketId, bucketId))
    .orderBy(asc(objects.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

function metadataJson(object: Pick<ObjectRow, 'etag' | 'size' | 'mimetype' | 'cacheControl'>, updatedAt: string) {
  return {
    eTag: `"${object.etag}"`,
    size: object.size,
    mimetype: object.mimetype,
    cacheControl: object.cacheControl,
    lastModified: updatedAt,
    contentLength: object.size,
    httpStatusCode: 200,
  };
}

/** An object as `remove()` answers it (storage-api returns the deleted rows). */
export function objectJson(object: ObjectRow) {
  const updatedAt = object.updatedAt.toISOString();
  return {
    bucket_id: object.bucketId,
    name: object.name,
    id: object.id,
    owner: null,
    updated_at: updatedAt,
    created_at: object.createdAt.toISOString(),
    last_accessed_at: updatedAt,
    metadata: metadataJson(object, updatedAt),
    user_metadata: object.userMetadata ?? null,
  };
}

/** An object as `info()` answers it. */
export function objectInfoJson(object: ObjectRow) {
  return {
    id: object.id,
    version: object.id,
    name: object.name,
    bucket_id: object.bucketId,
    size: object.size,
    content_type: object.mimetype,
    cache_control: object.cacheControl,
    etag: `"${object.etag}"`,
    metadata: object.userMetadata ?? {},
    last_modified: object.updatedAt.toISOString(),
    created_at: object.createdAt.toISOString(),
  };
}

export const sortColumns = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
export type SortColumn = (typeof sortColumns)[number];

export interface ListOptions {
  /** A folder (`a/b/`), or '' for the bucket's top level. */
  prefix: string;
  limit: number;
  offset: number;
  /** Entries whose name starts with it, in any case. */
  search: string;
  column: SortColumn;
  order: 'asc' | 'desc';
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// Objects carry no access time of their own here: the last write stands in for it.
const sortExpression: Record<SortColumn, string> = {
  name: 'name collate "C"',
  updated_at: 'updated_at',
  created_at: 'created_at',
  last_accessed_at: 'updated_at',
};

interface ListedRow extends Record<string, unknown> {
  kind: number;
  name: string;
  id: string | null;
  size: unknown;
  mimetype: string | null;
  cache_control: string | null;
  etag: string | null;
  created_ms: unknown;
  updated_ms: unknown;
}

/**
 * storage-api's `search`: the folders directly under the prefix (as entries with only a name) and then its
 * objects, each group in the requested order, paged with limit and offset.
 */
export async function listFolder(db: Database, bucketId: string, options: ListOptions) {
  const level = options.prefix.split('/').length;
  const direction = sql.raw(options.order === 'desc' ? 'desc' : 'asc');
  const fileOrder = sql.raw(sortExpression[options.column]);
  const rows = await queryRows<ListedRow>(
    db,
    sql`with matched as (
          select o.*, string_to_array(o.name, '/') as tokens
          from embedded_storage.objects o
          where o.bucket_id = ${bucketId}
            and o.name like ${`${likeEscaped(options.prefix)}%`}
            and substr(o.name, ${options.prefix.length + 1}) ilike ${`${likeEscaped(options.search)}%`}
        ),
        entries as (
          select distinct 0 as kind, tokens[${level}] as name, null::uuid as id, null::bigint as size,
                 null::text as mimetype, null::text as cache_control, null::text as etag,
                 null::timestamptz as created_at, null::timestamptz as updated_at
          from matched where array_length(tokens, 1) > ${level}
          union all
          select 1, tokens[${level}], id, size, mimetype, cache_control, etag, created_at, updated_at
          from matched where array_length(tokens, 1) = ${level}
        )
        select kind, name, id, size, mimetype, cache_control, etag,
               (extract(epoch from created_at) * 1000)::float8 as created_ms,
               (extract(epoch from updated_at) * 1000)::float8 as updated_ms
        from entries
        order by kind, case when kind = 0 then name collate "C" end ${direction}, ${fileOrder} ${direction},
                 name collate "C" ${direction}
        limit ${options.limit} offset ${options.offset}`,
  );
  return rows.map((row) => {
    if (row.kind === 0 || row.id === null) {
      return { name: row.name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
    }
    const updatedAt = new Date(Number(row.updated_ms)).toISOString();
    return {
      name: row.name,
      id: row.id,
      updated_at: updatedAt,
      created_at: new Date(Number(row.created_ms)).toISOString(),
      last_accessed_at: updatedAt,
      metadata: metadataJson(
        {
          etag: row.etag ?? '',
          size: Number(row.size),
          mimetype: row.mimetype ?? '',
          cacheControl: row.cache_control ?? '',
        },
        updatedAt,
      ),
    };
  });
}
