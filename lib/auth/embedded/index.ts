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

/** Why the embedded auth server refuses to serve (production on a public site with development keys); [] if not. */
export function embeddedAuthRefusals(): readonly string[] {
  return embeddedAuth ? defaultServer().settings.refusals : [];
}

/**
 * Start-up: applies the embedded auth migrations and loads (or creates) the signing key, or says
 * loudly why the server refuses to run. Never throws: the rest of the site keeps working.
 */
export async function startEmbeddedAuth(): Promise<void> {
  if (!embeddedAuth) return;
  const current = defaultServer();
  if (current.settings.refusals.length > 0) {
    console.error(
      [
        'The embedded auth server refuses to run (sign-in answers 503):',
        ...current.settings.refusals.map((r) => `  - ${r}`),
      ].join('\n'),
    );
    return;
  }
  try {
    await current.prepare();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error('The embedded auth server could not start:', cause instanceof Error ? cause.message : cause);
  }
}
