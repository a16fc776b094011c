// Stands in for Next's request scope in tests: `cookies()` and `headers()` of next/headers answer
// from the request being handled, and cookies set there reach the response as Set-Cookie headers,
// as they do in a Next route handler. Use with
// vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders)).
import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestCookies, ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';

interface Scope {
  headers: Headers;
  requestCookies: RequestCookies;
  responseCookies: ResponseCookies;
  setCookieHeaders: Headers;
}

const storage = new AsyncLocalStorage<Scope>();

function current(): Scope {
  const scope = storage.getStore();
  if (!scope)
    throw new Error('cookies()/headers() called outside a request scope (see tests/support/next-request-scope.ts).');
  return scope;
}

/** Runs `handler` as Next runs a route handler for `request`, adding the cookies it set to its response. */
export async function runInRequestScope(request: Request, handler: () => Promise<Response>): Promise<Response> {
  const headers = new Headers(request.headers);
  const setCookieHeaders = new Headers();
  const scope: Scope = {
    headers,
    requestCookies: new RequestCookies(headers),
    responseCookies: new ResponseCookies(setCookieHeaders),
    setCookieHeaders,
  };
  const response = await storage.run(scope, handler);
  const merged = new Headers(response.headers);
  for (const cookie of setCookieHeaders.getSetCookie()) merged.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers: merged });
}

/** The mutable cookie store of a route handler: reads see earlier writes, writes become Set-Cookie. */
function cookieStore(scope: Scope) {
  return {
    get: (name: string) => scope.requestCookies.get(name),
    getAll: () => scope.requestCookies.getAll(),
    has: (name: string) => scope.requestCookies.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      scope.requestCookies.set(name, value);
      scope.responseCookies.set(name, value, options);
    },
    delete: (name: string) => {
      scope.requestCookies.delete(name);
      scope.responseCookies.delete(name);
    },
  };
}

export const nextHeaders = {
  cookies: async () => cookieStore(current()),
  headers: async () => current().headers,
};
