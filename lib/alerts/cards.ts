// Matched tenders as the search lists them: the columns of a result card, read with drizzle so both drivers
// give the same types, and the lot that matched beside each.
import { inArray, sql } from 'drizzle-orm';
import { tenders, type Database } from '@/lib/db';
import { cardColumns as tenderCardColumns, type CardRow } from '@/lib/tenders/jobs';

/** What a result card shows (lib/tenders/result-card); alerts have no relevance, so the rank is 0. */
export const cardColumns = { ...tenderCardColumns, rank: sql<number>`0`.mapWith(Number) };

/** A matched tender: its card's row and the lot reported with the match. */
export interface MatchedTender {
  tender: CardRow;
  lot: { id: string; title: string | null } | null;
}

/** The card rows of these tenders, in the order of `matches`. */
export async function cardsFor(
  db: Database,
  matches: readonly { tenderId: string; lotId: string | null; lotTitle: string | null }[],
): Promise<MatchedTender[]> {
  if (matches.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(tenders)
    .where(inArray(tenders.id, [...new Set(matches.map((m) => m.tenderId))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return matches.flatMap((match) => {
    const tender = byId.get(match.tenderId);
    if (!tender) return [];
    return [{ tender, lot: match.lotId === null ? null : { id: match.lotId, title: match.lotTitle } }];
  });
}
