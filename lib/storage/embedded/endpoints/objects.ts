// Object endpoints: upload (POST, `x-upsert`) and replace (PUT), download, info, list, remove, and signed URLs,
// as storage-js's StorageFileApi calls them. Bytes stream to and from disk; metadata changes under a per-key lock.
import { attachmentDisposition } from '@/lib/http/content-disposition';
import {
  deleteObjectRows,
  findObject,
  listFolder,
  lockKey,
  objectInfoJson,
  objectJson,
  requireBucket,
  requireObject,
  saveObject,
  sortColumns,
  type SortColumn,
} from '../catalog';
import type { StorageContext, StorageRequest } from '../context';
import { discardFile, openFile, placeFile, receiveFile, removeFile } from '../disk';
import { errors, jsonResponse, readJsonObject, StorageError } from '../errors';
import { objectFile, objectKey } from '../names';
import type { BucketRow, ObjectRow } from '../schema';
import { signObjectToken, verifyObjectToken } from '../tokens';

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_KEYS_PER_REQUEST = 1000;

async function* chunksOf(stream: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stops the sender when the upload is refused half-way.
    await reader.cancel().catch(() => {});
  }
}

interface Upload {
  chunks: AsyncIterable<Uint8Array>;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

function metadataObject(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw errors.invalidRequest('Invalid metadata: expected a JSON object');
}

/** A body sent as the file itself (Buffer, stream, string): type and cache control come in headers. */
function rawUpload(request: Request): Upload {
  const encodedMetadata = request.headers.get('x-metadata');
  return {
    chunks: chunksOf(request.body),
    mimetype: request.headers.get('content-type') || 'application/octet-stream',
    cacheControl: request.headers.get('cache-control') || 'no-cache',
    userMetadata: encodedMetadata ? metadataObject(Buffer.from(encodedMetadata, 'base64').toString('utf8')) : null,
  };
}

/** A Blob or File, which storage-js sends as multipart form data: a `cacheControl` field and the file part. */
async function multipartUpload(request: Request, contentType: string, limit: number): Promise<Upload> {
  let tooLarge = false;
  let seen = 0;
  const capped = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit + MULTIPART_OVERHEAD) {
          tooLarge = true;
          controller.error(errors.entityTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  let form: FormData;
  try {
    form = await new Response(capped ?? null, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    if (tooLarge) throw errors.entityTooLarge();
    throw errors.invalidRequest('The multipart body could not be read');
  }
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  if (!file) throw errors.invalidRequest('No content provided');
  if (file.size > limit) throw errors.entityTooLarge();
  const cacheTime = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    chunks: chunksOf(file.stream()),
    mimetype: file.type || 'application/octet-stream',
    cacheControl: typeof cacheTime === 'string' && cacheTime !== '' ? `max-age=${cacheTime}` : 'no-cache',
    userMetadata: typeof metadata === 'string' && metadata !== '' ? metadataObject(metadata) : null,
  };
}

/** storage-api's bucket rule: the type without parameters must match an allowed `type/subtype` or `type/*`. */
function checkMimeType(bucket: BucketRow, mimetype: string): void {
  if (!bucket.allowedMimeTypes) return;
  const essence = mimetype.split(';')[0]!.trim().toLowerCase();
  const allowed = bucket.allowedMimeTypes.some((pattern) =>
    pattern.endsWith('/*') ? essence.startsWith(pattern.slice(0, -1)) : essence === pattern,
  );
  if (!allowed) throw errors.invalidMimeType(mimetype);
}

async function store(ctx: StorageContext, { request, bucket: bucketId, key }: StorageRequest, upsert: boolean) {
  const bucket = await requireBucket(ctx.db, bucketId);
  const file = objectFile(ctx.settings.root, bucketId, key);
  const limit = Math.min(ctx.settings.fileSizeLimit, bucket.fileSizeLimit ?? Number.POSITIVE_INFINITY);
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data/i.test(contentType);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit + (multipart ? MULTIPART_OVERHEAD : 0)) throw errors.entityTooLarge();
  // Refused before any byte is read; checked again under the lock below.
  if (!upsert && (await findObject(ctx.db, bucketId, key))) throw errors.keyAlreadyExists();

  const upload = multipart ? await multipartUpload(request, contentType, limit) : rawUpload(request);
  checkMimeType(bucket, upload.mimetype);
  const received = await receiveFile(ctx.settings.root, upload.chunks, limit);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockKey(tx, bucketId, key);
      const existing = await findObject(tx, bucketId, key);
      if (existing && !upsert) throw errors.keyAlreadyExists();
      await placeFile(received.tempFile, file, key);
      return saveObject(tx, {
        id: existing?.id ?? crypto.randomUUID(),
        bucketId,
        name: key,
        size: received.size,
        mimetype: upload.mimetype,
        cacheControl: upload.cacheControl,
        etag: received.md5,
        sha256: received.sha256,
        userMetadata: upload.userMetadata,
        updatedAt: ctx.now(),
      });
    });
    return jsonResponse({ Id: row.id, Key: `${bucketId}/${key}` });
  } finally {
    // Gone already when it was placed; otherwise nothing of the refused upload stays behind.
    await discardFile(received.tempFile);
  }
}

export const uploadObject = (ctx: StorageContext, sr: StorageRequest) =>
  store(ctx, sr, sr.request.headers.get('x-upsert') === 'true');

export const updateObject = (ctx: StorageContext, sr: StorageRequest) => store(ctx, sr, true);

// Types a browser may render inline from this origin; anything else (HTML, SVG, scripts…) is sandboxed, since the
// embedded server shares the app's origin and its cookies.
const passiveTypes = /^(application\/pdf|image\/(png|jpeg|gif|webp|avif)|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

// storage-api writes `filename=<percent-encoded>`, which clients reading only `filename` show encoded; the name goes
// out as RFC 6266 has it instead (a quoted ASCII fallback, and the UTF-8 name once in filename*).
function contentDisposition(download: string | null): string | null {
  if (download === null) return null;
  if (download === '') return 'attachment;';
  return attachmentDisposition(download);
}

/** The object's bytes with the headers it was stored with. */
async function render(ctx: StorageContext, row: ObjectRow, request: Request, url: URL): Promise<Response> {
  const etag = `"${row.etag}"`;
  const headers = new Headers({
    'Content-Type': row.mimetype,
    'Cache-Control': row.cacheControl,
    ETag: etag,
    'Last-Modified': row.updatedAt.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  });
  if (!passiveTypes.test(row.mimetype.split(';')[0]!.trim().toLowerCase())) {
    headers.set('Content-Security-Policy', 'sandbox');
  }
  const disposition = contentDisposition(url.searchParams.get('download'));
  if (disposition) headers.set('Content-Disposition', disposition);
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const opened = await openFile(objectFile(ctx.settings.root, row.bucketId, row.name));
  if (!opened) throw errors.noSuchKey();
  headers.set('Content-Length', String(opened.size));
  if (request.method === 'HEAD') {
    await opened.stream.cancel();
    return new Response(null, { headers });
  }
  return new Response(opened.stream, { headers });
}

export async function downloadObject(ctx: StorageContext, { request, url, bucket, key }: StorageRequest) {
  await requireBucket(ctx.db, bucket);
  return render(ctx, await requireObject(ctx.db, bucket, key), request, url);
}

/** `/object/public/…`: open to anyone, for public buckets only (storage answers a private bucket as missing). */
export async function downloadPublicObject(ctx: StorageContext, { request, url, bucket, key }: StorageRequest) {
  const found = await requireBucket(ctx.db, bucket);
  if (!found.public) throw errors.noSuchBucket();
  return render(ctx, await requireObject(ctx.db, bucket, key), request, url);
}

/** `/object/sign/…?token=`: open to anyone holding a valid token for exactly this object. */
export async function downloadSignedObject(ctx: StorageContext, { request, url, bucket, key }: StorageRequest) {
  const token = url.searchParams.get('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const signedFor = await verifyObjectToken(ctx.tokenSecret, token, ctx.now());
  if (signedFor !== `${bucket}/${key}`) throw errors.invalidSignature();
  return render(ctx, await requireObject(ctx.db, bucket, key), request, url);
}

export async function objectInfo(ctx: StorageContext, { bucket, key }: StorageRequest) {
  return jsonResponse(objectInfoJson(await requireObject(ctx.db, bucket, key)));
}

function expiresInFrom(body: Record<string, unknown>): number {
  const { expiresIn } = body;
  if (expiresIn === undefined) throw errors.invalidRequest("body must have required property 'expiresIn'");
  if (typeof expiresIn !== 'number' || !Number.isSafeInteger(expiresIn)) {
    throw errors.invalidRequest('body/expiresIn must be integer');
  }
  if (expiresIn < 1) throw errors.invalidRequest('body/expiresIn must be >= 1');
  return expiresIn;
}

const signedPath = (bucket: string, key: string, token: string) => `/object/sign/${bucket}/${key}?token=${token}`;

export async function signObjectUrl(ctx: StorageContext, { request, bucket, key }: StorageRequest) {
  const expiresIn = expiresInFrom(await readJsonObject(request));
  await requireObject(ctx.db, bucket, key);
  const token = await signObjectToken(ctx.tokenSecret, `${bucket}/${key}`, expiresIn, ctx.now());
  return jsonResponse({ signedURL: signedPath(bucket, key, token) });
}

function keyList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw errors.invalidRequest(`body must have required property '${name}'`);
  }
  if (value.length === 0) throw errors.invalidRequest(`body/${name} must NOT have fewer than 1 items`);
  if (value.length > MAX_KEYS_PER_REQUEST) {
    throw errors.invalidRequest(`body/${name} must NOT have more than ${MAX_KEYS_PER_REQUEST} items`);
  }
  return value as string[];
}

const validKey = (key: string) => {
  try {
    return objectKey(key) === key;
  } catch (error) {
    if (error instanceof StorageError) return false;
    throw error;
  }
};

/** `createSignedUrls`: one entry per path, with an error instead of a URL for a missing object. */
export async function signObjectUrls(ctx: StorageContext, { request, bucket }: StorageRequest) {
  const body = await readJsonObject(request);
  const expiresIn = expiresInFrom(body);
  const paths = keyList(body.paths, 'paths');
  const now = ctx.now();
  const entries = await Promise.all(
    paths.map(async (path) => {
      if (!validKey(path) || !(await findObject(ctx.db, bucket, path))) {
        return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
      }
      const token = await signObjectToken(ctx.tokenSecret, `${bucket}/${path}`, expiresIn, now);
      return { error: null, path, signedURL: signedPath(bucket, path, token) };
    }),
  );
  return jsonResponse(entries);
}

function integerField(value: unknown, name: string, fallback: number, minimum: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw errors.invalidRequest(`body/${name} must be integer`);
  if (value < minimum) throw errors.invalidRequest(`body/${name} must be >= ${minimum}`);
  return value;
}

export async function listObjects(ctx: StorageContext, { request, bucket }: StorageRequest) {
  const body = await readJsonObject(request);
  if (typeof body.prefix !== 'string') throw errors.invalidRequest("body must have required property 'prefix'");
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  if (!sortColumns.includes(column as SortColumn)) {
    throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  }
  const order = typeof sortBy.order === 'string' ? sortBy.order.toLowerCase() : 'asc';
  if (order !== 'asc' && order !== 'desc') throw errors.invalidRequest('body/sortBy/order must be asc or desc');
  // storage-api reads every prefix as a folder.
  const prefix = body.prefix !== '' && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
  const entries = await listFolder(ctx.db, bucket, {
    prefix,
    limit: integerField(body.limit, 'limit', 100, 1),
    offset: integerField(body.offset, 'offset', 0, 0),
    search: typeof body.search === 'string' ? body.search : '',
    column: column as SortColumn,
    order,
  });
  return jsonResponse(entries);
}

/** Deletes objects (rows and files) under their keys' locks; returns the rows that existed. */
export async function removeObjects(ctx: StorageContext, bucketId: string, keys: string[]): Promise<ObjectRow[]> {
  const unique = [...new Set(keys.filter(validKey))].sort();
  if (unique.length === 0) return [];
  return ctx.db.transaction(async (tx) => {
    // In key order, so two removals of overlapping sets cannot deadlock.
    for (const key of unique) await lockKey(tx, bucketId, key);
    const rows = await deleteObjectRows(tx, bucketId, unique);
    // Under the locks: an upload of the same key waits, so it never loses its new file to this removal.
    for (const row of rows) await removeFile(objectFile(ctx.settings.root, bucketId, row.name));
    return rows;
  });
}

export async function removeObjectList(ctx: StorageContext, { request, bucket }: StorageRequest) {
  const keys = keyList((await readJsonObject(request)).prefixes, 'prefixes');
  await requireBucket(ctx.db, bucket);
  return jsonResponse((await removeObjects(ctx, bucket, keys)).map(objectJson));
}

export async function deleteObject(ctx: StorageContext, { bucket, key }: StorageRequest) {
  await requireBucket(ctx.db, bucket);
  const [removed] = await removeObjects(ctx, bucket, [key]);
  if (!removed) throw errors.noSuchKey();
  return jsonResponse({ message: 'Successfully deleted' });
}
