// Alert mails: which are due (an instant alert's new matches after every run, daily and weekly digests at their
// hour, saved tenders' changes), each written down as a row that owns its matches, then sent once each.
import { and, asc, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alertMails, alertMatches, alerts, queryRows, tenders, watchEvents, type Database } from '@/lib/db';
import type { Mailer } from '@/lib/mail';
import { formatDay, noticeKindLabel } from '@/lib/tenders/views';
import { resultCard } from '@/lib/tenders/jobs';
import { cardColumns } from './cards';
import { changeReasonText, describeChanges, readChangeItems } from './changes';
import { describeFilters } from './filters';
import { digestDueSince } from './schedule';
import { parseAlertSearch } from './search';
import {
  changesMessage,
  digestMessage,
  type DigestTender,
  type MailLinks,
  type WatchedTenderChanges,
} from './templates';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe';

/** Tenders a digest lists; the rest are counted, with a link to the alert's page. */
export const digestListLimit = 50;
/** Attempts at sending one mail before it is given up (a bad address, a mail server that refuses it). */
export const mailMaxAttempts = 5;
/** How long a sender may hold a mail before another may take it over (the sender died). */
export const mailClaimMs = 10 * 60 * 1000;

/** Finds the users' email addresses (the auth server's admin API in the app). */
export type EmailLookup = (userIds: readonly string[]) => Promise<Map<string, string>>;

export interface MailContext {
  mailer: Mailer;
  lookupEmails: EmailLookup;
  /** The secret unsubscribe links are signed with. */
  secret: string;
  /** Where the links point (the site's origin). */
  origin: string;
  productName: string;
  now?: Date;
}

export interface MailRun {
  sent: number;
  failed: { mailId: number; reason: string }[];
}

/**
 * Writes down the mails that are due, each owning the matches or changes it tells of, so a match can never be
 * in two mails. Serialised by a lock: two runs preparing at once would otherwise both take an alert's matches.
 */
export async function prepareMails(db: Database, now = new Date()): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const daily = digestDueSince('daily', now)!.toISOString();
  const weekly = digestDueSince('weekly', now)!.toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenderscope:alert-mails'))`);
    const [alertRow] = await queryRows<{ n: unknown }>(
      tx,
      sql`with ready as (
          select a.id, a.user_id from ${alerts} a
          where a.emails_enabled and a.paused_at is null
            and exists (
              select 1 from ${alertMatches} m where m.alert_id = a.id and m.notify and m.mail_id is null
                and (a.frequency = 'instant'
                     or m.matched_at <= case a.frequency when 'daily' then ${daily}::timestamptz else ${weekly}::timestamptz end))
        ),
        mails as (
          insert into ${alertMails} (user_id, alert_id, kind, created_at)
          select user_id, id, 'alert', ${at} from ready returning id, alert_id
        ),
        assigned as (
          update ${alertMatches} m set mail_id = mails.id from mails
          where m.alert_id = mails.alert_id and m.notify and m.mail_id is null returning 1
        )
        select count(*) as n from mails`,
    );
    const [watchRow] = await queryRows<{ n: unknown }>(
      tx,
      sql`with users as (
          select distinct user_id from ${watchEvents} where notify and mail_id is null
        ),
        mails as (
          insert into ${alertMails} (user_id, kind, created_at) select user_id, 'watch', ${at} from users
          returning id, user_id
        ),
        assigned as (
          update ${watchEvents} e set mail_id = mails.id from mails
          where e.user_id = mails.user_id and e.notify and e.mail_id is null returning 1
        )
        select count(*) as n from mails`,
    );
    return Number(alertRow?.n ?? 0) + Number(watchRow?.n ?? 0);
  });
}

/** Takes the next unsent mail for this sender, or null when none is left. */
async function claimMail(db: Database, now: Date) {
  const stale = new Date(now.getTime() - mailClaimMs);
  const next = db
    .select({ id: alertMails.id })
    .from(alertMails)
    .where(
      and(
        isNull(alertMails.sentAt),
        lt(alertMails.attempts, mailMaxAttempts),
        or(isNull(alertMails.claimedAt), lt(alertMails.claimedAt, stale)),
      ),
    )
    .orderBy(asc(alertMails.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(alertMails)
    .set({ claimedAt: now, attempts: sql`${alertMails.attempts} + 1` })
    .where(eq(alertMails.id, sql`(${next})`))
    .returning();
  return claimed ?? null;
}

function links(context: MailContext, target: UnsubscribeTarget, pagePath: string): MailLinks {
  const token = unsubscribeToken(context.secret, target);
  return {
    pageUrl: `${context.origin}${pagePath}`,
    manageUrl: `${context.origin}/alerts`,
    unsubscribeUrl: `${context.origin}/unsubscribe?token=${token}`,
    oneClickUrl: `${context.origin}/api/unsubscribe?token=${token}`,
  };
}

/** An alert's digest: its matches of this mail, newest first. Null when there is nothing to tell any more. */
async function alertDigest(db: Database, mailId: number, alertId: string, to: string, context: MailContext) {
  const [alert] = await db.select().from(alerts).where(eq(alerts.id, alertId));
  if (!alert) return null;
  const rows = await db
    .select({ ...cardColumns, lotId: alertMatches.lotId, lotTitle: alertMatches.lotTitle })
    .from(alertMatches)
    .innerJoin(tenders, eq(tenders.id, alertMatches.tenderId))
    .where(eq(alertMatches.mailId, mailId))
    .orderBy(desc(tenders.publishDate), tenders.id);
  if (rows.length === 0) return null;
  const now = context.now ?? new Date();
  const listed: DigestTender[] = rows.slice(0, digestListLimit).map(({ lotId, lotTitle, ...tender }) => {
    const card = resultCard(tender, now);
    return {
      title: card.title,
      lang: card.lang,
      buyer: card.buyer,
      country: card.country,
      deadline: card.deadline ? { text: card.deadline.text, left: card.deadline.left } : null,
      value: card.nativeValue ? `${card.value} (${card.nativeValue})` : card.value,
      lot: lotId === null ? null : lotTitle ? `${lotId} “${lotTitle}”` : lotId,
      url: `${context.origin}/tenders/${tender.id}`,
    };
  });
  const parsed = parseAlertSearch(new URLSearchParams(alert.searchParams));
  return digestMessage({
    to,
    productName: context.productName,
    alertName: alert.name,
    filters: parsed.ok ? describeFilters(parsed.search) : [],
    tenders: listed,
    more: rows.length - listed.length,
    links: links(context, { kind: 'alert', alertId }, `/alerts/${alertId}`),
  });
}

/** The changes to a user's saved tenders of this mail, grouped by tender. Null when none reads as a change. */
async function watchDigest(db: Database, mailId: number, userId: string, to: string, context: MailContext) {
  const rows = await db
    .select({
      tenderId: watchEvents.tenderId,
      title: tenders.title,
      lang: tenders.languageCode,
      noticeType: watchEvents.noticeType,
      publishDate: watchEvents.noticePublishDate,
      reason: watchEvents.changeReasonCode,
      changes: watchEvents.changes,
    })
    .from(watchEvents)
    .innerJoin(tenders, eq(tenders.id, watchEvents.tenderId))
    .where(eq(watchEvents.mailId, mailId))
    .orderBy(asc(watchEvents.tenderId), asc(watchEvents.noticePublishDate), asc(watchEvents.id));
  const byTender = new Map<string, WatchedTenderChanges & { notices: WatchedTenderChanges['notices'][number][] }>();
  for (const row of rows) {
    const lines = describeChanges(readChangeItems(row.changes), row.noticeType);
    if (lines.length === 0) continue;
    const reason = changeReasonText(row.reason);
    const kind = noticeKindLabel({ noticeType: row.noticeType, formType: null, noticeSubtype: null });
    const tender = byTender.get(row.tenderId) ?? {
      title: row.title,
      lang: row.lang,
      url: `${context.origin}/tenders/${row.tenderId}`,
      notices: [],
    };
    tender.notices.push({ heading: `${kind} of ${formatDay(row.publishDate)}${reason ? ` (${reason})` : ''}`, lines });
    byTender.set(row.tenderId, tender);
  }
  if (byTender.size === 0) return null;
  return changesMessage({
    to,
    productName: context.productName,
    tenders: [...byTender.values()],
    links: links(context, { kind: 'watch', userId }, '/alerts#watched'),
  });
}

/**
 * Sends every mail written down and not sent yet, each once: a mail is claimed before it is sent and marked
 * sent after. A failure is recorded on the mail and retried by a later run, up to mailMaxAttempts.
 */
export async function sendPendingMails(db: Database, context: MailContext): Promise<MailRun> {
  const now = context.now ?? new Date();
  const run: MailRun = { sent: 0, failed: [] };
  const emails = new Map<string, string | null>();
  for (;;) {
    const mail = await claimMail(db, now);
    if (!mail) return run;
    if (!emails.has(mail.userId)) {
      const found = await context.lookupEmails([mail.userId]);
      emails.set(mail.userId, found.get(mail.userId) ?? null);
    }
    const to = emails.get(mail.userId);
    const fail = async (reason: string, final: boolean) => {
      run.failed.push({ mailId: mail.id, reason });
      await db
        .update(alertMails)
        // The claim stays: the mail is tried again once it is older than mailClaimMs, by a later run.
        .set({ error: reason, ...(final ? { attempts: mailMaxAttempts } : {}) })
        .where(eq(alertMails.id, mail.id));
    };
    if (!to) {
      await fail('The user has no email address (or no longer exists).', true);
      continue;
    }
    try {
      const message =
        mail.kind === 'alert' && mail.alertId
          ? await alertDigest(db, mail.id, mail.alertId, to, context)
          : await watchDigest(db, mail.id, mail.userId, to, context);
      if (message === null) {
        // Nothing left to tell (its tenders were deleted, or an empty claim): the row would only mislead.
        await db.delete(alertMails).where(eq(alertMails.id, mail.id));
        continue;
      }
      await context.mailer.send(message);
      await db.update(alertMails).set({ sentAt: new Date(), error: null }).where(eq(alertMails.id, mail.id));
      run.sent += 1;
    } catch (error) {
      const final = error instanceof Error && error.name === 'MailValidationError';
      await fail(error instanceof Error ? error.message : String(error), final);
    }
  }
}
