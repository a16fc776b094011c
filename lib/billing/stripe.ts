// The stripe SDK as this app uses it: the real API with STRIPE_SECRET_KEY, otherwise the embedded Stripe test
// server over loopback (its host/port/protocol options), as lib/auth and lib/storage reach their embedded servers.
import 'server-only';
import Stripe from 'stripe';
import { embeddedStripeApiKey, embeddedStripeWebhookSecret, stripeTestServer } from '@/lib/config/embedded';
import { serverEnv } from '@/lib/config/server';

export type { Stripe };

/** A client of the real API (`secretKey`) or of the embedded test server on this machine's `port`. */
export function createStripeClient(options: { secretKey?: string; port: number }): Stripe {
  if (options.secretKey) return new Stripe(options.secretKey, { maxNetworkRetries: 2, telemetry: false });
  return new Stripe(embeddedStripeApiKey(), {
    host: '127.0.0.1',
    port: options.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

const holder = globalThis as typeof globalThis & { __tenderscopeStripe?: Stripe };

export function getStripe(): Stripe {
  holder.__tenderscopeStripe ??= createStripeClient({ secretKey: serverEnv.STRIPE_SECRET_KEY, port: serverEnv.PORT });
  return holder.__tenderscopeStripe;
}

/**
 * The secret a webhook from this peer must be signed with: STRIPE_WEBHOOK_SECRET; without one, the embedded test
 * server's, which only it sends with, from this machine. Undefined otherwise: real keys without STRIPE_WEBHOOK_SECRET,
 * or the test server's secret asked of another machine; the webhook then answers 503, as production without it would.
 */
export function stripeWebhookSecret(fromThisMachine: boolean): string | undefined {
  if (serverEnv.STRIPE_WEBHOOK_SECRET) return serverEnv.STRIPE_WEBHOOK_SECRET;
  return stripeTestServer && fromThisMachine ? embeddedStripeWebhookSecret() : undefined;
}

/** Payments are not real: the embedded test server, or a Stripe test-mode key. */
export const paymentsInTestMode = stripeTestServer || (serverEnv.STRIPE_SECRET_KEY ?? '').startsWith('sk_test_');
