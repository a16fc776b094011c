// What the embedded servers (auth at /auth/v1, storage at /storage/v1, the Stripe test server at /v1) share: the
// keys they accept, the origin browsers reach them at, and the rules that refuse them in production.
import 'server-only';
import { isLoopbackUrl } from '@/lib/config/loopback';
import { developmentPublishableKey, developmentSecretKey, type SigningKeyJwk } from './env-schema';
import { generatedSecret } from './generated-secrets';
import { siteUrl, siteUrlConfigured, supabasePublishableKey } from './public';
import { serverEnv, supabaseSecretKey } from './server';
import { stripeTestServerRefusals } from './stripe';

/** The secret (service) key the embedded servers accept: the configured one, else the public development key. */
export const embeddedSecretKey = supabaseSecretKey ?? developmentSecretKey;

/** The origin browsers reach this server at: email links, default redirects and signed storage URLs use it. */
export function embeddedSiteUrl(): string {
  // Without a configured site URL, a developer's browser is on localhost, not on the edition's public host.
  if (!siteUrlConfigured && serverEnv.NODE_ENV !== 'production') return `http://localhost:${serverEnv.PORT}`;
  return siteUrl;
}

export interface KeyCheckInput {
  nodeEnv: string;
  siteUrl: string;
  publishableKey: string;
  secretKey: string;
}

/**
 * In production on a public site, the public development keys are not acceptable (anyone could use
 * them). Returns one message per problem; empty when the keys may serve.
 */
export function developmentKeyRefusals(input: KeyCheckInput): string[] {
  if (input.nodeEnv !== 'production' || isLoopbackUrl(input.siteUrl)) return [];
  return developmentKeyProblems(input);
}

/**
 * Which of the keys are the public development keys, one message each, whatever the environment: a request from
 * another machine is refused them on any server (lib/http/local-request.ts), as a production server refuses them all.
 */
export function developmentKeyProblems(input: Pick<KeyCheckInput, 'publishableKey' | 'secretKey'>): string[] {
  const problems: string[] = [];
  if (input.publishableKey === developmentPublishableKey) {
    problems.push(
      'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is the public development key: set a key of your own (and rebuild).',
    );
  }
  if (input.secretKey === developmentSecretKey) {
    problems.push('SUPABASE_SECRET_KEY is unset or the public development key: set a secret of your own.');
  }
  return problems;
}

/** The key check for this process's configuration. */
export function configuredKeyRefusals(): string[] {
  return developmentKeyRefusals({
    nodeEnv: serverEnv.NODE_ENV,
    siteUrl: embeddedSiteUrl(),
    publishableKey: supabasePublishableKey,
    secretKey: embeddedSecretKey,
  });
}

/** The problem with a signing key the embedded auth server generated and keeps in its database; null if configured. */
export function signingKeyProblem(signingKey: SigningKeyJwk | undefined): string | null {
  return signingKey ? null : 'AUTH_SIGNING_KEY is unset: configure a private ES256 JSON Web Key (see .env.example).';
}

/** The key check for a request from another machine than this one: what production on a public site refuses. */
export function configuredKeyProblems(): string[] {
  return developmentKeyProblems({ publishableKey: supabasePublishableKey, secretKey: embeddedSecretKey });
}

/** True when payments go to the embedded Stripe test server (STRIPE_SECRET_KEY unset). */
export const stripeTestServer = serverEnv.STRIPE_SECRET_KEY === undefined;

/** The API key between the app's stripe SDK and the embedded Stripe test server: generated, kept in DATA_DIR. */
export function embeddedStripeApiKey(): string {
  return generatedSecret('stripe-test-api-key');
}

/**
 * The secret the embedded Stripe test server signs its webhooks with and the webhook route checks them against:
 * STRIPE_WEBHOOK_SECRET, else one generated and kept in DATA_DIR.
 */
export function embeddedStripeWebhookSecret(): string {
  return serverEnv.STRIPE_WEBHOOK_SECRET ?? generatedSecret('stripe-webhook-secret');
}

/** Why the embedded Stripe test server refuses to serve with this process's configuration; empty when it may. */
export function configuredStripeRefusals(): string[] {
  return stripeTestServerRefusals({
    nodeEnv: serverEnv.NODE_ENV,
    siteUrl: embeddedSiteUrl(),
    stripeSecretKey: serverEnv.STRIPE_SECRET_KEY,
    testServerOnPublicSite: serverEnv.STRIPE_TEST_SERVER_ON_PUBLIC_SITE,
  });
}
