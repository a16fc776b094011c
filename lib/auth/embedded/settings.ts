// The embedded auth server's settings, derived from lib/config, and the production key check.
import 'server-only';
import {
  developmentKeyProblems,
  embeddedSecretKey,
  embeddedSiteUrl,
  signingKeyProblem,
  type KeyCheckInput,
} from '@/lib/config/embedded';
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
  /**
   * Why it refuses requests from other machines than this one: what production on a public site refuses (the public
   * development keys, a signing key it generated itself), whatever this server's environment and site URL.
   */
  remoteRefusals: string[];
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
  if (input.nodeEnv !== 'production' || isLoopbackUrl(input.siteUrl)) return [];
  return remoteRefusals(input);
}

/** What the server refuses a request from another machine: the production rule, on any server. */
export function remoteRefusals(input: Omit<ProductionCheckInput, 'nodeEnv' | 'siteUrl'>): string[] {
  const signing = signingKeyProblem(input.signingKey);
  return [...developmentKeyProblems(input), ...(signing ? [signing] : [])];
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
    remoteRefusals: remoteRefusals({
      publishableKey: supabasePublishableKey,
      secretKey,
      signingKey: serverEnv.AUTH_SIGNING_KEY,
    }),
  };
}
