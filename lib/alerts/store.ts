// A user's alerts: create (within the plan's limit), change, pause, delete, list with their new matches, and
// each alert's matches. Every statement is scoped to the owner; another user's alert reads as missing.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  alertKeys,
  alertMatches,
  alertQueries,
  alerts,
  queryRows,
  tenders,
  type AlertFrequency,
  type AlertRow,
  type Database,
} from '@/lib/db';
import { cardColumns, type MatchedTender } from './cards';
import type { CompiledAlert } from './compile';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a user chooses about an alert besides its filters. */
export interface AlertSettings {
  name: string;
  frequency: AlertFrequency;
  matchLots: boolean;
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: 'limit'; limit: number };

/** The compiled form's text queries and keys, written again whenever the filters change. */
async function writeCompiled(tx: Transaction, alertId: string, compiled: CompiledAlert): Promise<void> {
  await tx.delete(alertQueries).where(eq(alertQueries.alertId, alertId));
  await tx.delete(alertKeys).where(eq(alertKeys.alertId, alertId));
  if (compiled.queries.length > 0) {
    // Parameters as arrays: configs as comma-separated names ('' for every configuration).
    await tx.execute(
      sql`insert into ${alertQueries} (alert_id, configs, query)
        select ${alertId}::uuid, case when c = '' then null else string_to_array(c, ',')::regconfig[] end, q::tsquery
        from unnest(${sql.param(compiled.queries.map((q) => (q.configs ?? []).join(',')))}::text[],
                    ${sql.param(compiled.queries.map((q) => q.query))}::text[]) as x(c, q)`,
    );
  }
  await tx.execute(
    sql`insert into ${alertKeys} (alert_id, kind, key)
      select distinct ${alertId}::uuid, k, v
      from unnest(${sql.param(compiled.keys.map((k) => k.kind))}::text[], ${sql.param(compiled.keys.map((k) => k.key))}::text[]) as x(k, v)`,
  );
}

/** Adds an alert, unless the user already has `limit` of them (their plan's number). */
export async function insertAlert(
  db: Database,
  userId: string,
  settings: AlertSettings,
  compiled: CompiledAlert,
  { limit, now = new Date() }: { limit: number; now?: Date },
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    // Two saves at once must not both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tenderscope:alerts:${userId}`}))`);
    const [existing] = await tx.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
    if (Number(existing?.n ?? 0) >= limit) return { ok: false, reason: 'limit', limit } as const;
    const [row] = await tx
      .insert(alerts)
      .values({
        userId,
        ...settings,
        searchParams: compiled.searchParams,
        ...compiled.columns,
        seenAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: alerts.id });
    await writeCompiled(tx, row!.id, compiled);
    return { ok: true, id: row!.id } as const;
  });
}

/** Changes an alert's settings and filters; false when the user has no such alert. Matches found so far stay. */
export async function updateAlert(
  db: Database,
  userId: string,
  alertId: string,
  settings: AlertSettings,
  compiled: CompiledAlert,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(alerts)
      .set({ ...settings, searchParams: compiled.searchParams, ...compiled.columns, updatedAt: now })
      .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
      .returning({ id: alerts.id });
    if (updated.length === 0) return false;
    await writeCompiled(tx, alertId, compiled);
    return true;
  });
}

export async function deleteAlert(db: Database, userId: string, alertId: string): Promise<boolean> {
  const deleted = await db
    .delete(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return deleted.length > 0;
}

export async function setAlertPaused(
  db: Database,
  userId: string,
  alertId: string,
  paused: boolean,
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(alerts)
    .set({ pausedAt: paused ? now : null, updatedAt: now })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return updated.length > 0;
}

/**
 * Turns an alert's mails on or off. Off (an unsubscribe), the matches waiting for a mail are not mailed later
 * either; on again, only tenders found from then on are.
 */
export async function setAlertEmails(
  db: Database,
  alertId: string,
  enabled: boolean,
  userId?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(alerts)
      .set({ emailsEnabled: enabled, updatedAt: sql`now()` })
      .where(userId === undefined ? eq(alerts.id, alertId) : and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
      .returning({ id: alerts.id });
    if (updated.length === 0) return false;
    if (!enabled) {
      await tx
        .update(alertMatches)
        .set({ notify: false })
        .where(and(eq(alertMatches.alertId, alertId), sql`${alertMatches.mailId} is null`));
    }
    return true;
  });
}

/** The user has looked at the alert's matches: none of them is new any more. */
export async function markAlertSeen(db: Database, userId: string, alertId: string, now = new Date()): Promise<void> {
  await db
    .update(alerts)
    .set({ seenAt: now })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
}

export async function findAlert(db: Database, userId: string, alertId: string): Promise<AlertRow | null> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  return row ?? null;
}

/** An alert with how many tenders it found, in all and since the user last looked. */
export interface AlertWithCounts {
  alert: AlertRow;
  matches: number;
  newMatches: number;
  lastMatchAt: Date | null;
}

export async function listAlertsOf(db: Database, userId: string): Promise<AlertWithCounts[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(desc(alerts.createdAt), alerts.id);
  if (rows.length === 0) return [];
  const counts = await queryRows<{
    alert_id: string;
    total: number | string;
    fresh: number | string;
    last: string | null;
  }>(
    db,
    sql`select m.alert_id, count(*) as total, count(*) filter (where m.matched_at > a.seen_at) as fresh,
          max(m.matched_at)::text as last
        from ${alertMatches} m join ${alerts} a on a.id = m.alert_id
        where a.user_id = ${userId} group by m.alert_id`,
  );
  const byAlert = new Map(counts.map((c) => [c.alert_id, c]));
  return rows.map((alert) => {
    const c = byAlert.get(alert.id);
    return {
      alert,
      matches: Number(c?.total ?? 0),
      newMatches: Number(c?.fresh ?? 0),
      lastMatchAt: c?.last ? new Date(c.last) : null,
    };
  });
}

export async function countAlertsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
  return Number(row?.n ?? 0);
}

/** Matches an alert's page lists at a time. */
export const matchesPageSize = 20;

export interface AlertMatchesPage {
  items: (MatchedTender & { matchedAt: Date })[];
  total: number;
}

/** One page of an alert's matches, most recently found first (the caller checked the alert is the user's). */
export async function listAlertMatches(db: Database, alertId: string, page: number): Promise<AlertMatchesPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        lotId: alertMatches.lotId,
        lotTitle: alertMatches.lotTitle,
        matchedAt: alertMatches.matchedAt,
      })
      .from(alertMatches)
      .innerJoin(tenders, eq(tenders.id, alertMatches.tenderId))
      .where(eq(alertMatches.alertId, alertId))
      .orderBy(desc(alertMatches.matchedAt), desc(tenders.publishDate), tenders.id)
      .limit(matchesPageSize)
      .offset((page - 1) * matchesPageSize),
    db.select({ n: count() }).from(alertMatches).where(eq(alertMatches.alertId, alertId)),
  ]);
  return {
    items: rows.map(({ lotId, lotTitle, matchedAt, ...tender }) => ({
      tender,
      lot: lotId === null ? null : { id: lotId, title: lotTitle },
      matchedAt,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** An alert's name and whether it mails, whoever owns it (the unsubscribe link names the alert, not the user). */
export async function alertNameAndMails(
  db: Database,
  alertId: string,
): Promise<{ name: string; emailsEnabled: boolean } | null> {
  const [row] = await db
    .select({ name: alerts.name, emailsEnabled: alerts.emailsEnabled })
    .from(alerts)
    .where(eq(alerts.id, alertId));
  return row ?? null;
}
