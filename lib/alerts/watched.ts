// Saved tenders are watched: what new notices changed in them, until the user has seen it ("Changed" on the
// saved tender), and whether those changes are mailed.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertPreferences, profiles, savedTenders, tenders, watchEvents, type Database } from '@/lib/db';
import { formatDay, noticeKindLabel } from '@/lib/tenders/views';
import { changeReasonText, describeChanges, readChangeItems, type ChangeLine } from './changes';

export interface WatchedNotice {
  /** 'Change notice of 3 March 2026 (correction by the buyer)'. */
  heading: string;
  lines: ChangeLine[];
}

export interface WatchedTender {
  id: string;
  title: string;
  languageCode: string;
  /** The unseen notices' changes, oldest first. */
  notices: WatchedNotice[];
  changedAt: Date;
}

/** How many changed tenders the alerts page lists. */
export const watchedListLimit = 50;

/** Saved tenders with changes the user has not seen, most recently changed first. */
export async function listWatchedChanges(db: Database, userId: string): Promise<WatchedTender[]> {
  const rows = await db
    .select({
      tenderId: watchEvents.tenderId,
      title: tenders.title,
      languageCode: tenders.languageCode,
      noticeType: watchEvents.noticeType,
      publishDate: watchEvents.noticePublishDate,
      reason: watchEvents.changeReasonCode,
      changes: watchEvents.changes,
      createdAt: watchEvents.createdAt,
    })
    .from(watchEvents)
    .innerJoin(tenders, eq(tenders.id, watchEvents.tenderId))
    // Still saved: unsaving a tender stops watching it.
    .innerJoin(
      savedTenders,
      and(eq(savedTenders.tenderId, watchEvents.tenderId), eq(savedTenders.userId, watchEvents.userId)),
    )
    .where(and(eq(watchEvents.userId, userId), isNull(watchEvents.seenAt)))
    .orderBy(asc(watchEvents.noticePublishDate), asc(watchEvents.id));
  const byTender = new Map<string, WatchedTender>();
  for (const row of rows) {
    const lines = describeChanges(readChangeItems(row.changes), row.noticeType);
    if (lines.length === 0) continue;
    const reason = changeReasonText(row.reason);
    const kind = noticeKindLabel({ noticeType: row.noticeType, formType: null, noticeSubtype: null });
    const tender = byTender.get(row.tenderId) ?? {
      id: row.tenderId,
      title: row.title,
      languageCode: row.languageCode,
      notices: [],
      changedAt: row.createdAt,
    };
    tender.notices.push({ heading: `${kind} of ${formatDay(row.publishDate)}${reason ? ` (${reason})` : ''}`, lines });
    if (row.createdAt > tender.changedAt) tender.changedAt = row.createdAt;
    byTender.set(row.tenderId, tender);
  }
  return [...byTender.values()]
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
    .slice(0, watchedListLimit);
}

/** The ids of these saved tenders that changed since the user last looked. */
export async function changedTenderIds(
  db: Database,
  userId: string,
  tenderIds?: readonly string[],
): Promise<Set<string>> {
  if (tenderIds !== undefined && tenderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ tenderId: watchEvents.tenderId })
    .from(watchEvents)
    .where(
      and(
        eq(watchEvents.userId, userId),
        isNull(watchEvents.seenAt),
        tenderIds === undefined ? undefined : inArray(watchEvents.tenderId, [...tenderIds]),
      ),
    )
    .orderBy(desc(watchEvents.tenderId));
  return new Set(rows.map((row) => row.tenderId));
}

/** The user has seen the changes of one saved tender, or of all when `tenderId` is null. */
export async function markChangesSeen(
  db: Database,
  userId: string,
  tenderId: string | null,
  now = new Date(),
): Promise<void> {
  await db
    .update(watchEvents)
    .set({ seenAt: now })
    .where(
      and(
        eq(watchEvents.userId, userId),
        isNull(watchEvents.seenAt),
        tenderId === null ? undefined : eq(watchEvents.tenderId, tenderId),
      ),
    );
}

export async function watchEmailsEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: alertPreferences.watchEmails })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId));
  return row?.on ?? true;
}

/**
 * Turns the mails about saved tenders' changes on or off; off also drops the changes waiting for a mail. A user
 * who no longer exists has nothing to turn off.
 */
export async function setWatchEmails(db: Database, userId: string, enabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));
    if (!profile) return;
    await tx
      .insert(alertPreferences)
      .values({ userId, watchEmails: enabled })
      .onConflictDoUpdate({
        target: alertPreferences.userId,
        set: { watchEmails: enabled, updatedAt: sql`now()` },
      });
    if (!enabled) {
      await tx
        .update(watchEvents)
        .set({ notify: false })
        .where(and(eq(watchEvents.userId, userId), isNull(watchEvents.mailId)));
    }
  });
}
