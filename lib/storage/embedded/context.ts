// What every endpoint of the embedded storage server works with.
import type { Database } from '@/lib/db';
import type { EmbeddedStorageSettings } from './settings';

export interface StorageContext {
  db: Database;
  settings: EmbeddedStorageSettings;
  /** Key of the signed-URL tokens. */
  tokenSecret: Uint8Array;
  /** The clock: token expiry and timestamps are measured against it. */
  now: () => Date;
}

/** The request and what the route matched: the bucket and, for object routes, the key (both decoded). */
export interface StorageRequest {
  request: Request;
  url: URL;
  bucket: string;
  key: string;
}
