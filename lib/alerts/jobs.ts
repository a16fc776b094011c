// The alerts job: match the notices that arrived, write down the mails that are due, send them. Queued after
// every import or TED sync (npm run ingest) and every quarter hour by the running server. CLIs (npm run ingest,
// npm run worker) import this module itself rather than the front door, which needs a request (Next's APIs).
import 'server-only';
import { sql } from 'drizzle-orm';
import { productName } from '@/lib/config/public';
import { mailLinkOrigin, unsubscribeSecret } from '@/lib/config/mail';
import { alertInbox, alertMails, alerts, alertMatches, watchEvents, queryRows, type Database } from '@/lib/db';
import { enqueueJob, type JobHandlers } from '@/lib/jobs';
import { getMailer, type Mailer } from '@/lib/mail';
import { queueChangeDeliveries } from '@/lib/pipeline/jobs';
import { matchNewNotices, type MatchRun } from './matcher';
import { mailClaimMs, mailMaxAttempts, prepareMails, sendPendingMails, type EmailLookup, type MailRun } from './mails';
import { authEmailLookup } from './recipients';
import { digestDueSince } from './schedule';

export interface AlertsRun {
  match: MatchRun;
  /** Mails written down this run. */
  prepared: number;
  /** null when mails cannot be sent (no unsubscribe secret in production): they wait, written down. */
  mail: MailRun | null;
}

export interface AlertsRunOptions {
  now?: Date;
  mailer?: Mailer;
  lookupEmails?: EmailLookup;
  log?: Pick<Console, 'error' | 'info'>;
}

export async function runAlerts(db: Database, options: AlertsRunOptions = {}): Promise<AlertsRun> {
  const now = options.now ?? new Date();
  const log = options.log ?? console;
  const match = await matchNewNotices(db, { now });
  await queueChangeDeliveries(db, match.deadlineEvents, now);
  const prepared = await prepareMails(db, now);
  const secret = unsubscribeSecret();
  if (!secret.ok) {
    log.error(`Alert mails: ${secret.problem}`);
    return { match, prepared, mail: null };
  }
  const mail = await sendPendingMails(db, {
    mailer: options.mailer ?? getMailer(),
    lookupEmails: options.lookupEmails ?? authEmailLookup,
    secret: secret.secret,
    origin: mailLinkOrigin(),
    productName,
    now,
  });
  // A failed mail keeps its reason and is tried again by a later run; the others are not held up by it.
  for (const { mailId, reason } of mail.failed) log.error(`Alert mail ${mailId} not sent: ${reason}`);
  return { match, prepared, mail };
}

export const alertJobHandlers: JobHandlers = {
  alerts_match: async ({ db }) => {
    await runAlerts(db);
  },
};

/**
 * Queues a run. After an import each call queues its own (a run already going may have looked at the inbox
 * before these notices); the schedule's are deduplicated, so servers side by side queue one between them.
 */
export async function queueAlertsRun(db: Database, reason: 'import' | 'schedule'): Promise<void> {
  await enqueueJob(db, {
    kind: 'alerts_match',
    dedupeKey: reason === 'schedule' ? 'schedule' : null,
    maxAttempts: 3,
  });
}

/** Whether a run would have anything to do: notices waiting, a digest due with matches, or a mail to (re)send. */
export async function alertsWorkPending(db: Database, now = new Date()): Promise<boolean> {
  const daily = digestDueSince('daily', now)!.toISOString();
  const weekly = digestDueSince('weekly', now)!.toISOString();
  const stale = new Date(now.getTime() - mailClaimMs).toISOString();
  const [row] = await queryRows<{ pending: boolean }>(
    db,
    sql`select exists (select 1 from ${alertInbox})
        or exists (select 1 from ${alertMatches} m join ${alerts} a on a.id = m.alert_id
                     where m.notify and m.mail_id is null and a.emails_enabled and a.paused_at is null
                       and (a.frequency = 'instant'
                            or m.matched_at <= case a.frequency when 'daily' then ${daily}::timestamptz else ${weekly}::timestamptz end))
        or exists (select 1 from ${watchEvents} where notify and mail_id is null)
        or exists (select 1 from ${alertMails} where sent_at is null and attempts < ${mailMaxAttempts}
                     and (claimed_at is null or claimed_at < ${stale}::timestamptz)) as pending`,
  );
  return row?.pending === true;
}

// The parts of a run on their own, for bench:alerts.
export { compileAlert } from './compile';
export { prepareMails } from './mails';
export { queueTenders } from './matcher';
export { previewAlert } from './preview';
export { insertAlert, type AlertSettings } from './store';
export { matchNewNotices };
