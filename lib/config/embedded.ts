// What the embedded Supabase servers (auth at /auth/v1, storage at /storage/v1) share: the keys they accept,
// the origin browsers reach them at, and the rule that refuses the public development keys in production.
import 'server-only';
import { isLoopbackUrl } from '@/lib/config/loopback';
import { developmentPublishableKey, developmentSecretKey } from './env-schema';
import { siteUrl, siteUrlConfigured, supabasePublishableKey } from './public';
import { serverEnv, supabaseSecretKey } from './server';

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
