// The embedded Supabase-compatible auth server of this process, built from lib/config. Active only
// when no hosted Supabase URL is configured; the route /auth/v1/[...path] and start-up use it.
import 'server-only';
import { embeddedAuth } from '@/lib/config/public';
import { createEmbeddedAuthServer, type EmbeddedAuthServer } from './server';
import { settingsFromConfig } from './settings';

export {
  createEmbeddedAuthServer,
  migrateEmbeddedAuth,
  type EmbeddedAuthOptions,
  type EmbeddedAuthServer,
} from './server';
export { productionRefusals, settingsFromConfig, type EmbeddedAuthSettings } from './settings';

let server: EmbeddedAuthServer | undefined;

function defaultServer(): EmbeddedAuthServer {
  server ??= createEmbeddedAuthServer({ settings: settingsFromConfig() });
  return server;
}

/** The route handler: the embedded server in embedded mode, a plain 404 when Supabase is hosted. */
export async function handleEmbeddedAuthRequest(request: Request): Promise<Response> {
  if (!embeddedAuth) {
    return Response.json(
      { code: 'not_found', message: 'Auth is served by the hosted Supabase project' },
      { status: 404 },
    );
  }
  return defaultServer().handle(request);
}

/**
 * Why the embedded auth server refuses to serve (production on a public site with development keys), or, for a
 * request from another machine (`local` false), why it refuses that machine; [] if it serves.
 */
export function embeddedAuthRefusals(local = true): readonly string[] {
  if (!embeddedAuth) return [];
  const { refusals, remoteRefusals } = defaultServer().settings;
  return refusals.length > 0 || local ? refusals : remoteRefusals;
}

/** The embedded auth server, for start-up (its migrations and signing key); null when Supabase is hosted. */
export function embeddedAuthServer(): EmbeddedAuthServer | null {
  return embeddedAuth ? defaultServer() : null;
}
