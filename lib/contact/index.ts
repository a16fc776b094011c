// Contact messages: rate-limited per IP, stored in Postgres, and announced to the team by email.
import 'server-only';
import { eq, lt } from 'drizzle-orm';
import type { ActionResult } from '@/lib/actions';
import { publisher, site, siteUrl } from '@/lib/config/public';
import { serverEnv } from '@/lib/config/server';
import { getDb } from '@/lib/db';
import { contactMessages } from '@/lib/db/schema';
import { getMailer, type Mailer } from '@/lib/mail';
import { hit } from '@/lib/rate-limit';
import { HONEYPOT_FIELD, topicLabel, type ContactFormValues } from './schema';

export interface ContactContext {
  /** The sender's IP address, for the per-IP limit; null when the request carried none. */
  ip: string | null;
  /** For tests; default: the process's mailer. */
  mailer?: Mailer;
  /** For tests; default: CONTACT_INBOX, else the publisher's address. */
  inbox?: string;
  now?: Date;
}

export type ContactResult = ActionResult<{ received: true }>;

function describeWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}

function rateLimitedMessage(limit: number, retryAfterSeconds: number): string {
  return (
    `You have sent ${limit} messages in the last hour, which is as many as we accept from one connection. ` +
    `Please try again in ${describeWait(retryAfterSeconds)}, or email us at ${publisher.email}.`
  );
}

const storageFailedMessage =
  'We could not send your message because of a problem on our side. Your text is still in the form: ' +
  `please try again in a moment, or email us at ${publisher.email}.`;

function notificationText(input: ContactFormValues, id: string): string {
  return [
    `New message from the contact form of ${site.siteName} (${siteUrl}/contact).`,
    '',
    `Name:    ${input.name}`,
    `Email:   ${input.email}`,
    `Company: ${input.company || '-'}`,
    `Topic:   ${topicLabel(input.topic)}`,
    '',
    input.message,
    '',
    '--',
    `Reply to this email to answer ${input.name} directly. Message id: ${id}`,
  ].join('\n');
}

/**
 * Handles one submission of the contact form (already validated). Every attempt counts towards the
 * limit, the honeypot's included, so a bot cannot probe it for free. A failed notification email does
 * not fail the submission: the message is stored, and `notified_at` stays null for follow-up.
 */
export async function submitContactMessage(input: ContactFormValues, context: ContactContext): Promise<ContactResult> {
  const now = context.now ?? new Date();
  const limit = await hit('contact.form', `ip:${context.ip ?? 'unknown'}`, { now });
  if (!limit.allowed) {
    return {
      ok: false,
      error: rateLimitedMessage(limit.limit, limit.retryAfterSeconds),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  // Answer a bot as if it had succeeded, so it has no reason to try again differently.
  if (input[HONEYPOT_FIELD] !== '') return { ok: true, data: { received: true } };

  const db = await getDb();
  let id: string;
  try {
    const [row] = await db
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        company: input.company || null,
        topic: input.topic,
        message: input.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
    id = row.id;
  } catch (error) {
    console.error('[contact] storing a message failed', error);
    return { ok: false, error: storageFailedMessage };
  }

  try {
    await (context.mailer ?? getMailer()).send({
      to: context.inbox ?? serverEnv.CONTACT_INBOX ?? publisher.email,
      // One line whatever the sender typed, so the subject cannot grow extra headers or lines.
      subject: `Contact form: ${topicLabel(input.topic)} from ${input.name.replace(/\s+/g, ' ')}`,
      text: notificationText(input, id),
      replyTo: input.email,
    });
    await db.update(contactMessages).set({ notifiedAt: new Date() }).where(eq(contactMessages.id, id));
  } catch (error) {
    console.error(`[contact] message ${id} was stored but the notification email failed`, error);
  }
  return { ok: true, data: { received: true } };
}

/** How long messages are kept; the privacy policy states the same period. */
export const CONTACT_RETENTION_MONTHS = 24;

/** Deletes messages past the retention period; returns how many went. Run from the cron job. */
export async function purgeExpiredContactMessages(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CONTACT_RETENTION_MONTHS);
  const db = await getDb();
  const gone = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return gone.length;
}
