// The embedded auth server as a `(Request) => Response` function: routing, the apikey gate, start-up
// (its own migrations and the signing key) and the mapping of failures to Supabase error bodies.
import { join } from 'node:path';
import { getDb as getDefaultDb, type Database, migrate, type MigrationSet } from '@/lib/db';
import { isLocalRequest } from '@/lib/http/local-request';
import { sendMail as sendDefaultMail, type MailMessage } from '@/lib/mail';
import type { AuthContext } from './context';
import { secretsEqual } from './crypto';
import { adminDeleteUser, adminGetUser, getUser, logout, signup, updateUser } from './endpoints/account';
import { recover, resend, verifyLink, verifyToken } from './endpoints/email-links';
import { authorize, health, jwks, settings as settingsEndpoint } from './endpoints/meta';
import { token } from './endpoints/token';
import { AuthError, errorResponse, OAuthError } from './http';
import { loadSigningKey, type SigningKey } from './keys';
import type { EmbeddedAuthSettings } from './settings';

export const embeddedAuthMigrations: MigrationSet = {
  folder: join(process.cwd(), 'lib/auth/embedded/migrations'),
  schema: 'embedded_auth',
};

/** Applies the embedded auth server's own migrations (tracked in embedded_auth.schema_migrations). */
export function migrateEmbeddedAuth(db: Database): Promise<string[]> {
  return migrate(db, embeddedAuthMigrations);
}

type Endpoint = (ctx: AuthContext, request: Request, url: URL, params: Record<string, string>) => Promise<Response>;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  endpoint: Endpoint;
  /** Reached without an apikey: browser navigations (email links, OAuth) and the public JWKS. */
  open?: boolean;
}

const adminUser = /^\/admin\/users\/(?<id>[^/]+)$/;

const routes: Route[] = [
  { method: 'GET', path: /^\/health$/, endpoint: health, open: true },
  { method: 'GET', path: /^\/settings$/, endpoint: settingsEndpoint },
  { method: 'GET', path: /^\/\.well-known\/jwks\.json$/, endpoint: jwks, open: true },
  { method: 'POST', path: /^\/signup$/, endpoint: signup },
  { method: 'POST', path: /^\/token$/, endpoint: token },
  { method: 'GET', path: /^\/user$/, endpoint: getUser },
  { method: 'PUT', path: /^\/user$/, endpoint: updateUser },
  { method: 'POST', path: /^\/logout$/, endpoint: logout },
  { method: 'POST', path: /^\/recover$/, endpoint: recover },
  { method: 'POST', path: /^\/resend$/, endpoint: resend },
  { method: 'GET', path: /^\/verify$/, endpoint: verifyLink, open: true },
  { method: 'POST', path: /^\/verify$/, endpoint: verifyToken },
  { method: 'GET', path: /^\/authorize$/, endpoint: authorize, open: true },
  { method: 'GET', path: adminUser, endpoint: adminGetUser },
  { method: 'DELETE', path: adminUser, endpoint: adminDeleteUser },
];

function match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const found = route.path.exec(path);
    if (found) return { route, params: { ...found.groups } };
  }
  return null;
}

/** The part of the path after `/auth/v1`. */
function endpointPath(url: URL): string {
  const index = url.pathname.indexOf('/auth/v1');
  const rest = index === -1 ? url.pathname : url.pathname.slice(index + '/auth/v1'.length);
  return rest === '' ? '/' : rest;
}

function checkApiKey(request: Request, url: URL, settings: EmbeddedAuthSettings): void {
  const key = request.headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!key) throw new AuthError(401, 'no_api_key', 'No API key found in request');
  if (!secretsEqual(key, settings.publishableKey) && !secretsEqual(key, settings.secretKey)) {
    throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
  }
}

export interface EmbeddedAuthOptions {
  settings: EmbeddedAuthSettings;
  getDb?: () => Promise<Database>;
  now?: () => Date;
  sendMail?: (message: MailMessage) => Promise<unknown>;
  /** Whether a request comes from this machine (default: its stamped socket address, lib/http/local-request.ts). */
  isLocal?: (request: Request) => boolean;
}

export interface EmbeddedAuthServer {
  handle: (request: Request) => Promise<Response>;
  /** Migrates and loads the signing key once; resolves when the server can answer. */
  prepare: () => Promise<void>;
  settings: EmbeddedAuthSettings;
}

export function createEmbeddedAuthServer(options: EmbeddedAuthOptions): EmbeddedAuthServer {
  const { settings } = options;
  const getDb = options.getDb ?? getDefaultDb;
  const now = options.now ?? (() => new Date());
  const sendMail = options.sendMail ?? sendDefaultMail;
  const isLocal = options.isLocal ?? ((request: Request) => isLocalRequest(request.headers));
  let ready: Promise<{ db: Database; key: SigningKey }> | undefined;

  function start(): Promise<{ db: Database; key: SigningKey }> {
    if (!ready) {
      const starting = (async () => {
        const db = await getDb();
        await migrateEmbeddedAuth(db);
        return { db, key: await loadSigningKey(db, settings.signingKey) };
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
      if (settings.refusals.length > 0) {
        throw new AuthError(
          503,
          'unexpected_failure',
          `The embedded auth server refuses to run: ${settings.refusals.join(' ')}`,
        );
      }
      // The public development keys (and a signing key of its own making) serve this machine only: anyone else is
      // answered as a production server on a public site answers them.
      if (settings.remoteRefusals.length > 0 && !isLocal(request)) {
        throw new AuthError(
          503,
          'unexpected_failure',
          `The embedded auth server serves other machines only with keys of its operator's own: ${settings.remoteRefusals.join(' ')}`,
        );
      }
      const url = new URL(request.url);
      const path = endpointPath(url);
      const found = match(request.method, path);
      if (!found)
        throw new AuthError(404, 'not_found', `The embedded auth server does not support ${request.method} ${path}`);
      if (!found.route.open) checkApiKey(request, url, settings);
      const { db, key } = await start();
      return await found.route.endpoint({ db, key, settings, now, sendMail }, request, url, found.params);
    } catch (error) {
      if (error instanceof AuthError || error instanceof OAuthError) return errorResponse(request, error);
      console.error('[auth] unexpected failure:', error);
      return errorResponse(
        request,
        new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
      );
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
