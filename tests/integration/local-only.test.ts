// Development conveniences answer only to this machine (issue 35, H1): the local mailbox (/dev/mail), the embedded
// Stripe test server's API and pages (/v1, /stripe-test), and the public development keys and secrets. From another
// machine the app answers as a production server without them would: 404 for the mailbox and the test server, 503
// from the embedded auth and storage on the development keys, 503 from the webhook on the test server's secret.
//
// "Another machine" is, where this machine allows it, a network namespace of the test's own (a veth pair with
// addresses of its own): a real socket whose peer is not loopback. Everywhere, the same requests are also handed to
// the route handlers stamped with another peer, as the server's socket stamp (lib/http/socket-address.ts) would.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { peerHeader } from '@/lib/http/request-stamp';
import { developmentPublishableKey, signUpSession, startAuthEnvironment, uniqueEmail } from '../support/auth';
import { callAction, CookieJar } from '../support/browser-jar';
import {
  createNetworkNamespace,
  networkNamespaceRefusal,
  type NamespaceRequest,
  type NetworkNamespace,
} from '../support/network-namespace';
import { NavigationStop } from '../support/next-navigation';
import { runInRequestScope } from '../support/next-request-scope';
import { fromThisMachine, otherMachine, stampedFrom } from '../support/peers';
import { developmentSecretKey, mountStorage } from '../fixtures/storage';
import { mountStripe, type StripeEnvironment } from '../support/stripe';
import type { AuthUser } from '@/lib/auth/user';
import type { AuthEnvironment } from '../support/auth';

vi.mock('next/headers', () => import('../support/next-request-scope').then((m) => m.nextHeaders));
vi.mock('next/navigation', (importOriginal) =>
  import('../support/next-navigation').then((m) => m.nextNavigation(importOriginal)),
);
// connection() only tells Next the page is rendered per request; outside Next there is nothing to tell.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => {},
}));

/** What .env.example and the source published as the webhook and unsubscribe secrets before they were generated. */
const documentedWebhookSecret = 'whsec_tenderscope_embedded_test_server';
const documentedUnsubscribeSecret = 'tenderscope-local-development-only-unsubscribe-secret';

type Handler = (request: Request) => Promise<Response>;

let env: AuthEnvironment;
let stripeEnv: StripeEnvironment;
let routes: [prefix: string, handler: Handler][];
let checkoutPath: string;
let checkoutSessionId: string;
let stripeApiKey: string;
let buyerId: string;

beforeAll(async () => {
  // Mail goes to files, so the local mailbox is open (to this machine).
  env = await startAuthEnvironment({ SMTP_URL: '' });
  stripeEnv = await mountStripe(env.http);
  await mountStorage(env.http);
  const mailbox = (await import('@/app/(bare)/dev/mail/page')).default;
  const auth = await import('@/app/auth/v1/[...path]/route');
  const storage = await import('@/app/storage/v1/[...path]/route');
  const api = await import('@/app/v1/[...path]/route');
  const pages = await import('@/app/stripe-test/[...path]/route');
  const webhook = await import('@/app/api/stripe/webhook/route');
  const byMethod =
    (handlers: Record<string, Handler | undefined>): Handler =>
    (request) =>
      handlers[request.method]?.(request) ?? Promise.resolve(new Response(null, { status: 405 }));
  // The page as Next serves it: rendered in the request's scope, notFound() a 404.
  const mailboxPage: Handler = (request) =>
    runInRequestScope(request, async () => {
      try {
        await mailbox();
        return new Response('the local mailbox', { status: 200 });
      } catch (error) {
        if (error instanceof NavigationStop && error.kind === 'not-found') return new Response(null, { status: 404 });
        throw error;
      }
    });
  env.http.route('/dev/mail', mailboxPage);
  env.http.route('/peer', async (request) => Response.json({ peer: peerHeader.read(request.headers) }));
  routes = [
    ['/dev/mail', mailboxPage],
    ['/auth/v1', byMethod({ GET: auth.GET, POST: auth.POST, PUT: auth.PUT, DELETE: auth.DELETE })],
    ['/storage/v1', byMethod({ GET: storage.GET, POST: storage.POST })],
    ['/v1', byMethod({ GET: api.GET, POST: api.POST, DELETE: api.DELETE })],
    ['/stripe-test', byMethod({ GET: pages.GET, POST: pages.POST })],
    ['/api/stripe/webhook', byMethod({ POST: webhook.POST })],
  ];

  const buyer = await signUpSession(env.http.origin, 'local-only-buyer');
  buyerId = buyer.user.id;
  const { getDb } = await import('@/lib/db');
  const { getStripe } = await import('@/lib/billing/stripe');
  const { startCheckout } = await import('@/lib/billing/checkout');
  const started = await startCheckout(
    await getDb(),
    getStripe(),
    { id: buyerId, email: buyer.user.email ?? null },
    { kind: 'pack', pack: (await import('@/lib/billing')).creditPacks[0]! },
    env.http.origin,
  );
  if (!started.ok) throw new Error(started.error);
  checkoutSessionId = started.data.sessionId;
  checkoutPath = new URL(started.data.url).pathname;
  stripeApiKey = (await import('@/lib/billing/stripe-test')).stripeTestSettingsFromConfig().secretKey;
});

afterAll(async () => {
  await stripeEnv?.close();
  await env?.close();
});

interface Convenience {
  name: string;
  request: () => NamespaceRequest;
  /** Status from this machine. */
  local: number;
  /** Status from anywhere else, and what its body must say. */
  remote: number;
  says?: RegExp;
}

const json = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

/** A completed checkout of the buyer's session, signed with `secret`. */
function completedCheckout(secret: string): NamespaceRequest {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: checkoutSessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: buyerId,
        customer: 'cus_anyone',
        metadata: { userId: buyerId, product: 'pack:credits-100' },
      },
    },
  });
  return {
    url: '/api/stripe/webhook',
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  };
}

const conveniences: Convenience[] = [
  { name: 'the local mailbox', request: () => ({ url: '/dev/mail' }), local: 200, remote: 404 },
  {
    name: 'a sign-up on the development publishable key',
    request: () => ({
      url: '/auth/v1/signup',
      method: 'POST',
      headers: { ...json, apikey: developmentPublishableKey },
      body: JSON.stringify({ email: uniqueEmail('local-only'), password: 'correct horse battery' }),
    }),
    local: 200,
    remote: 503,
    says: /NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is the public development key/,
  },
  {
    name: 'a password-reset mail asked with the development publishable key',
    request: () => ({
      url: '/auth/v1/recover',
      method: 'POST',
      headers: { ...json, apikey: developmentPublishableKey },
      body: JSON.stringify({ email: uniqueEmail('victim') }),
    }),
    local: 200,
    remote: 503,
    says: /AUTH_SIGNING_KEY is unset/,
  },
  {
    name: 'the admin API on the development secret key',
    request: () => ({
      url: `/auth/v1/admin/users/${buyerId}`,
      headers: { ...json, apikey: developmentSecretKey, Authorization: `Bearer ${developmentSecretKey}` },
    }),
    local: 200,
    remote: 503,
    says: /SUPABASE_SECRET_KEY is unset or the public development key/,
  },
  {
    name: 'the storage API on the development secret key',
    request: () => ({
      url: '/storage/v1/bucket',
      headers: { apikey: developmentSecretKey, Authorization: `Bearer ${developmentSecretKey}` },
    }),
    local: 200,
    remote: 503,
    says: /SUPABASE_SECRET_KEY/,
  },
  {
    name: 'the Stripe test server’s API',
    request: () => ({
      url: `/v1/checkout/sessions/${checkoutSessionId}`,
      headers: { Authorization: `Bearer ${stripeApiKey}` },
    }),
    local: 200,
    remote: 404,
  },
  { name: 'the Stripe test server’s checkout page', request: () => ({ url: checkoutPath }), local: 200, remote: 404 },
];

/** The route handler for `request`'s path, as the app routes it. */
function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const found = routes.find(([prefix]) => pathname.startsWith(prefix));
  if (!found) throw new Error(`no route for ${pathname}`);
  return found[1](request);
}

function toRequest(spec: NamespaceRequest): Request {
  return new Request(`http://127.0.0.1:${env.http.port}${spec.url}`, {
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
  });
}

async function fetchLocally(spec: NamespaceRequest): Promise<{ status: number; body: string }> {
  const response = await fetch(`${env.http.origin}${spec.url}`, {
    method: spec.method ?? 'GET',
    headers: spec.headers,
    body: spec.body,
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text() };
}

async function creditsOf(userId: string): Promise<number> {
  const { getDb } = await import('@/lib/db');
  const { getBalance } = await import('@/lib/billing/credits');
  return getBalance(await getDb(), userId);
}

describe('from this machine', () => {
  it('every convenience answers', async () => {
    for (const convenience of conveniences) {
      const { status, body } = await fetchLocally(convenience.request());
      expect(status, `${convenience.name}: ${body}`).toBe(convenience.local);
    }
  });
});

describe('from a request stamped with another machine’s address', () => {
  it('every convenience answers as a production server without it', async () => {
    for (const convenience of conveniences) {
      const response = await handle(stampedFrom(otherMachine, toRequest(convenience.request())));
      const body = await response.text();
      expect(response.status, `${convenience.name}: ${body}`).toBe(convenience.remote);
      if (convenience.says) expect(body, convenience.name).toMatch(convenience.says);
    }
  });

  it('a request without a stamp (none came through this process’s server) gets no convenience either', async () => {
    for (const convenience of conveniences) {
      const response = await handle(toRequest(convenience.request()));
      expect(response.status, convenience.name).toBe(convenience.remote);
    }
  });

  it('a loopback peer that relayed forwarding headers is a proxy nobody declared: its client is not this machine', async () => {
    for (const convenience of conveniences) {
      const response = await handle(stampedFrom('127.0.0.1', toRequest(convenience.request()), { proxied: true }));
      expect(response.status, convenience.name).toBe(convenience.remote);
    }
    // Over a real socket, the same: X-Forwarded-For never makes a request local, and here makes it remote.
    const viaTunnel = await fetch(`${env.http.origin}/dev/mail`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(viaTunnel.status).toBe(404);
  });

  it('the webhook refuses the embedded test server’s secret, and the documented one, and credits nobody', async () => {
    const before = await creditsOf(buyerId);
    for (const secret of [stripeEnv.webhookSecret, documentedWebhookSecret]) {
      const response = await handle(stampedFrom(otherMachine, toRequest(completedCheckout(secret))));
      expect(response.status, secret).toBe(503);
      expect(await response.json()).toMatchObject({
        received: false,
        error: expect.stringMatching(/STRIPE_WEBHOOK_SECRET/),
      });
    }
    expect(await creditsOf(buyerId)).toBe(before);
  });

  it('checkout for a browser on another machine says the test payment pages are not for it, and starts nothing', async () => {
    const { startCheckoutFor } = await import('@/lib/billing');
    const buyer = {
      id: buyerId,
      email: null,
      sessionId: null,
      isAnonymous: false,
      appMetadata: {},
      userMetadata: {},
    } satisfies AuthUser;
    const request = new Request(`${env.http.origin}/pricing`, { method: 'POST' });
    const elsewhere = await runInRequestScope(stampedFrom(otherMachine, request), async () =>
      Response.json(await startCheckoutFor(buyer, 'pack:credits-20')),
    );
    expect(await elsewhere.json()).toEqual({
      ok: false,
      error: expect.stringMatching(/only in a browser on the machine it runs on/),
    });
    const here = await runInRequestScope(fromThisMachine(request), async () =>
      Response.json(await startCheckoutFor(buyer, 'pack:credits-20')),
    );
    expect(await here.json()).toMatchObject({ ok: true, data: { url: expect.stringContaining('/stripe-test/') } });
  });

  it('a server action signing in for a browser on another machine is refused as production would, and says why', async () => {
    const login = await import('@/app/(bare)/login/actions');
    const email = uniqueEmail('elsewhere');
    const elsewhere = await callAction(env.http.origin, new CookieJar({ elsewhere: true }), login.signUpAction, {
      email,
      password: 'correct horse battery',
    });
    expect(elsewhere).toMatchObject({ ok: false, error: expect.stringMatching(/^Sign-in works only on the machine/) });
    const here = await callAction(env.http.origin, new CookieJar(), login.signUpAction, {
      email,
      password: 'correct horse battery',
    });
    expect(here).toMatchObject({ ok: true });
  });
});

// Probed when the file is collected (a namespace made and removed at once), so the skip can say why.
const namespaceRefusal = networkNamespaceRefusal();

describe.skipIf(namespaceRefusal !== null)('from a network namespace of the test’s own', () => {
  let ns: NetworkNamespace;
  let remoteOrigin = '';

  beforeAll(async () => {
    const made = createNetworkNamespace();
    if ('unavailable' in made) throw new Error(made.unavailable);
    ns = made;
    remoteOrigin = await env.http.listenAlso(ns.hostAddress);
  });

  afterAll(() => {
    ns?.close();
  });

  const fromNamespace = (specs: NamespaceRequest[]) =>
    ns.fetchFrom(specs.map((spec) => ({ ...spec, url: `${remoteOrigin}${spec.url}` })));

  it('the server sees the namespace’s own address as the peer', async () => {
    const [answer] = await fromNamespace([{ url: '/peer' }]);
    expect(JSON.parse(answer!.body)).toEqual({ peer: ns.peerAddress });
  });

  it('every convenience answers as a production server without it', async () => {
    const answers = await fromNamespace(conveniences.map((c) => c.request()));
    conveniences.forEach((convenience, i) => {
      const answer = answers[i]!;
      expect(answer.status, `${convenience.name}: ${answer.body}`).toBe(convenience.remote);
      if (convenience.says) expect(answer.body, convenience.name).toMatch(convenience.says);
    });
  });

  it('a webhook signed with the documented default secret, or the test server’s own, is refused and credits nobody', async () => {
    const before = await creditsOf(buyerId);
    const answers = await fromNamespace([
      completedCheckout(documentedWebhookSecret),
      completedCheckout(stripeEnv.webhookSecret),
    ]);
    expect(answers.map((a) => a.status)).toEqual([503, 503]);
    expect(await creditsOf(buyerId)).toBe(before);
  });
});

if (namespaceRefusal !== null) console.info(`No network namespace here (${namespaceRefusal}): stamped requests only.`);

describe('secrets the documentation published', () => {
  it('an unsubscribe link signed with the documented development secret unsubscribes nobody', async () => {
    const { unsubscribeToken } = await import('@/lib/alerts/unsubscribe');
    const { POST } = await import('@/app/api/unsubscribe/route');
    const user = await signUpSession(env.http.origin, 'unsubscribe-forged');
    const token = unsubscribeToken(documentedUnsubscribeSecret, { kind: 'watch', userId: user.user.id });
    const response = await POST(
      fromThisMachine(
        new Request(`http://127.0.0.1/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' }),
      ),
    );
    expect(response.status).toBe(400);
    const { getDb, alertPreferences } = await import('@/lib/db');
    const rows = await (await getDb()).select().from(alertPreferences).where(eq(alertPreferences.userId, user.user.id));
    expect(rows.every((row) => row.watchEmails)).toBe(true);
  });

  it('a webhook signed with the documented default secret is refused from this machine too', async () => {
    const before = await creditsOf(buyerId);
    const { status } = await fetchLocally(completedCheckout(documentedWebhookSecret));
    expect(status).toBe(400);
    expect(await creditsOf(buyerId)).toBe(before);
  });
});
