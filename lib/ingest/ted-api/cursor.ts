// How far a TED sync got, kept in app.ingest_cursors: the newest publication (date and number) it imported.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ingestCursors } from '@/lib/db/schema';
import type { Database } from '@/lib/db';

const cursorSchema = z.object({
  /** 'YYYY-MM-DD'. */
  publicationDate: z.iso.date(),
  /** TED's short form, e.g. `475939-2026`. */
  publicationNumber: z.string(),
});

export type TedCursor = z.infer<typeof cursorSchema>;

/** Publication numbers count up within a year: `12-2026` comes after `475939-2025`. */
function publicationOrder(publicationNumber: string): [number, number] {
  const [number, year] = publicationNumber.split('-').map(Number);
  return [year ?? 0, number ?? 0];
}

/** Orders cursors (and the notices they point at) oldest first. */
export function compareCursors(a: TedCursor, b: TedCursor): number {
  const [yearA, numberA] = publicationOrder(a.publicationNumber);
  const [yearB, numberB] = publicationOrder(b.publicationNumber);
  return a.publicationDate.localeCompare(b.publicationDate) || yearA - yearB || numberA - numberB;
}

/** The stored cursor, or null before the first sync (or when what is stored is not a cursor of this shape). */
export async function readCursor(db: Database, name: string): Promise<TedCursor | null> {
  const [row] = await db
    .select({ cursor: ingestCursors.cursor })
    .from(ingestCursors)
    .where(eq(ingestCursors.name, name));
  const parsed = cursorSchema.safeParse(row?.cursor);
  return parsed.success ? parsed.data : null;
}

/** Stores the cursor unless the stored one is already further (a sync with an older `--since` never rewinds it). */
export async function advanceCursor(db: Database, name: string, cursor: TedCursor): Promise<void> {
  const stored = await readCursor(db, name);
  if (stored !== null && compareCursors(stored, cursor) >= 0) return;
  await db
    .insert(ingestCursors)
    .values({ name, cursor })
    .onConflictDoUpdate({ target: ingestCursors.name, set: { cursor, updatedAt: sql`now()` } });
}
