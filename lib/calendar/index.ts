// Deadlines in your calendar, the front door: the per-user iCalendar feed behind a secret token (only its SHA-256
// is stored), a tender's .ics download, and the feed's settings (token create/rotate/revoke, reminders). Reading a
// feed writes nothing: an event's SEQUENCE is derived from counts that only rise (notices that moved the tender's
// deadline, generations of its summary report).
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActionResult } from '@/lib/actions';
import { readDocumentDates } from '@/lib/analysis';
import { getOptionalUser, requireUser } from '@/lib/auth/user';
import { productName } from '@/lib/config/public';
import { getDb, profiles, savedTenders, tenderNotices, tenders, type Database } from '@/lib/db';
import { linkOriginFor } from '@/lib/http/link-origin';
import { lookupTender } from '@/lib/tenders';
import { tenderEvents } from './events';
import { writeCalendar, type CalendarEvent } from './ical';

export { calendarDateKinds, calendarDateLabels, eventUid } from './events';
export { escapeText, foldLine, writeCalendar } from './ical';

/** The stages whose dates are in the feed: every stage still working towards a submission or its opening. */
export const pursuedStages = ['watching', 'qualifying', 'bidding', 'submitted'] as const;
/** How many pursued tenders a feed holds (most recently saved first). */
export const feedTenderLimit = 200;

export const calendarContentType = 'text/calendar; charset=utf-8';

export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A feed token is 43 base64url characters (32 random bytes); anything else is not looked up. */
export function isCalendarToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/u.test(token);
}

export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/**
 * SEQUENCE of each tender's events: how many of its notices changed a deadline (the procedure's or a lot's) or its
 * status (a cancellation). Notices are only ever added, so it only rises, and a corrigendum that moves the deadline
 * raises it.
 */
export async function deadlineSequences(db: Database, tenderIds: readonly string[]): Promise<Map<string, number>> {
  if (tenderIds.length === 0) return new Map();
  const rows = await db
    .select({ tenderId: tenderNotices.tenderId, changes: sql<number>`count(*)::int` })
    .from(tenderNotices)
    .where(
      and(
        inArray(tenderNotices.tenderId, [...tenderIds]),
        sql`(${tenderNotices.changes} -> 'items' @> '[{"key":"deadline"}]'::jsonb or ${tenderNotices.changes} -> 'items' @> '[{"key":"lots"}]'::jsonb or ${tenderNotices.changes} -> 'items' @> '[{"key":"status"}]'::jsonb)`,
      ),
    )
    .groupBy(tenderNotices.tenderId);
  return new Map(rows.map((row) => [row.tenderId, Number(row.changes)]));
}

interface TenderForCalendar {
  id: string;
  title: string;
  deadlineDate: Date | null;
  status: string;
  updatedAt: Date;
}

async function eventsOf(
  db: Database,
  userId: string,
  list: readonly TenderForCalendar[],
  alarmDays: number[],
  origin: string,
): Promise<CalendarEvent[]> {
  const sequences = await deadlineSequences(
    db,
    list.map((tender) => tender.id),
  );
  const perTender = await Promise.all(
    list.map(async (tender) => {
      const { generation, dates } = await readDocumentDates(db, userId, tender.id);
      return tenderEvents({
        userId,
        tenderId: tender.id,
        title: tender.title,
        url: `${origin}/tenders/${tender.id}`,
        deadline: tender.deadlineDate,
        documentDates: dates.map((date) => ({
          kind: date.kind,
          date: date.date,
          time: date.time,
          citation: date.citation,
        })),
        // Both counts only rise: a notice that moves the deadline, or documents read again, raise every event's.
        sequence: (sequences.get(tender.id) ?? 0) + generation,
        alarmDays,
        lastModified: tender.updatedAt,
        cancelled: tender.status === 'cancelled',
      });
    }),
  );
  return perTender.flat();
}

/** The feed of the user holding `token`, or null for a token that is malformed, unknown or revoked (all alike). */
export async function calendarFeedFor(token: string, origin: string, now: Date = new Date()): Promise<string | null> {
  const db = await getDb();
  if (!isCalendarToken(token)) return null;
  const [profile] = await db
    .select({ userId: profiles.userId, alarmDays: profiles.calendarAlarmDays })
    .from(profiles)
    .where(eq(profiles.calendarTokenHash, hashCalendarToken(token)));
  if (!profile) return null;
  const list = await db
    .select({
      id: tenders.id,
      title: tenders.title,
      deadlineDate: tenders.deadlineDate,
      status: tenders.status,
      updatedAt: tenders.updatedAt,
    })
    .from(savedTenders)
    .innerJoin(tenders, eq(tenders.id, savedTenders.tenderId))
    .where(and(eq(savedTenders.userId, profile.userId), inArray(savedTenders.stage, [...pursuedStages])))
    .orderBy(sql`${savedTenders.createdAt} desc`)
    .limit(feedTenderLimit);
  return writeCalendar({
    name: `${productName}: tender deadlines`,
    description: `Dates of the tenders you pursue on ${productName} (watching, qualifying, bidding, submitted).`,
    productId: `-//${productName}//Tender deadlines//EN`,
    stamp: now,
    events: await eventsOf(db, profile.userId, list, profile.alarmDays, origin),
  });
}

/** GET /api/calendar/{token}.ics */
export async function getCalendarFeed(token: string, request: Request): Promise<string | null> {
  return calendarFeedFor(token, linkOriginFor(request));
}

export type TenderCalendarFile =
  { ok: true; body: string; fileName: string } | { ok: false; status: 401 | 404; message: string };

/** One tender's dates as an .ics file for the signed-in user (any tender they can see, pursued or not). */
export async function getTenderCalendar(segment: string, request: Request): Promise<TenderCalendarFile> {
  const user = await getOptionalUser();
  if (!user) return { ok: false, status: 401, message: 'Sign in to download the dates of a tender.' };
  const found = await lookupTender(segment);
  if (found.kind !== 'found') return { ok: false, status: 404, message: 'No such tender.' };
  return { ok: true, ...(await tenderCalendarFor(user.id, found.tender, linkOriginFor(request))) };
}

export async function tenderCalendarFor(
  userId: string,
  tender: TenderForCalendar,
  origin: string,
  now: Date = new Date(),
): Promise<{ body: string; fileName: string }> {
  const db = await getDb();
  const [profile] = await db
    .select({ alarmDays: profiles.calendarAlarmDays })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const body = writeCalendar({
    name: `${productName}: ${tender.title}`,
    description: `Dates of “${tender.title}”.`,
    productId: `-//${productName}//Tender deadlines//EN`,
    stamp: now,
    events: await eventsOf(db, userId, [tender], profile?.alarmDays ?? [7, 1], origin),
  });
  return { body, fileName: `tender-${tender.id}.ics` };
}

export interface CalendarSettingsView {
  /** A feed URL is active (its token is shown only when made). */
  active: boolean;
  alarmDays: number[];
}

export async function readCalendarSettings(userId: string): Promise<CalendarSettingsView> {
  const db = await getDb();
  const [row] = await db
    .select({ hash: profiles.calendarTokenHash, alarmDays: profiles.calendarAlarmDays })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { active: !!row?.hash, alarmDays: row?.alarmDays ?? [7, 1] };
}

/** Makes a new feed token (the old one, if any, stops working): the token, to show once. */
export async function rotateCalendarToken(userId: string): Promise<ActionResult<{ token: string }>> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const updated = await db
    .update(profiles)
    .set({ calendarTokenHash: hashCalendarToken(token), updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) return { ok: false, error: 'Your profile was not found. Sign in again.' };
  return { ok: true, data: { token } };
}

export async function revokeCalendarToken(userId: string): Promise<ActionResult<{ active: false }>> {
  const db = await getDb();
  await db.update(profiles).set({ calendarTokenHash: null, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  return { ok: true, data: { active: false } };
}

export async function saveAlarmDays(userId: string, days: number[]): Promise<ActionResult<{ alarmDays: number[] }>> {
  const db = await getDb();
  const updated = await db
    .update(profiles)
    .set({ calendarAlarmDays: days, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning({ alarmDays: profiles.calendarAlarmDays });
  if (updated.length === 0) return { ok: false, error: 'Your profile was not found. Sign in again.' };
  return { ok: true, data: { alarmDays: updated[0]!.alarmDays } };
}

/** The signed-in user's calendar feed settings. */
export async function getMyCalendarSettings(): Promise<CalendarSettingsView> {
  return readCalendarSettings((await requireUser()).id);
}
