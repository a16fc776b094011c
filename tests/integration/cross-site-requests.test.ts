// The app's JSON and upload routes answer its own pages only. The session cookie is SameSite=Lax, which stops most
// cross-site requests from carrying it but not all (a same-site subdomain, a top-level form post): so a request a
// browser sent from another site (Sec-Fetch-Site, Origin) is refused with 403 before anything happens, and a body of
// another type than the route reads (text/plain, form-encoded: what a plain HTML form can send) with 415.
import type { Session } from '@supabase/supabase-js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db';
import { sessionCookieValue, signUpSession, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { runInRequestScope } from '../support/next-request-scope';
import { mountStorage } from '../fixtures/storage';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);

let env: AuthEnvironment;
let unmount: () => void;
let db: Database;
let schema: typeof import('@/lib/db');
let cookieName: string;
let reader: Session;
let tenderId: string;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  path: () => string;
  handler: () => Promise<Handler>;
  params: () => Record<string, string>;
  /** A body of the type the route reads, and its content type; none for routes that read none. */
  body?: () => { type: string; data: BodyInit };
}

const json = (value: unknown) => () => ({ type: 'application/json', data: JSON.stringify(value) });

const routes: RouteCase[] = [
  {
    name: 'chat',
    method: 'POST',
    path: () => `/api/tenders/${tenderId}/analysis/chat`,
    handler: async () => (await import('@/app/api/tenders/[id]/analysis/chat/route')).POST as Handler,
    params: () => ({ id: tenderId }),
    body: json({ question: 'What is the deadline?', clientId: 'q-1' }),
  },
  {
    name: 'upload',
    method: 'POST',
    path: () => `/api/uploads/tender-documents?tender=${tenderId}`,
    handler: async () => (await import('@/app/api/uploads/tender-documents/route')).POST as Handler,
    params: () => ({}),
    body: () => {
      const form = new FormData();
      form.set('file', new File([new TextEncoder().encode('Bill of quantities: roof, 1,200 m²')], 'roof.txt'));
      // The request sets the type itself, with the form's boundary.
      return { type: 'multipart/form-data', data: form };
    },
  },
  {
    name: 'documents fetch',
    method: 'POST',
    path: () => `/api/tenders/${tenderId}/documents/fetch`,
    handler: async () => (await import('@/app/api/tenders/[id]/documents/fetch/route')).POST as Handler,
    params: () => ({ id: tenderId }),
  },
  {
    name: 'theme',
    method: 'POST',
    path: () => '/api/theme',
    handler: async () => (await import('@/app/api/theme/route')).POST as Handler,
    params: () => ({}),
    body: json({ theme: 'light' }),
  },
  {
    name: 'analysis',
    method: 'GET',
    path: () => `/api/tenders/${tenderId}/analysis`,
    handler: async () => (await import('@/app/api/tenders/[id]/analysis/route')).GET as Handler,
    params: () => ({ id: tenderId }),
  },
  {
    name: 'documents',
    method: 'GET',
    path: () => `/api/tenders/${tenderId}/documents`,
    handler: async () => (await import('@/app/api/tenders/[id]/documents/route')).GET as Handler,
    params: () => ({ id: tenderId }),
  },
  {
    name: 'documents search',
    method: 'GET',
    path: () => `/api/tenders/${tenderId}/documents/search?q=roof`,
    handler: async () => (await import('@/app/api/tenders/[id]/documents/search/route')).GET as Handler,
    params: () => ({ id: tenderId }),
  },
  {
    name: 'me',
    method: 'GET',
    path: () => '/api/me',
    handler: async () => (await import('@/app/api/me/route')).GET as Handler,
    params: () => ({}),
  },
  {
    name: 'me/account',
    method: 'GET',
    path: () => '/api/me/account',
    handler: async () => (await import('@/app/api/me/account/route')).GET as Handler,
    params: () => ({}),
  },
  {
    name: 'jobs',
    method: 'GET',
    path: () => '/api/jobs/00000000-0000-4000-8000-000000000000',
    handler: async () => (await import('@/app/api/jobs/[id]/route')).GET as Handler,
    params: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
  },
];

/** Calls a route's handler as Next would, as the signed-in reader, with these headers and body. */
async function call(
  route: RouteCase,
  headers: Record<string, string>,
  body: { type: string; data: BodyInit } | null | undefined = route.body?.(),
) {
  const request = new Request(`${env.http.origin}${route.path()}`, {
    method: route.method,
    headers: {
      cookie: `${cookieName}=${sessionCookieValue(reader)}`,
      ...(body && !(body.data instanceof FormData) ? { 'content-type': body.type } : {}),
      ...headers,
    },
    body: body?.data,
  });
  const handler = await route.handler();
  const response = await runInRequestScope(request, () =>
    handler(request, { params: Promise.resolve(route.params()) }),
  );
  const text = await response.text();
  let code: string | null = null;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    // A stream or an empty answer: the route went on.
  }
  return { status: response.status, code };
}

async function ownDocuments(): Promise<number> {
  return db.$count(
    schema.tenderDocuments,
    and(eq(schema.tenderDocuments.tenderId, tenderId), eq(schema.tenderDocuments.ownerId, reader.user.id)),
  );
}

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ unmount } = await mountStorage(env.http));
  schema = await import('@/lib/db');
  db = await schema.getDb();
  ({ authCookieName: cookieName } = await import('@/lib/auth/cookies'));
  const { expandInputs, importFiles } = await import('@/lib/ingest/tenders/files');
  await importFiles(db, await expandInputs(['lib/ingest/samples/ted-real-notices/00017101-2025.xml']));
  const [tender] = await db.select({ id: schema.tenders.id }).from(schema.tenders).limit(1);
  tenderId = tender!.id;
  reader = await signUpSession(env.http.origin, 'cross-site');
}, 120_000);

afterAll(async () => {
  await env?.close();
  unmount?.();
});

describe('a request another site’s page sent', () => {
  const foreign: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (another subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://attacker.example' }],
    ['an Origin on another port of this host', { origin: 'http://127.0.0.1:1' }],
    ['Origin: null (a sandboxed frame, a data: page)', { origin: 'null' }],
  ];

  it.each(routes.map((route) => [route.name, route] as const))('is refused with 403 by %s', async (_name, route) => {
    for (const [label, headers] of foreign) {
      expect(await call(route, headers), label).toEqual({ status: 403, code: 'cross_site_request' });
    }
  });

  it('stores nothing: a cross-site upload adds no document, and the same upload from the page does', async () => {
    const upload = routes.find((route) => route.name === 'upload')!;
    expect((await call(upload, { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(await ownDocuments()).toBe(0);
    const own = await call(upload, { origin: env.http.origin, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(201);
    expect(await ownDocuments()).toBe(1);
  });

  it('is not what the app’s own pages send: same origin, or no browser headers at all, goes through', async () => {
    for (const route of routes) {
      const pages: Record<string, string>[] = [{ origin: env.http.origin, 'sec-fetch-site': 'same-origin' }, {}];
      for (const headers of pages) {
        const answer = await call(route, headers);
        expect(answer.code, route.name).not.toBe('cross_site_request');
        expect(answer.code, route.name).not.toBe('unsupported_media_type');
        expect(answer.status, route.name).toBeLessThan(500);
      }
    }
  });
});

describe('a body of another type than the route reads', () => {
  const sameOrigin = () => ({ origin: env.http.origin, 'sec-fetch-site': 'same-origin' });
  const plain = (data: string) => ({ type: 'text/plain;charset=UTF-8', data });
  const form = (data: string) => ({ type: 'application/x-www-form-urlencoded', data });

  it('is refused with 415 by the chat, which reads JSON (text/plain and form-encoded JSON included)', async () => {
    const chat = routes.find((route) => route.name === 'chat')!;
    const question = JSON.stringify({ question: 'What is the deadline?', clientId: 'q-2' });
    for (const body of [plain(question), form(`question=x&clientId=q-3`), { type: 'multipart/form-data', data: '' }]) {
      expect(await call(chat, sameOrigin(), body), body.type).toEqual({ status: 415, code: 'unsupported_media_type' });
    }
  });

  it('is refused with 415 by the upload, which reads a multipart form, storing nothing', async () => {
    const upload = routes.find((route) => route.name === 'upload')!;
    const before = await ownDocuments();
    for (const body of [plain('a file'), form('file=a+file'), { type: 'application/json', data: '{"file":"x"}' }]) {
      expect(await call(upload, sameOrigin(), body), body.type).toEqual({
        status: 415,
        code: 'unsupported_media_type',
      });
    }
    expect(await ownDocuments()).toBe(before);
  });

  it('is refused with 415 by the documents fetch, which reads no body, and by the theme, which reads JSON', async () => {
    const fetchRoute = routes.find((route) => route.name === 'documents fetch')!;
    const theme = routes.find((route) => route.name === 'theme')!;
    expect(await call(fetchRoute, sameOrigin(), form('go=1'))).toEqual({ status: 415, code: 'unsupported_media_type' });
    expect(await call(fetchRoute, sameOrigin(), plain('go'))).toEqual({ status: 415, code: 'unsupported_media_type' });
    expect(await call(theme, sameOrigin(), plain('{"theme":"light"}'))).toEqual({
      status: 415,
      code: 'unsupported_media_type',
    });
  });
});
