// Settings of the mail the app writes beyond the mailer itself: the secret that signs unsubscribe links, where
// mail links point, and whether the local mailbox (/dev/mail) may show the mail written to DATA_DIR/mail.
import 'server-only';
import { isLoopbackUrl } from './loopback';
import { embeddedSiteUrl } from './embedded';
import { serverEnv } from './server';

/** Signs unsubscribe links when UNSUBSCRIBE_SECRET is unset; public (it is written here), so refused in production. */
export const developmentUnsubscribeSecret = 'tenderscope-local-development-only-unsubscribe-secret';

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

/** The secret for unsubscribe links; in production on a public site, the development default is refused. */
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
        'UNSUBSCRIBE_SECRET is unset: alert mails are not sent, since their unsubscribe links would be signed with a public development secret. Set a random secret of 32 characters or more.',
    };
  }
  return { ok: true, secret: developmentUnsubscribeSecret };
}

export function unsubscribeSecret(): UnsubscribeSecret {
  return unsubscribeSecretOf(serverEnv.UNSUBSCRIBE_SECRET);
}

/** The local mailbox at /dev/mail: only where mail goes to files (no SMTP_URL) and the app does not serve the public. */
export function mailViewerEnabled(): boolean {
  return serverEnv.SMTP_URL === undefined && !servesThePublic();
}
