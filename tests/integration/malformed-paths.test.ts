// Paths whose percent-encoding does not decode (`/api/tenders/%ff`, `/companies/%ED%A0%80`): Next cannot match them to
// a dynamic route and answers 500 on its own, before any route runs. Here: every route family reaches the middleware
// with such a path (its matcher, as Next applies it) and gets 400 in its API's error shape; the APIs' own route
// handlers, reached directly with a key, answer 4xx too; and paths with escapes that do decode pass untouched.
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest, type NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecretKey, startAuthEnvironment, type AuthEnvironment } from '../support/auth';
import { mountStorage } from '../fixtures/storage';
import { mountStripe, type StripeEnvironment } from '../support/stripe';

let env: AuthEnvironment;
let stripe: StripeEnvironment;
let unmount: () => void;
let middleware: (request: NextRequest) => Promise<NextResponse | Response>;
let config: { matcher: string[] };

beforeAll(async () => {
  env = await startAuthEnvironment();
  ({ unmount } = await mountStorage(env.http));
  stripe = await mountStripe(env.http);
  ({ middleware, config } = await import('@/middleware'));
});

afterAll(async () => {
  await stripe?.close();
  await env?.close();
  unmount?.();
});

/** Escapes that do not decode: a byte that starts no UTF-8 character, a surrogate, an overlong NUL, cut-off ones. */
const malformed = ['%ff', '%ED%A0%80', '%C0%80', '%C3%28', '%E2%82', '%', '%zz', '%F'];

/** One path per route family, `{}` where the malformed piece goes. */
const families = [
  '/api/tenders/{}',
  '/api/tenders/{}/documents',
  '/api/tenders/{}/documents/search',
  '/api/tenders/{}/documents/fetch',
  '/api/tenders/{}/analysis',
  '/api/tenders/{}/analysis/chat',
  '/api/jobs/{}',
  '/api/me/{}',
  '/companies/{}',
  '/tenders/{}',
  '/tenders/{}/analyze',
  '/tenders/{}/analyze/analysis.md',
  '/tenders/{}/subcontractors',
  '/tenders/{}/edit',
  '/tenders/0123456789abcdef/documents/{}',
  '/tenders/0123456789abcdef/documents/{}/file',
  '/alerts/{}',
  '/alerts/{}/edit',
  '/blog/{}',
  '/blog/guides/{}',
  '/sitemaps/tenders/{}',
  '/sitemaps/companies/{}',
  '/dev/mail/{}',
  '/storage/v1/object/tender-documents/{}',
  '/storage/v1/object/sign/tender-documents/{}',
  '/storage/v1/bucket/{}',
  '/auth/v1/{}',
  '/auth/v1/admin/users/{}',
  '/v1/customers/{}',
  '/stripe-test/checkout/{}',
];

const cases = families.flatMap((family) => malformed.map((piece) => family.replace('{}', `x${piece}y`)));

describe('a path whose percent-encoding does not decode', () => {
  it.each(families)('%s reaches the middleware with every malformed escape', (family) => {
    for (const piece of malformed) {
      const url = family.replace('{}', `x${piece}y`);
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(true);
    }
  });

  it(`gets 400 from the middleware on every route family (${cases.length} paths)`, async () => {
    for (const path of cases) {
      for (const method of ['GET', 'POST']) {
        const response = await middleware(new NextRequest(`${env.http.origin}${path}`, { method }));
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.headers.get('x-middleware-next'), path).toBeNull();
      }
    }
  });

  it('is answered in the shape of the API it was sent to', async () => {
    const body = async (path: string) => (await middleware(new NextRequest(`${env.http.origin}${path}`))).json();
    expect(await body('/api/tenders/%ff')).toMatchObject({ error: { code: 'invalid_path' } });
    expect(await body('/storage/v1/object/tender-documents/%ff')).toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
    });
    expect(await body('/auth/v1/admin/users/%ff')).toMatchObject({ code: 400, error_code: 'validation_failed' });
    expect(await body('/v1/customers/%ff')).toMatchObject({ error: { type: 'invalid_request_error' } });
    const page = await middleware(new NextRequest(`${env.http.origin}/companies/%ED%A0%80`));
    expect(await page.text()).toMatch(/^Bad request\. The address is not valid/);
  });

  it('gets 4xx from the APIs’ own route handlers too, reached directly with their secret keys', async () => {
    const { embeddedStripeApiKey } = await import('@/lib/config/embedded');
    const embeddedStripeSecretKey = embeddedStripeApiKey();
    const supabase = { apikey: developmentSecretKey, authorization: `Bearer ${developmentSecretKey}` };
    const stripeKey = { authorization: `Bearer ${embeddedStripeSecretKey}` };
    const seen: string[] = [];
    for (const piece of malformed) {
      for (const [path, headers] of [
        [`/storage/v1/object/tender-documents/x${piece}y`, supabase],
        [`/storage/v1/object/info/tender-documents/x${piece}y`, supabase],
        [`/auth/v1/admin/users/x${piece}y`, supabase],
        [`/v1/customers/cus_${piece}`, stripeKey],
        [`/stripe-test/checkout/cs_${piece}`, {}],
      ] as const) {
        const response = await fetch(`${env.http.origin}${path}`, { headers });
        seen.push(`${response.status} ${path}`);
        await response.body?.cancel();
      }
    }
    // Each refused as a bad or unknown name, never as a failure of the server nor for want of a key.
    expect(seen.filter((line) => !/^(400|404) /.test(line))).toEqual([]);
  });
});

describe('a path whose escapes decode', () => {
  it('reaches the storage, auth and Stripe APIs without the middleware when its escapes are ASCII', () => {
    for (const url of [
      '/storage/v1/object/tender-documents/a%20b.pdf',
      '/storage/v1/object/tender-documents/ab.pdf',
      '/auth/v1/token',
      '/v1/customers/cus_123',
      '/api/uploads/tender-documents',
    ]) {
      expect(unstable_doesMiddlewareMatch({ config, url }), url).toBe(false);
    }
  });

  it('passes through the middleware untouched when it holds escapes of non-ASCII characters', async () => {
    const path = '/storage/v1/object/tender-documents/hello%20w%C3%B6rld.txt';
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
    const response = await middleware(new NextRequest(`${env.http.origin}${path}`, { method: 'POST' }));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('reaches pages with the requested path, escapes and all', async () => {
    const response = await middleware(new NextRequest(`${env.http.origin}/companies/b%C3%BCro`));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-request-x-pathname')).toBe('/companies/b%C3%BCro');
  });
});
