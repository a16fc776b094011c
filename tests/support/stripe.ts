// The embedded Stripe test server for integration tests: the app's real routes (/v1, /stripe-test and the webhook
// route) on the auth environment's HTTP server, and a second instance of the test server that keeps the webhooks
// it would send, so a test delivers them itself: again, out of order, or with a forged signature.
import Stripe from 'stripe';
import type { TestHttpServer } from '@/tests/fixtures/http-server';
import { startHttpServer } from '@/tests/fixtures/http-server';

export interface CapturedEvent {
  type: string;
  id: string;
  payload: string;
}

export interface StripeEnvironment {
  /** A second server whose test-server instance keeps its webhooks in `captured` instead of sending them. */
  held: TestHttpServer;
  /** The SDK pointed at the held instance. */
  heldStripe: Stripe;
  captured: CapturedEvent[];
  /** Resolves when the app's own test-server instance has delivered every webhook it sent. */
  idle: () => Promise<void>;
  /** Posts a payload to the app's webhook route, signed with `secret` (default: the right one). */
  deliver: (payload: string, options?: { secret?: string; signature?: string | null }) => Promise<Response>;
  webhookSecret: string;
  close: () => Promise<void>;
}

/** Mounts the routes on `http` (whose port is the configured PORT) and starts the held instance. */
export async function mountStripe(http: TestHttpServer): Promise<StripeEnvironment> {
  const api = await import('@/app/v1/[...path]/route');
  const pages = await import('@/app/stripe-test/[...path]/route');
  const webhook = await import('@/app/api/stripe/webhook/route');
  const apiHandlers: Record<string, (request: Request) => Promise<Response>> = {
    GET: api.GET,
    POST: api.POST,
    DELETE: api.DELETE,
  };
  http.route(
    '/v1',
    (request) => apiHandlers[request.method]?.(request) ?? Promise.resolve(new Response(null, { status: 405 })),
  );
  http.route('/stripe-test', (request) => (request.method === 'POST' ? pages.POST(request) : pages.GET(request)));
  http.route('/api/stripe/webhook', (request) => webhook.POST(request));

  const { createEmbeddedStripeServer, embeddedStripeServer, stripeTestSettingsFromConfig } =
    await import('@/lib/billing/stripe-test');
  const { createStripeClient } = await import('@/lib/billing/stripe');
  const settings = stripeTestSettingsFromConfig();
  const captured: CapturedEvent[] = [];
  const held = await startHttpServer();
  const heldServer = createEmbeddedStripeServer({
    settings: { ...settings, browserOrigin: held.origin },
    post: async (_url, init) => {
      const payload = String(init.body);
      const event = JSON.parse(payload) as { id: string; type: string };
      captured.push({ id: event.id, type: event.type, payload });
      return new Response('{}', { status: 200 });
    },
  });
  held.route('/v1', (request) => heldServer.handleApi(request));
  held.route('/stripe-test', (request) => heldServer.handlePage(request));

  const deliver = (payload: string, options: { secret?: string; signature?: string | null } = {}) => {
    const signature =
      options.signature !== undefined
        ? options.signature
        : Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? settings.webhookSecret });
    return fetch(`${http.origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
      body: payload,
    });
  };

  return {
    held,
    heldStripe: createStripeClient({ port: held.port }),
    captured,
    idle: () => embeddedStripeServer().idle(),
    deliver,
    webhookSecret: settings.webhookSecret,
    close: () => held.close(),
  };
}

/** Submits the hosted checkout page's form with `card`, as a browser would (without following the redirect). */
export function payWithCard(checkoutUrl: string, card: string): Promise<Response> {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
}

/** Presses a button of the hosted portal page for `subscription`. */
export function portalAction(portalUrl: string, subscription: string, action: string): Promise<Response> {
  return fetch(portalUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ subscription, action }).toString(),
    redirect: 'manual',
  });
}
