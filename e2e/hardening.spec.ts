// What an outsider tried against a production build (issue 25), as a running `next start` answers it: client
// addresses a client cannot choose, per-client limits, forged session tokens, NUL bytes and server actions
// called with something other than their form data.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { generateKeyPair, SignJWT } from 'jose';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
// scripts/e2e-server.ts: the EU build's fixed publishable key, and its dist folder.
const apikey = 'sb_publishable_e2e-only-eu';
const distDir = `${process.env.E2E_DIST_PREFIX ?? '.next-e2e'}-eu`;
// The EU build has no site URL configured, so its cookies are labelled "localhost" (lib/auth/cookies.ts).
const cookieName = 'sb-localhost-auth-token';
const password = 'correct horse battery';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request from another loopback address than the runner's 127.0.0.1, which the e2e server trusts as a proxy. */
function fromOtherAddress(
  path: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: portBase,
        localAddress: '127.0.0.2',
        path,
        method: init.method,
        headers: init.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
  token_type: string;
  user: { id: string };
}

/** A new account through the auth API, as one client (a distinct forwarded address per call). */
async function signUp(request: APIRequestContext, label: string): Promise<Session> {
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey, 'x-forwarded-for': `198.51.100.${1 + counter}` },
    data: { email: uniqueEmail(label), password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Session;
}

function sessionCookie(session: Session): string {
  return `${cookieName}=base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
}

function decodePart(token: string, index: number): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

test.describe('client addresses and per-client limits', () => {
  test('a client that rotates X-Forwarded-For is limited by its own address: 30 sign-ins, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let refused: RawResponse | undefined;
    for (let i = 1; i <= 31; i++) {
      const response = await fromOtherAddress('/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: {
          apikey,
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `203.0.113.${i}`,
        },
        body: JSON.stringify({ email: uniqueEmail('spray'), password: 'wrong password' }),
      });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

test.describe('forged session tokens', () => {
  for (const alg of ['none', 'RS256', 'ES384', 'PS256'] as const) {
    test(`a token under the server's key id signed with ${alg} means signed out, and the cookie is cleared`, async ({
      request,
    }) => {
      const session = await signUp(request, `forged-${alg.toLowerCase()}`);
      const header = { ...decodePart(session.access_token, 0), alg };
      const claims = decodePart(session.access_token, 1);
      let token: string;
      if (alg === 'none') {
        const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
        token = `${encode(header)}.${encode(claims)}.`;
      } else {
        const { privateKey } = await generateKeyPair(alg);
        token = await new SignJWT(claims).setProtectedHeader({ ...header, alg }).sign(privateKey);
      }
      const cookie = sessionCookie({ ...session, access_token: token });

      for (const path of ['/', '/tenders', '/api/me', '/settings']) {
        const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
        const expected = path === '/api/me' ? 401 : path === '/settings' ? 307 : 200;
        expect(response.status(), path).toBe(expected);
        if (path === '/api/me') continue;
        const cleared = response
          .headersArray()
          .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${cookieName}=`));
        expect(cleared.length, `${path} clears the session cookie`).toBeGreaterThan(0);
        for (const { value } of cleared) expect(value).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      }
    });
  }
});

test.describe('odd input', () => {
  test('a NUL byte in q answers 400 from the API and is dropped by the page', async ({ request }) => {
    const api = await request.get('/api/tenders?q=%00');
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'q' } });

    const page = await request.get('/tenders?q=a%00');
    expect(page.status()).toBe(200);
  });

  test('every server action answers a JSON array with an error result, signed out and signed in', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const manifest = JSON.parse(readFileSync(join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
    };
    const actions = Object.entries(manifest.node);
    expect(actions.length).toBeGreaterThan(5);
    const session = await signUp(request, 'actions');

    const failures: string[] = [];
    for (const cookie of [undefined, sessionCookie(session)]) {
      for (const [id, action] of actions) {
        const worker = Object.keys(action.workers)[0] ?? 'app/page';
        // app/(site)/contact/page -> /contact; dynamic segments get a placeholder.
        const path =
          worker
            .replace(/^app/, '')
            .replace(/\/page$/, '')
            .replace(/\/\([^)]+\)/g, '')
            .replace(/\[[^\]]+\]/g, 'x') || '/';
        for (const body of ['[[1,2],[3]]', '["a","b","c"]', '[]']) {
          const response = await request.post(path, {
            headers: {
              'next-action': id,
              'content-type': 'text/plain;charset=UTF-8',
              accept: 'text/x-component',
              origin: baseURL!,
              ...(cookie ? { cookie } : {}),
            },
            data: body,
            maxRedirects: 0,
          });
          if (response.status() >= 500) {
            failures.push(`${response.status()} ${action.exportedName ?? id} (${action.filename ?? worker}) ${body}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
