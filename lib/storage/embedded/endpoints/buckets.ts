// Bucket endpoints: create, get, list, update, empty and delete, as storage-js's StorageBucketApi calls them.
import {
  bucketJson,
  createBucket as insertBucket,
  deleteBucket as dropBucket,
  listBuckets as allBuckets,
  objectKeys,
  requireBucket,
  updateBucket as changeBucket,
} from '../catalog';
import type { StorageContext, StorageRequest } from '../context';
import { errors, jsonResponse, readJsonObject } from '../errors';
import { bucketName } from '../names';
import { removeObjects } from './objects';

const sizeUnits: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `file_size_limit` as storage-api takes it: bytes, or a string such as "20MB"; null or 0 for none. */
function fileSizeLimit(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === 0) return null;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > 0) return raw;
  const match = typeof raw === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(raw.trim()) : null;
  if (!match) throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const bytes = Number(match[1]) * (sizeUnits[(match[2] ?? 'b').toLowerCase()] ?? 1);
  return bytes > 0 ? bytes : null;
}

function allowedMimeTypes(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw) || !raw.every((t) => typeof t === 'string' && /^[\w.+-]+\/([\w.+-]+|\*)$/.test(t))) {
    throw errors.invalidRequest('allowed_mime_types must be a list of types such as "application/pdf" or "image/*"');
  }
  return raw.length === 0 ? null : (raw as string[]).map((t) => t.toLowerCase());
}

function publicFlag(raw: unknown): boolean {
  if (raw === undefined || raw === null) return false;
  if (typeof raw !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
  return raw;
}

export async function createBucket(ctx: StorageContext, { request }: StorageRequest): Promise<Response> {
  const body = await readJsonObject(request);
  const id = bucketName(body.id ?? body.name);
  await insertBucket(ctx.db, {
    id,
    public: publicFlag(body.public),
    fileSizeLimit: fileSizeLimit(body.file_size_limit),
    allowedMimeTypes: allowedMimeTypes(body.allowed_mime_types),
    now: ctx.now(),
  });
  return jsonResponse({ name: id });
}

export async function getBucket(ctx: StorageContext, { bucket }: StorageRequest): Promise<Response> {
  return jsonResponse(bucketJson(await requireBucket(ctx.db, bucket)));
}

export async function listBuckets(ctx: StorageContext): Promise<Response> {
  return jsonResponse((await allBuckets(ctx.db)).map(bucketJson));
}

export async function updateBucket(ctx: StorageContext, { request, bucket }: StorageRequest): Promise<Response> {
  const body = await readJsonObject(request);
  await changeBucket(
    ctx.db,
    bucket,
    {
      ...(body.public !== undefined && { public: publicFlag(body.public) }),
      ...(body.file_size_limit !== undefined && { fileSizeLimit: fileSizeLimit(body.file_size_limit) }),
      ...(body.allowed_mime_types !== undefined && { allowedMimeTypes: allowedMimeTypes(body.allowed_mime_types) }),
    },
    ctx.now(),
  );
  return jsonResponse({ message: 'Successfully updated' });
}

export async function emptyBucket(ctx: StorageContext, { bucket }: StorageRequest): Promise<Response> {
  await requireBucket(ctx.db, bucket);
  for (;;) {
    const keys = await objectKeys(ctx.db, bucket, 500);
    if (keys.length === 0) break;
    await removeObjects(ctx, bucket, keys);
  }
  return jsonResponse({ message: 'Successfully emptied' });
}

export async function deleteBucket(ctx: StorageContext, { bucket }: StorageRequest): Promise<Response> {
  await dropBucket(ctx.db, bucket);
  return jsonResponse({ message: 'Successfully deleted' });
}
