// The embedded auth server's settings, derived from lib/config, and the production key check.
import 'server-only';
import { developmentKeyRefusals, embeddedSecretKey, embeddedSiteUrl, type KeyCheckInput } from '@/lib/config/embedded';
import type { SigningKeyJwk } from '@/lib/config/env-schema';
import { productName, supabasePublishableKey } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { isLoopbackUrl } from '@/lib/config/loopback';

export interface EmbeddedAuthSettings {
  /** The only key accepted as `apikey` besides the secret key. */
  publishableKey: string;
  /** Authorises the admin endpoints. */
  secretKey: string;
  /** Origin of the site: default redirect target and the origin of email links without one. */
  siteUrl: string;
  /** `iss` of every access token. */
  issuer: string;
  /** Redirects to any loopback origin and port are allowed: in development only, never in production. */
  allowLoopbackRedirects: boolean;
  /** Further origins redirects may go to (AUTH_REDIRECT_ORIGINS). */
  extraRedirectOrigins?: string[];
  /** Sign-ups must confirm their email address before they can sign in. */
  emailConfirm: boolean;
  /** A configured signing key; without one, a key is generated on first start and kept in the database. */
  signingKey?: SigningKeyJwk;
  productName: string;
  /** Why the server refuses to serve (default keys in production); empty when it may serve. */
  refusals: string[];
}

export interface ProductionCheckInput extends KeyCheckInput {
  signingKey?: SigningKeyJwk;
}

/**
 * The embedded-auth.md rule: in production on a public site, the public development keys (the rule
 * lib/config shares with the embedded storage) and a database-generated signing key are not acceptable.
 * Returns one message per problem.
 */
export function productionRefusals(input: ProductionCheckInput): string[] {
  const problems = developmentKeyRefusals(input);
  if (input.nodeEnv === 'production' && !isLoopbackUrl(input.siteUrl) && !input.signingKey) {
    problems.push('AUTH_SIGNING_KEY is unset: configure a private ES256 JSON Web Key (see .env.example).');
  }
  return problems;
}

export function settingsFromConfig(): EmbeddedAuthSettings {
  const site = embeddedSiteUrl();
  const secretKey = embeddedSecretKey;
  return {
    publishableKey: supabasePublishableKey,
    secretKey,
    siteUrl: site,
    issuer: `${site}/auth/v1`,
    // In production a loopback site URL allows its own origin only: another port could be anyone's on the machine.
    allowLoopbackRedirects: serverEnv.NODE_ENV !== 'production',
    extraRedirectOrigins: serverEnv.AUTH_REDIRECT_ORIGINS.map((origin) => new URL(origin).origin),
    emailConfirm: serverEnv.AUTH_EMAIL_CONFIRM,
    signingKey: serverEnv.AUTH_SIGNING_KEY,
    productName,
    refusals: productionRefusals({
      nodeEnv: serverEnv.NODE_ENV,
      siteUrl: site,
      publishableKey: supabasePublishableKey,
      secretKey,
      signingKey: serverEnv.AUTH_SIGNING_KEY,
    }),
  };
}
