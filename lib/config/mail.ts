// Settings of the mail the app writes beyond the mailer itself: the secret that signs unsubscribe links, where
// mail links point, and whether the local mailbox (/dev/mail) may show the mail written to DATA_DIR/mail.
import 'server-only';
import { isLoopbackUrl } from './loopback';
import { embeddedSiteUrl } from './embedded';
import { generatedSecret } from './generated-secrets';
import { serverEnv } from './server';

/** The origin links in mails point to (the site URL; `http://localhost:$PORT` in development without one). */
export function mailLinkOrigin(): string {
  return embeddedSiteUrl();
}

/**
 * Production on a public site: NODE_ENV=production and a site URL that is not a loopback address. A production
 * build tried out on this machine (a loopback site URL) is not, as for the embedded auth's development keys.
 */
export function servesThePublic(nodeEnv: string = serverEnv.NODE_ENV, siteUrl: string = mailLinkOrigin()): boolean {
  return nodeEnv === 'production' && !isLoopbackUrl(siteUrl);
}

export type UnsubscribeSecret = { ok: true; secret: string } | { ok: false; problem: string };

/**
 * The secret for unsubscribe links: UNSUBSCRIBE_SECRET, else one generated and kept in DATA_DIR. In production on a
 * public site it must be configured: servers there share a database, not a data directory, so links one of them
 * signed must be readable by every other.
 */
export function unsubscribeSecretOf(
  configured: string | undefined,
  nodeEnv: string = serverEnv.NODE_ENV,
  siteUrl: string = mailLinkOrigin(),
): UnsubscribeSecret {
  if (configured) return { ok: true, secret: configured };
  if (servesThePublic(nodeEnv, siteUrl)) {
    return {
      ok: false,
      problem:
        'UNSUBSCRIBE_SECRET is unset: alert mails are not sent, since their unsubscribe links need a secret every server of this site shares. Set a random secret of 32 characters or more.',
    };
  }
  return { ok: true, secret: generatedSecret('unsubscribe-secret') };
}

export function unsubscribeSecret(): UnsubscribeSecret {
  return unsubscribeSecretOf(serverEnv.UNSUBSCRIBE_SECRET);
}

/**
 * The local mailbox at /dev/mail: only where mail goes to files (no SMTP_URL) and the app does not serve the public.
 * Even then it answers only requests from this machine (lib/mail's localMailboxOpen).
 */
export function mailViewerEnabled(): boolean {
  return serverEnv.SMTP_URL === undefined && !servesThePublic();
}
