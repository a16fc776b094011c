// Tenders users add themselves: private to their owner, who alone can change or delete them. Reads go through
// the visibility builder like every other read of tenders; writes are scoped to the owner in SQL.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { invalidInputMessage, type ActionResult } from '@/lib/actions';
import { tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { tenderIdFor } from '../ids';
import { getCpv } from '@/lib/reference';
import { tenderListItemColumns, type TenderListItem } from '../list-item';
import { findTender, type TenderRow } from '../queries';
import { userTenderColumns } from './record';
import type { TenderFormValues } from './schema';

export const notYoursMessage = 'This tender does not exist, or it is not yours to change.';

function ownedBy(ownerId: string, id: string) {
  return and(eq(tenders.id, id), eq(tenders.ownerId, ownerId), eq(tenders.source, 'user'));
}

function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The form checks a CPV code's shape; only the server holds the vocabulary to check that it exists. */
function refuseUnknownCpv(values: TenderFormValues): ActionResult<never> | null {
  const unknown = values.cpvCodes.filter((code) => getCpv(code) === null);
  if (unknown.length === 0) return null;
  return {
    ok: false,
    error: invalidInputMessage,
    fieldErrors: { cpvCodes: [`Unknown CPV code: ${unknown.join(', ')}`] },
  };
}

/** The owner's own tender, or null (also for tenders of others and imported ones). */
export async function findOwnTender(db: Database, ownerId: string, id: string): Promise<TenderRow | null> {
  const tender = await findTender(db, { userId: ownerId }, id);
  return tender?.ownerId === ownerId && tender.source === 'user' ? tender : null;
}

/** How many of their own tenders the dashboard lists. */
export const ownListLimit = 100;

/** The owner's own tenders, most recently changed first (the dashboard's "My tenders"). */
export async function listOwnTendersOf(db: Database, ownerId: string, limit = ownListLimit): Promise<TenderListItem[]> {
  return db
    .select(tenderListItemColumns)
    .from(tenders)
    .where(and(eq(tenders.ownerId, ownerId), eq(tenders.source, 'user')))
    .orderBy(desc(tenders.updatedAt), tenders.id)
    .limit(limit);
}

/** Adds a private tender for `ownerId`, whose profile row must exist (the user loader creates it). */
export async function createUserTender(
  db: Database,
  ownerId: string,
  values: TenderFormValues,
  now = new Date(),
): Promise<ActionResult<{ id: string }>> {
  const refused = refuseUnknownCpv(values);
  if (refused) return refused;
  // A user's tender has no procedure id of its own: a random key gives it a stable id that cannot collide.
  const procedureKey = randomUUID();
  const id = tenderIdFor('user', procedureKey);
  // search_config and the search vector are the trigger's (migration 0003), from the language and texts.
  await db.insert(tenders).values({
    id,
    source: 'user',
    procedureKey,
    visibility: 'private',
    ownerId,
    noticeType: 'competition',
    status: 'open',
    ...userTenderColumns(values, isoDay(now)),
  });
  return { ok: true, data: { id } };
}

export async function updateUserTender(
  db: Database,
  ownerId: string,
  id: string,
  values: TenderFormValues,
  now = new Date(),
): Promise<ActionResult<{ id: string }>> {
  const refused = refuseUnknownCpv(values);
  if (refused) return refused;
  const [row] = await db
    .update(tenders)
    .set({ ...userTenderColumns(values, isoDay(now)), updatedAt: sql`now()` })
    .where(ownedBy(ownerId, id))
    .returning({ id: tenders.id });
  return row ? { ok: true, data: row } : { ok: false, error: notYoursMessage, code: 'not_found' };
}

/** Deletes the owner's tender; false when there is none of theirs with that id. */
export async function deleteUserTender(db: Database, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.delete(tenders).where(ownedBy(ownerId, id)).returning({ id: tenders.id });
  return rows.length > 0;
}
