// The embedded Stripe test server of this process, built from lib/config: active only while STRIPE_SECRET_KEY is
// unset. The routes /v1/[...path] and /stripe-test/[...path] and start-up use it. It serves this machine only: to
// requests from anywhere else its routes answer 404, as they do with real Stripe keys.
import 'server-only';
import {
  configuredStripeRefusals,
  embeddedSiteUrl,
  embeddedStripeApiKey,
  embeddedStripeWebhookSecret,
  stripeTestServer,
} from '@/lib/config/embedded';
import { site } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { isLocalRequest } from '@/lib/http/local-request';
import type { EmbeddedStripeSettings } from './context';
import { createEmbeddedStripeServer, type EmbeddedStripeServer } from './server';

export { createEmbeddedStripeServer, migrateEmbeddedStripe, type EmbeddedStripeServer } from './server';
export type { EmbeddedStripeSettings } from './context';
export { testCards } from './payments';

export function stripeTestSettingsFromConfig(): EmbeddedStripeSettings {
  return {
    secretKey: embeddedStripeApiKey(),
    webhookSecret: embeddedStripeWebhookSecret(),
    webhookUrl: `http://127.0.0.1:${serverEnv.PORT}/api/stripe/webhook`,
    browserOrigin: embeddedSiteUrl(),
    siteName: site.siteName,
    refusals: configuredStripeRefusals(),
  };
}

const holder = globalThis as typeof globalThis & { __tenderscopeStripeTest?: EmbeddedStripeServer };

export function embeddedStripeServer(): EmbeddedStripeServer {
  holder.__tenderscopeStripeTest ??= createEmbeddedStripeServer({ settings: stripeTestSettingsFromConfig() });
  return holder.__tenderscopeStripeTest;
}

const hosted = () =>
  Response.json(
    {
      error: { type: 'invalid_request_error', message: 'Not found: STRIPE_SECRET_KEY is set, payments go to Stripe.' },
    },
    { status: 404 },
  );

const notServed = () =>
  Response.json({ error: { type: 'invalid_request_error', message: 'Not found.' } }, { status: 404 });

/** Whether the test server answers this request: it runs (no real keys) and the request comes from this machine. */
function serves(request: Request): boolean {
  return stripeTestServer && isLocalRequest(request.headers);
}

/** Route handler of /v1/[...path]: the test server's API, or 404 with real Stripe keys or from another machine. */
export async function handleStripeTestApi(request: Request): Promise<Response> {
  if (!stripeTestServer) return hosted();
  return serves(request) ? embeddedStripeServer().handleApi(request) : notServed();
}

/** Route handler of /stripe-test/[...path]: the hosted test pages, or 404 with real keys or from another machine. */
export async function handleStripeTestPage(request: Request): Promise<Response> {
  return serves(request) ? embeddedStripeServer().handlePage(request) : new Response('Not found', { status: 404 });
}

/** The embedded Stripe test server, for start-up (its migrations); null when real Stripe keys are configured. */
export function embeddedStripeForStart(): EmbeddedStripeServer | null {
  return stripeTestServer ? embeddedStripeServer() : null;
}
