// The embedded storage server's settings, derived from lib/config (the key rule is the embedded auth's).
import 'server-only';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { configuredKeyProblems, configuredKeyRefusals, embeddedSecretKey } from '@/lib/config/embedded';
import { serverEnv } from '@/lib/config/server';

export interface EmbeddedStorageSettings {
  /** The service key: the only key that may call anything but the signed download. */
  secretKey: string;
  /** Folder holding one folder per bucket. */
  root: string;
  /** The largest object an upload may store, in bytes (a bucket may set a lower limit). */
  fileSizeLimit: number;
  /** Why the server refuses to serve (development keys in production); empty when it may serve. */
  refusals: string[];
  /** Why it refuses requests from other machines than this one: the public development keys, on any server. */
  remoteRefusals: string[];
}

/** `DATA_DIR/storage`; an in-memory database (tests) keeps its objects in a folder of the system's temp space. */
export function storageRoot(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return join(tmpdir(), 'tenderscope-memory-storage', String(process.pid));
  return resolve(dataDir, 'storage');
}

export function settingsFromConfig(): EmbeddedStorageSettings {
  return {
    secretKey: embeddedSecretKey,
    root: storageRoot(serverEnv.DATA_DIR),
    fileSizeLimit: serverEnv.STORAGE_FILE_SIZE_LIMIT,
    refusals: configuredKeyRefusals(),
    remoteRefusals: configuredKeyProblems(),
  };
}
