// Signed unsubscribe links: a token names one alert (its mails) or one user's saved-tender changes, signed with a
// server secret (HMAC-SHA256), so the link works without signing in and cannot be made for anyone else's mail.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeTarget = { kind: 'alert'; alertId: string } | { kind: 'watch'; userId: string };

const prefixes = { alert: 'a', watch: 'w' } as const;
const tokenPattern = /^([aw])([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`tenderscope:unsubscribe:${payload}`).digest();
}

function payloadOf(target: UnsubscribeTarget): string {
  return target.kind === 'alert' ? `${prefixes.alert}${target.alertId}` : `${prefixes.watch}${target.userId}`;
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = payloadOf(target).toLowerCase();
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The target of a token signed with `secret`, or null for anything else (malformed, forged, another secret). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const parts = tokenPattern.exec(token);
  if (!parts) return null;
  const [, prefix, id, given] = parts;
  const payload = `${prefix}${id}`;
  const expected = signature(secret, payload);
  const actual = Buffer.from(given!, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return prefix === prefixes.alert ? { kind: 'alert', alertId: id! } : { kind: 'watch', userId: id! };
}
