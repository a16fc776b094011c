// The account's outgoing webhook: its URL (checked against the SSRF guard), a signing secret shown once, the
// deliveries written with the event that caused them and sent by the job queue, each attempt kept for the log.
//
// Signature: `Tenderscope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`.
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Agent, fetch } from 'undici';
import type { ActionResult } from '@/lib/actions';
import { serverEnv } from '@/lib/config/server';
import { webhookDeliveries, webhooks, type Database } from '@/lib/db';
import { enqueueJob } from '@/lib/jobs';
import { guardedLookup, isPrivateAddress, literalAddressOf } from '@/lib/http/address-guard';
import type { WebhookDeliveryView, WebhookSettings } from './views';

/** Attempts per delivery before it is given up. */
export const maxDeliveryAttempts = 6;
/** How long one attempt waits for the receiver's answer. */
export const deliveryTimeoutMs = 10_000;
/** The first retry's delay; each further one doubles it (30 s, 1, 2, 4, 8 min). */
export const retryBaseMs = 30_000;
/** How many deliveries the log in settings lists. */
export const deliveryLogLimit = 20;

export const signatureHeader = 'Tenderscope-Signature';

export interface WebhookOptions {
  /** Lets the URL name loopback and private addresses: for tests' local servers only (as the document fetcher). */
  allowPrivateHosts?: boolean;
  /** Refuses plain http (production). */
  requireHttps?: boolean;
}

/** The running server's rule: https only in production; private and loopback addresses never. */
export function webhookPolicy(): WebhookOptions {
  return { requireHttps: serverEnv.NODE_ENV === 'production', allowPrivateHosts: false };
}

export function signPayload(secret: string, body: string, timestamp: number): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** What a receiver does: recompute the HMAC over "t.body" and compare in constant time; false for anything else. */
export function verifySignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = signPayload(secret, body, t).split('v1=')[1]!;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Why a URL is refused as a webhook target, or null when it may be used. */
export function webhookUrlProblem(text: string, options: WebhookOptions = {}): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full URL, starting with https://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The URL must start with https://.';
  if (options.requireHttps && url.protocol !== 'https:') return 'The URL must use https://.';
  if (url.username || url.password) return 'Leave the user name and password out of the URL; use the secret.';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = literalAddressOf(url);
  const local = host === 'localhost' || host.endsWith('.localhost') || (literal !== null && isPrivateAddress(literal));
  if (local && !options.allowPrivateHosts) {
    return 'The URL points to a private or local network address; webhooks go to public servers only.';
  }
  return null;
}

function toView(row: typeof webhookDeliveries.$inferSelect): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export async function getWebhookSettings(db: Database, userId: string): Promise<WebhookSettings> {
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.userId, userId));
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(deliveryLogLimit);
  return {
    webhook: hook ? { url: hook.url, enabled: hook.enabled, createdAt: hook.createdAt.toISOString() } : null,
    deliveries: deliveries.map(toView),
    maxAttempts: maxDeliveryAttempts,
  };
}

/**
 * Sets the webhook's URL. A new webhook gets a secret, returned this once; changing the URL keeps the secret (it
 * is returned as null).
 */
export async function saveWebhookUrl(
  db: Database,
  userId: string,
  url: string,
  options: WebhookOptions = {},
): Promise<ActionResult<{ secret: string | null }>> {
  const problem = webhookUrlProblem(url, options);
  if (problem) return { ok: false, error: problem, fieldErrors: { url: [problem] } };
  const secret = newSecret();
  const [row] = await db
    .insert(webhooks)
    .values({ userId, url, secret })
    .onConflictDoUpdate({ target: webhooks.userId, set: { url, updatedAt: sql`now()` } })
    .returning({ secret: webhooks.secret });
  return { ok: true, data: { secret: row?.secret === secret ? secret : null } };
}

/** A new secret, returned this once; deliveries from now on are signed with it. */
export async function rotateWebhookSecret(db: Database, userId: string): Promise<ActionResult<{ secret: string }>> {
  const secret = newSecret();
  const rows = await db
    .update(webhooks)
    .set({ secret, updatedAt: sql`now()` })
    .where(eq(webhooks.userId, userId))
    .returning({ userId: webhooks.userId });
  if (rows.length === 0) return { ok: false, error: 'Set up the webhook first.' };
  return { ok: true, data: { secret } };
}

export async function setWebhookEnabled(
  db: Database,
  userId: string,
  enabled: boolean,
): Promise<ActionResult<{ enabled: boolean }>> {
  const rows = await db
    .update(webhooks)
    .set({ enabled, updatedAt: sql`now()` })
    .where(eq(webhooks.userId, userId))
    .returning({ enabled: webhooks.enabled });
  if (rows.length === 0) return { ok: false, error: 'Set up the webhook first.' };
  return { ok: true, data: { enabled } };
}

export async function deleteWebhook(db: Database, userId: string): Promise<void> {
  await db.delete(webhooks).where(eq(webhooks.userId, userId));
}

/**
 * Writes a delivery of `event` to the account's webhook, if it has an enabled one, and queues its first attempt.
 * Runs in the caller's transaction, so an event rolled back is never sent. Returns the delivery's id, or null.
 */
export async function queueDelivery(
  db: Database,
  userId: string,
  event: string,
  payload: Record<string, unknown>,
  now = new Date(),
  { onlyEnabled = true }: { onlyEnabled?: boolean } = {},
): Promise<string | null> {
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.userId, userId));
  if (!hook || (onlyEnabled && !hook.enabled)) return null;
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      userId,
      event,
      payload: { event, createdAt: now.toISOString(), data: payload },
      url: hook.url,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  await enqueueJob(db, {
    kind: 'webhook_delivery',
    ownerId: userId,
    payload: { deliveryId: delivery!.id },
    dedupeKey: `${delivery!.id}:1`,
    runAfter: now,
    maxAttempts: 2,
  });
  return delivery!.id;
}

/** Sends a test event (`ping`) now, even while the webhook is disabled, so a receiver can be checked first. */
export async function sendTestEvent(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<ActionResult<{ id: string }>> {
  const id = await queueDelivery(db, userId, 'ping', { message: 'A test event from your pipeline.' }, now, {
    onlyEnabled: false,
  });
  if (!id) return { ok: false, error: 'Set up the webhook first.' };
  return { ok: true, data: { id } };
}

export function stageChangedPayload(move: {
  eventId: string;
  tenderId: string;
  title: string;
  from: string;
  to: string;
  detail: Record<string, unknown>;
  at: Date;
}): Record<string, unknown> {
  return {
    eventId: move.eventId,
    tender: { id: move.tenderId, title: move.title },
    from: move.from,
    to: move.to,
    ...move.detail,
    changedAt: move.at.toISOString(),
  };
}

/** The delay before attempt `attempt + 1`, after `attempt` failed: doubling from `retryBaseMs`. */
export function retryDelay(attempt: number): number {
  return retryBaseMs * 2 ** Math.max(0, attempt - 1);
}

/** 5xx, 408 and 429 may pass; other answers (4xx, redirects) will not change by asking again. */
function retryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'given_up' | 'skipped';

export interface AttemptOptions extends WebhookOptions {
  /** The time of the attempt (default: now); tests run attempts due later without waiting for them. */
  clock?: () => Date;
  timeoutMs?: number;
}

const dispatchers = new Map<boolean, Agent>();
function dispatcherFor(allowPrivateHosts: boolean): Agent {
  let agent = dispatchers.get(allowPrivateHosts);
  if (!agent) {
    agent = new Agent({ connect: allowPrivateHosts ? {} : { lookup: guardedLookup() }, keepAliveTimeout: 4_000 });
    dispatchers.set(allowPrivateHosts, agent);
  }
  return agent;
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'No answer within the time limit.';
    const cause = (error as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : error.message;
    return detail.slice(0, 300);
  }
  return String(error).slice(0, 300);
}

/**
 * One attempt of a pending delivery: POST the signed payload, write down what happened, and queue the next attempt
 * after a back-off when it may still pass. A delivery no longer pending (done, or attempted by another run) is left.
 */
export async function attemptDelivery(
  db: Database,
  deliveryId: string,
  options: AttemptOptions = {},
): Promise<AttemptOutcome> {
  const now = options.clock?.() ?? new Date();
  const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!delivery || delivery.status !== 'pending') return 'skipped';
  const [hook] = await db.select().from(webhooks).where(eq(webhooks.userId, delivery.userId));
  const attempt = delivery.attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  let mayRetry = false;
  const problem = hook ? webhookUrlProblem(delivery.url, options) : 'The webhook was removed.';
  if (!hook || problem) {
    error = problem;
  } else {
    const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
    const timestamp = Math.floor(now.getTime() / 1000);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        body,
        redirect: 'manual',
        dispatcher: dispatcherFor(options.allowPrivateHosts ?? false),
        signal: AbortSignal.timeout(options.timeoutMs ?? deliveryTimeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Tenderscope-Webhooks/1',
          'tenderscope-event': delivery.event,
          'tenderscope-delivery': delivery.id,
          [signatureHeader.toLowerCase()]: signPayload(hook.secret, body, timestamp),
        },
      });
      statusCode = response.status;
      await response.body?.cancel();
      if (statusCode < 200 || statusCode >= 300) {
        error = `The receiver answered HTTP ${statusCode}.`;
        mayRetry = retryable(statusCode);
      }
    } catch (cause) {
      error = errorText(cause);
      mayRetry = true;
    }
  }
  const delivered = error === null;
  const retry = !delivered && mayRetry && attempt < maxDeliveryAttempts;
  const nextAttemptAt = retry ? new Date(now.getTime() + retryDelay(attempt)) : null;
  const updated = await db
    .update(webhookDeliveries)
    .set({
      attempts: attempt,
      status: delivered ? 'delivered' : retry ? 'pending' : 'given_up',
      lastStatusCode: statusCode,
      lastError: error,
      nextAttemptAt,
      deliveredAt: delivered ? now : null,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, delivery.attempts)))
    .returning({ id: webhookDeliveries.id });
  if (updated.length === 0) return 'skipped';
  if (retry) {
    await enqueueJob(db, {
      kind: 'webhook_delivery',
      ownerId: delivery.userId,
      payload: { deliveryId },
      dedupeKey: `${deliveryId}:${attempt + 1}`,
      runAfter: nextAttemptAt!,
      maxAttempts: 2,
    });
  }
  return delivered ? 'delivered' : retry ? 'retry' : 'given_up';
}
