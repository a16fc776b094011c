// The embedded Supabase-compatible storage server of this process, built from lib/config. Active only when no
// hosted Supabase URL is configured; the route /storage/v1/[...path] and start-up use it.
import 'server-only';
import { embeddedAuth as embeddedMode } from '@/lib/config/public';
import { errorResponse, errors } from './errors';
import { createEmbeddedStorageServer, type EmbeddedStorageServer } from './server';
import { settingsFromConfig } from './settings';

export {
  createEmbeddedStorageServer,
  migrateEmbeddedStorage,
  type EmbeddedStorageOptions,
  type EmbeddedStorageServer,
} from './server';
export { settingsFromConfig, storageRoot, type EmbeddedStorageSettings } from './settings';

let server: EmbeddedStorageServer | undefined;

function defaultServer(): EmbeddedStorageServer {
  server ??= createEmbeddedStorageServer({ settings: settingsFromConfig() });
  return server;
}

/** The route handler: the embedded server in embedded mode, a plain 404 when Supabase is hosted. */
export async function handleEmbeddedStorageRequest(request: Request): Promise<Response> {
  if (!embeddedMode) return errorResponse(errors.hosted());
  return defaultServer().handle(request);
}

/**
 * Start-up: applies the embedded storage migrations and creates the storage folder, or says loudly why the
 * server refuses to run. Never throws: the rest of the site keeps working.
 */
export async function startEmbeddedStorage(): Promise<void> {
  if (!embeddedMode) return;
  const current = defaultServer();
  if (current.settings.refusals.length > 0) {
    console.error(
      [
        'The embedded storage server refuses to run (storage answers 503):',
        ...current.settings.refusals.map((r) => `  - ${r}`),
      ].join('\n'),
    );
    return;
  }
  try {
    await current.prepare();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error('The embedded storage server could not start:', cause instanceof Error ? cause.message : cause);
  }
}
