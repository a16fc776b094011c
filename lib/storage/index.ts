// Object storage: Supabase Storage through supabase-js with the service key — the hosted project, or in embedded
// mode this server's own /storage/v1 over loopback (as lib/auth reaches /auth/v1). Buckets and objects, no domain.
import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { embeddedSecretKey, embeddedSiteUrl } from '@/lib/config/embedded';
import { embeddedAuth as embeddedMode, supabaseUrl } from '@/lib/config/public';
import { serverEnv, supabaseSecretKey } from '@/lib/config/server';
import { databaseOwnerHttpPort } from '@/lib/db';

export type StorageClient = SupabaseClient['storage'];

/** The private bucket of tender documents: read through the server or through signed URLs that expire. */
export const documentsBucket = 'tender-documents';

/** A storage call that failed: what was asked, and storage's status (`"404"`) and code (`"NoSuchKey"`). */
export class StorageRequestError extends Error {
  constructor(
    readonly operation: string,
    readonly statusCode: string | undefined,
    readonly code: string | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`Storage ${operation} failed: ${message}`, options);
    this.name = 'StorageRequestError';
  }
}

interface ClientError {
  message: string;
  statusCode?: string;
  code?: string;
}

function failure(operation: string, error: ClientError): StorageRequestError {
  return new StorageRequestError(operation, error.statusCode, error.code, error.message, { cause: error });
}

const isMissing = (error: ClientError) => error.statusCode === '404';
const isDuplicate = (error: ClientError) => error.statusCode === '409';

/** Where server code reaches storage: the hosted project, or this server over loopback, never the Host header. */
function serverSupabaseUrl(): string {
  return supabaseUrl ?? `http://127.0.0.1:${databaseOwnerHttpPort() ?? serverEnv.PORT}`;
}

let client: StorageClient | undefined;

/** supabase-js storage with the service key. Server code only: the key bypasses every access rule. */
export function getStorageClient(): StorageClient {
  if (client) return client;
  const key = embeddedMode ? embeddedSecretKey : supabaseSecretKey;
  if (!key) {
    throw new Error('SUPABASE_SECRET_KEY is not set: storage on the hosted Supabase project needs the secret key.');
  }
  client = createClient(serverSupabaseUrl(), key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
  return client;
}

const ensured = new Set<string>();

/** Creates the bucket unless it exists (idempotent, also when several processes race to create it). */
export async function ensureBucket(name: string, options: { public?: boolean } = {}): Promise<void> {
  const storage = getStorageClient();
  const found = await storage.getBucket(name);
  if (found.error && !isMissing(found.error)) throw failure(`getBucket ${name}`, found.error);
  if (!found.data) {
    const created = await storage.createBucket(name, { public: options.public ?? false });
    if (created.error && !isDuplicate(created.error)) throw failure(`createBucket ${name}`, created.error);
  }
  ensured.add(name);
}

async function ensureOnce(bucket: string): Promise<void> {
  if (!ensured.has(bucket)) await ensureBucket(bucket);
}

interface BucketOption {
  /** Default: the documents bucket. */
  bucket?: string;
}

export interface PutOptions extends BucketOption {
  /** Default `max-age=3600`, storage-js's. */
  cacheControl?: string;
}

/** Stores `body` at `path`, replacing what was there (upsert); the bucket is created on first use. */
export async function putObject(
  path: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  contentType: string,
  options: PutOptions = {},
): Promise<{ path: string }> {
  const bucket = options.bucket ?? documentsBucket;
  await ensureOnce(bucket);
  const { data, error } = await getStorageClient()
    .from(bucket)
    .upload(path, body, {
      contentType,
      upsert: true,
      ...(options.cacheControl && { cacheControl: options.cacheControl.replace(/^max-age=/, '') }),
    });
  if (error) {
    // A bucket deleted since this process created it is created again on the next call.
    if (error.message === 'Bucket not found') ensured.delete(bucket);
    throw failure(`upload ${bucket}/${path}`, error);
  }
  return { path: data.path };
}

export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** The object's bytes and type; null when it does not exist. */
export async function getObject(path: string, options: BucketOption = {}): Promise<StoredObject | null> {
  const bucket = options.bucket ?? documentsBucket;
  const { data, error } = await getStorageClient().from(bucket).download(path);
  if (error) {
    if (isMissing(error)) return null;
    throw failure(`download ${bucket}/${path}`, error);
  }
  return { bytes: new Uint8Array(await data.arrayBuffer()), contentType: data.type };
}

/** The object's bytes as a stream (for passing a large file on without holding it); null when it does not exist. */
export async function getObjectStream(
  path: string,
  options: BucketOption = {},
): Promise<ReadableStream<Uint8Array> | null> {
  const bucket = options.bucket ?? documentsBucket;
  const { data, error } = await getStorageClient().from(bucket).download(path).asStream();
  if (error) {
    if (isMissing(error)) return null;
    throw failure(`download ${bucket}/${path}`, error);
  }
  return data as ReadableStream<Uint8Array>;
}

/** storage-api removes at most this many keys per request. */
const REMOVE_BATCH = 1000;

/** Deletes the objects; returns the paths that existed. */
export async function removeObjects(paths: string[], options: BucketOption = {}): Promise<string[]> {
  const bucket = options.bucket ?? documentsBucket;
  const removed: string[] = [];
  for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
    const { data, error } = await getStorageClient()
      .from(bucket)
      .remove(paths.slice(start, start + REMOVE_BATCH));
    if (error) {
      if (isMissing(error)) return removed;
      throw failure(`remove from ${bucket}`, error);
    }
    removed.push(...data.map((object) => object.name));
  }
  return removed;
}

export interface SignedUrlOptions extends BucketOption {
  /** Ask the browser to save the file: true, or the file name to save it under. */
  download?: boolean | string;
  /**
   * Embedded mode: the origin the browser is on, when it is not the configured site URL (a server reached under
   * another host). Default: the site URL (http://localhost:$PORT in development). Ignored for hosted storage.
   */
  origin?: string;
}

/**
 * An absolute URL a browser can open for `expiresIn` seconds without any key. Hosted: the project's storage URL.
 * Embedded: this app's public origin, never the loopback address the server itself uses to reach storage.
 */
export async function signedUrl(path: string, expiresIn: number, options: SignedUrlOptions = {}): Promise<string> {
  const bucket = options.bucket ?? documentsBucket;
  const { data, error } = await getStorageClient().from(bucket).createSignedUrl(path, expiresIn);
  if (error) throw failure(`createSignedUrl ${bucket}/${path}`, error);
  const url = new URL(data.signedUrl);
  // Set here rather than by supabase-js, which runs encodeURI over its already encoded query: a name with a quote,
  // a space or a non-ASCII letter would reach storage encoded twice and be saved as "Offer%20%22final%22.pdf".
  if (options.download !== undefined && options.download !== false) {
    url.searchParams.set('download', options.download === true ? '' : options.download);
  }
  if (!embeddedMode) return url.href;
  const browserOrigin = new URL(options.origin ?? embeddedSiteUrl());
  if (browserOrigin.protocol !== 'http:' && browserOrigin.protocol !== 'https:') {
    throw new Error(`signedUrl: the origin must be an http(s) origin (got ${options.origin})`);
  }
  url.protocol = browserOrigin.protocol;
  url.host = browserOrigin.host;
  return url.href;
}
