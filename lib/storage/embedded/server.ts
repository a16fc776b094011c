// The embedded storage server as a `(Request) => Response` function: routing, the service-key gate, start-up
// (its own migrations and the storage folder) and the mapping of failures to Supabase Storage error bodies.
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getDb as getDefaultDb, type Database, migrate, type MigrationSet } from '@/lib/db';
import { isLocalRequest } from '@/lib/http/local-request';
import type { StorageContext, StorageRequest } from './context';
import { sweepAbandonedUploads } from './disk';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './endpoints/buckets';
import {
  deleteObject,
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  listObjects,
  objectInfo,
  removeObjectList,
  signObjectUrl,
  signObjectUrls,
  updateObject,
  uploadObject,
} from './endpoints/objects';
import { errorResponse, errors, StorageError } from './errors';
import { bucketName, decodePathPart, objectKey } from './names';
import type { EmbeddedStorageSettings } from './settings';
import { signingSecret } from './tokens';

export const embeddedStorageMigrations: MigrationSet = {
  folder: join(process.cwd(), 'lib/storage/embedded/migrations'),
  schema: 'embedded_storage',
};

/** Applies the embedded storage server's own migrations (tracked in embedded_storage.schema_migrations). */
export function migrateEmbeddedStorage(db: Database): Promise<string[]> {
  return migrate(db, embeddedStorageMigrations);
}

/** Uploads older than this whose process died are swept at start. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

type Endpoint = (ctx: StorageContext, request: StorageRequest) => Promise<Response>;
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

interface Route {
  methods: Method[];
  /** Matched against the encoded path after /storage/v1; groups `bucket` and `key`. */
  path: RegExp;
  endpoint: Endpoint;
  /** Reached without the service key: signed downloads and public buckets. */
  open?: boolean;
}

const read: Method[] = ['GET', 'HEAD'];
const objectPath = (prefix: string) => new RegExp(`^/object${prefix}/(?<bucket>[^/]+)/(?<key>.+)$`);

// Most specific first: `/object/sign/b/k` must not be read as bucket "sign".
const routes: Route[] = [
  { methods: ['GET'], path: /^\/bucket\/?$/, endpoint: listBuckets },
  { methods: ['POST'], path: /^\/bucket\/?$/, endpoint: createBucket },
  { methods: ['POST'], path: /^\/bucket\/(?<bucket>[^/]+)\/empty$/, endpoint: emptyBucket },
  { methods: ['GET'], path: /^\/bucket\/(?<bucket>[^/]+)$/, endpoint: getBucket },
  { methods: ['PUT'], path: /^\/bucket\/(?<bucket>[^/]+)$/, endpoint: updateBucket },
  { methods: ['DELETE'], path: /^\/bucket\/(?<bucket>[^/]+)$/, endpoint: deleteBucket },
  { methods: ['POST'], path: /^\/object\/list\/(?<bucket>[^/]+)$/, endpoint: listObjects },
  { methods: ['POST'], path: /^\/object\/sign\/(?<bucket>[^/]+)$/, endpoint: signObjectUrls },
  { methods: ['POST'], path: objectPath('/sign'), endpoint: signObjectUrl },
  { methods: read, path: objectPath('/sign'), endpoint: downloadSignedObject, open: true },
  { methods: read, path: objectPath('/public'), endpoint: downloadPublicObject, open: true },
  { methods: ['GET'], path: objectPath('/info/authenticated'), endpoint: objectInfo },
  { methods: ['GET'], path: objectPath('/info'), endpoint: objectInfo },
  { methods: read, path: objectPath('/authenticated'), endpoint: downloadObject },
  { methods: read, path: objectPath(''), endpoint: downloadObject },
  { methods: ['POST'], path: objectPath(''), endpoint: uploadObject },
  { methods: ['PUT'], path: objectPath(''), endpoint: updateObject },
  { methods: ['DELETE'], path: /^\/object\/(?<bucket>[^/]+)$/, endpoint: removeObjectList },
  { methods: ['DELETE'], path: objectPath(''), endpoint: deleteObject },
];

function match(method: string, path: string): { route: Route; groups: Record<string, string> } | null {
  for (const route of routes) {
    if (!route.methods.includes(method as Method)) continue;
    const found = route.path.exec(path);
    if (found) return { route, groups: { ...found.groups } };
  }
  return null;
}

/** The part of the path after `/storage/v1`, still percent-encoded. */
function endpointPath(url: URL): string {
  const index = url.pathname.indexOf('/storage/v1');
  const rest = index === -1 ? url.pathname : url.pathname.slice(index + '/storage/v1'.length);
  return rest === '' ? '/' : rest;
}

function secretsEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length inputs, so the length of the expected value does not leak.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** supabase-js sends the key as `apikey` and as the bearer token; the bearer decides, as in storage-api. */
function checkServiceKey(request: Request, settings: EmbeddedStorageSettings): void {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
  const key = bearer || request.headers.get('apikey');
  if (!key) throw errors.noApiKey();
  if (!secretsEqual(key, settings.secretKey)) {
    throw errors.accessDenied(
      'The embedded storage serves the service key (SUPABASE_SECRET_KEY) only: its buckets are private',
    );
  }
}

export interface EmbeddedStorageOptions {
  settings: EmbeddedStorageSettings;
  getDb?: () => Promise<Database>;
  now?: () => Date;
  /** Whether a request comes from this machine (default: its stamped socket address, lib/http/local-request.ts). */
  isLocal?: (request: Request) => boolean;
}

export interface EmbeddedStorageServer {
  handle: (request: Request) => Promise<Response>;
  /** Migrates and creates the storage folder once; resolves when the server can answer. */
  prepare: () => Promise<void>;
  settings: EmbeddedStorageSettings;
}

export function createEmbeddedStorageServer(options: EmbeddedStorageOptions): EmbeddedStorageServer {
  const { settings } = options;
  const getDb = options.getDb ?? getDefaultDb;
  const now = options.now ?? (() => new Date());
  const isLocal = options.isLocal ?? ((request: Request) => isLocalRequest(request.headers));
  const tokenSecret = signingSecret(settings.secretKey);
  let ready: Promise<Database> | undefined;

  function start(): Promise<Database> {
    if (!ready) {
      const starting = (async () => {
        const db = await getDb();
        await migrateEmbeddedStorage(db);
        await mkdir(settings.root, { recursive: true });
        await sweepAbandonedUploads(settings.root, now(), ABANDONED_UPLOAD_MS);
        return db;
      })();
      ready = starting;
      // Never cache a failed start: the next request tries again.
      starting.catch(() => {
        if (ready === starting) ready = undefined;
      });
    }
    return ready;
  }

  async function handle(request: Request): Promise<Response> {
    try {
      if (settings.refusals.length > 0) throw errors.refused(settings.refusals);
      // On the public development key (which also keys signed URLs) it serves this machine only, as production would.
      if (settings.remoteRefusals.length > 0 && !isLocal(request)) throw errors.refusedRemote(settings.remoteRefusals);
      const url = new URL(request.url);
      const path = endpointPath(url);
      const found = match(request.method, path);
      if (!found) throw errors.notFound(request.method, path);
      if (!found.route.open) checkServiceKey(request, settings);
      const { bucket, key } = found.groups;
      const storageRequest: StorageRequest = {
        request,
        url,
        bucket: bucket === undefined ? '' : bucketName(decodePathPart(bucket)),
        key: key === undefined ? '' : objectKey(decodePathPart(key)),
      };
      const db = await start();
      return await found.route.endpoint({ db, settings, tokenSecret, now }, storageRequest);
    } catch (error) {
      if (error instanceof StorageError) return errorResponse(error);
      console.error('[storage] unexpected failure:', error);
      return errorResponse(errors.internal());
    }
  }

  return {
    handle,
    settings,
    prepare: async () => {
      await start();
    },
  };
}
