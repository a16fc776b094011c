// Stands in for Next's request scope in tests: `cookies()` and `headers()` of next/headers answer
// from the request being handled, and cookies set there reach the response as Set-Cookie headers,
// as they do in a Next route handler. Built on next/server's public cookie stores (NextRequest.cookies,
// NextResponse.cookies), so it follows the documented cookies() contract and nothing of Next's internals.
// Use with vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders)).
import { AsyncLocalStorage } from 'node:async_hooks';
import { NextRequest, NextResponse } from 'next/server';

interface Scope {
  request: NextRequest;
  response: NextResponse;
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
  const scope: Scope = {
    request: new NextRequest(request.url, { headers: request.headers }),
    response: new NextResponse(),
  };
  const response = await storage.run(scope, handler);
  const merged = new Headers(response.headers);
  for (const cookie of scope.response.headers.getSetCookie()) merged.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers: merged });
}

/** The mutable cookie store of a route handler: reads see earlier writes, writes become Set-Cookie. */
function cookieStore({ request, response }: Scope) {
  return {
    get: (name: string) => request.cookies.get(name),
    getAll: () => request.cookies.getAll(),
    has: (name: string) => request.cookies.has(name),
    set: (name: string, value: string, options: Parameters<NextResponse['cookies']['set']>[2] = {}) => {
      request.cookies.set(name, value);
      response.cookies.set(name, value, options);
    },
    delete: (name: string) => {
      request.cookies.delete(name);
      response.cookies.delete(name);
    },
  };
}

export const nextHeaders = {
  cookies: async () => cookieStore(current()),
  headers: async () => current().request.headers,
};
