// Tenders a user saved: save and unsave from the tender page, the list on the dashboard. A user can only
// save, and only sees among their saved ones, tenders the visibility rules let them read.
import { and, desc, eq } from 'drizzle-orm';
import { savedTenders, tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { tenderListItemColumns, type TenderListItem } from './list-item';
import { visibleTenders } from './queries';

export const savedListLimit = 100;

export async function isTenderSaved(db: Database, userId: string, tenderId: string): Promise<boolean> {
  const [row] = await db
    .select({ tenderId: savedTenders.tenderId })
    .from(savedTenders)
    .where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, tenderId)));
  return row !== undefined;
}

/**
 * Saves the tender for the user when they may see it; saving twice is a no-op. Returns false when no such
 * tender is visible to them (the caller answers "not found", never revealing a private tender).
 */
export async function saveTender(db: Database, userId: string, tenderId: string): Promise<boolean> {
  const [visible] = await db
    .select({ id: tenders.id })
    .from(tenders)
    .where(visibleTenders({ userId }, {}, eq(tenders.id, tenderId)));
  if (!visible) return false;
  await db.insert(savedTenders).values({ userId, tenderId }).onConflictDoNothing();
  return true;
}

export async function unsaveTender(db: Database, userId: string, tenderId: string): Promise<void> {
  await db.delete(savedTenders).where(and(eq(savedTenders.userId, userId), eq(savedTenders.tenderId, tenderId)));
}

/** The user's saved tenders, most recently saved first. */
export async function listSavedTenders(
  db: Database,
  userId: string,
  limit = savedListLimit,
): Promise<TenderListItem[]> {
  return db
    .select(tenderListItemColumns)
    .from(savedTenders)
    .innerJoin(tenders, eq(tenders.id, savedTenders.tenderId))
    .where(visibleTenders({ userId }, {}, eq(savedTenders.userId, userId)))
    .orderBy(desc(savedTenders.createdAt), tenders.id)
    .limit(limit);
}

/** The save button's input: which tender, and whether it should end up saved. */
