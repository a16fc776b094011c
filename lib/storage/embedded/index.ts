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

/** The embedded storage server, for start-up (its migrations and folder); null when Supabase is hosted. */
export function embeddedStorageServer(): EmbeddedStorageServer | null {
  return embeddedMode ? defaultServer() : null;
}
