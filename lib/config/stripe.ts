// Stripe's configuration: real keys, or the embedded Stripe test server and the rule that keeps it off a public
// production site. No server-only import: next.config.ts asks the same rule before `npm start` serves.
import { isLoopbackUrl } from './loopback';

export interface StripeModeInput {
  nodeEnv: string;
  siteUrl: string;
  stripeSecretKey: string | undefined;
  testServerOnPublicSite: boolean;
}

/**
 * Why the embedded Stripe test server may not serve: in production on a public site it would take orders it never
 * charges. Empty when it may serve, or when real Stripe keys are configured.
 */
export function stripeTestServerRefusals(input: StripeModeInput): string[] {
  if (input.stripeSecretKey !== undefined) return [];
  if (input.nodeEnv !== 'production' || isLoopbackUrl(input.siteUrl) || input.testServerOnPublicSite) return [];
  return [
    `STRIPE_SECRET_KEY is unset, so payments would go to the embedded Stripe test server, which takes no real payment; on the public site ${input.siteUrl} that is refused. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or, for a staging site, STRIPE_TEST_SERVER_ON_PUBLIC_SITE=true).`,
  ];
}
