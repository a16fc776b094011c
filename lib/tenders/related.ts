// Related tenders on a tender's page: the newest others of the same country and CPV division.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import type { Database } from '@/lib/db';
import { cpvDivision } from '@/lib/reference';
import { tenderListItemColumns, type TenderListItem } from './list-item';
import { visibleTenders, type TenderRow, type Viewer } from './queries';

export const relatedLimit = 5;

/**
 * Up to `relatedLimit` tenders sharing the country and CPV division, newest first. A real tender is never
 * related to sample data; a sample one may be. cpv_tree holds every ancestor, so the division is one
 * containment test on its GIN index.
 */
export async function findRelatedTenders(
  db: Database,
  viewer: Viewer,
  tender: Pick<TenderRow, 'id' | 'countryCode' | 'cpvCode' | 'isSample'>,
): Promise<TenderListItem[]> {
  const division = tender.cpvCode ? cpvDivision(tender.cpvCode) : null;
  if (!division) return [];
  return db
    .select(tenderListItemColumns)
    .from(tenders)
    .where(
      visibleTenders(
        viewer,
        { includeSamples: tender.isSample },
        and(
          eq(tenders.countryCode, tender.countryCode),
          sql`${tenders.cpvTree} @> array[${division}]::text[]`,
          ne(tenders.id, tender.id),
        ),
      ),
    )
    .orderBy(desc(tenders.publishDate), desc(tenders.id))
    .limit(relatedLimit);
}
