// Runs the embedded storage route handler over real HTTP and makes real supabase-js storage clients for it.
// Call startStorageEnvironment() before anything imports lib/config.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startHttpServer, type TestHttpServer } from './http-server';

export interface StorageEnvironment {
  http: TestHttpServer;
  /** Folder the objects are written to (DATA_DIR/storage). */
  root: string;
  close: () => Promise<void>;
}

/**
 * Starts the HTTP server, points the configuration at it (PORT: lib/storage reaches the embedded storage at
 * 127.0.0.1:$PORT) and mounts the real route handler of app/storage/v1/[...path].
 */
export async function startStorageEnvironment(env: Record<string, string> = {}): Promise<StorageEnvironment> {
  const http = await startHttpServer();
  // PGlite runs in memory (DATA_DIR=memory://, objects in the temp folder); with Postgres the data folder is free.
  const dataDir = process.env.DATABASE_URL ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'tenderscope-storage-')) } : {};
  Object.assign(process.env, { PORT: String(http.port), NODE_ENV: 'test', ...dataDir, ...env });
  const { root, unmount } = await mountStorage(http);
  return {
    http,
    root,
    close: async () => {
      await http.close();
      unmount();
      if (dataDir.DATA_DIR) rmSync(dataDir.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * Mounts the real route handler of app/storage/v1/[...path] on a server whose port is the configured PORT (e.g. the
 * auth environment's); `unmount` removes the objects written.
 */
export async function mountStorage(http: TestHttpServer): Promise<{ root: string; unmount: () => void }> {
  const route = await import('@/app/storage/v1/[...path]/route');
  const handlers: Record<string, (request: Request) => Promise<Response>> = {
    GET: route.GET,
    HEAD: route.HEAD,
    POST: route.POST,
    PUT: route.PUT,
    DELETE: route.DELETE,
  };
  http.route(
    '/storage/v1',
    (request) => handlers[request.method]?.(request) ?? Promise.resolve(new Response(null, { status: 405 })),
  );
  const { settingsFromConfig } = await import('@/lib/storage/embedded');
  const { root } = settingsFromConfig();
  return { root, unmount: () => rmSync(root, { recursive: true, force: true }) };
}

/** supabase-js storage as server code uses it, with `key` (the service key, or another to see it refused). */
export function storageClient(baseUrl: string, key: string) {
  return createClient(baseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
}

export { developmentPublishableKey, developmentSecretKey } from '@/lib/config/env-schema';
