// Runs the embedded auth route handler over real HTTP with an SMTP mailbox, and makes real
// supabase-js clients for it. Call startAuthEnvironment() before anything imports lib/config.
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { developmentPublishableKey } from '@/lib/config/env-schema';
import { startHttpServer, type TestHttpServer } from '@/tests/fixtures/http-server';
import { startMailbox, type Mailbox } from './mailbox';

export interface AuthEnvironment {
  http: TestHttpServer;
  mailbox: Mailbox;
  close: () => Promise<void>;
}

/**
 * Starts the HTTP server and the mailbox and points the configuration at them: PORT (the server and
 * middleware clients reach the embedded auth at 127.0.0.1:$PORT) and SMTP_URL. Then mounts the real
 * route handler of app/auth/v1/[...path].
 */
export async function startAuthEnvironment(env: Record<string, string> = {}): Promise<AuthEnvironment> {
  const mailbox = await startMailbox();
  const http = await startHttpServer();
  Object.assign(process.env, { PORT: String(http.port), SMTP_URL: mailbox.url, NODE_ENV: 'test', ...env });
  // supabase-js in a test reaches the server from 127.0.0.1 every time: one client, more sign-ins than a person
  // makes. The per-client limits have tests of their own (auth-client-limits.test.ts), which lift this.
  const { setRateLimitOverrides } = await import('@/lib/rate-limit');
  setRateLimitOverrides({
    'auth.client': { max: 10_000, windowSeconds: 300 },
    'auth.email.client': { max: 10_000, windowSeconds: 3600 },
  });
  const route = await import('@/app/auth/v1/[...path]/route');
  const handlers: Record<string, (request: Request) => Promise<Response>> = {
    GET: route.GET,
    POST: route.POST,
    PUT: route.PUT,
    DELETE: route.DELETE,
  };
  http.route(
    '/auth/v1',
    (request) => handlers[request.method]?.(request) ?? Promise.resolve(new Response(null, { status: 405 })),
  );
  return {
    http,
    mailbox,
    close: async () => {
      await http.close();
      await mailbox.close();
    },
  };
}

export { developmentPublishableKey, developmentSecretKey } from '@/lib/config/env-schema';

/** A supabase-js client as a browser or script would use it, with its session in memory. */
export function authClient(
  baseUrl: string,
  options: { flowType?: 'pkce' | 'implicit'; key?: string } = {},
): SupabaseClient {
  return createClient(baseUrl, options.key ?? developmentPublishableKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? 'implicit',
    },
  });
}

let counter = 0;
/** A unique address per call, so tests never share accounts or rate-limit windows. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A new account, signed up through supabase-js on the auth server at `origin`, and its session. */
export async function signUpSession(origin: string, label: string): Promise<Session> {
  const { data, error } = await authClient(origin).auth.signUp({
    email: uniqueEmail(label),
    password: 'correct horse battery',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** A session as @supabase/ssr stores it in the auth cookie: `base64-` + base64url(JSON). */
export function sessionCookieValue(session: object): string {
  return `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}
