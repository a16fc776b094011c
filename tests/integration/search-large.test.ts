// Totals and facets beyond the exact-count limit: 10,050 generated tenders.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Database } from '@/lib/db';
import { insertSamples } from '@/lib/db/seeders/sample-tenders';
import { generateSamples } from '@/lib/ingest/samples/generator';
import { exactCountLimit, parseSearchParams, searchTenders } from '@/lib/tenders/search';

let db: Database;

async function search(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return searchTenders(db, { userId: null }, parsed.search, new Date('2026-11-22T12:00:00Z'));
}

beforeAll(async () => {
  db = await getDb();
  await insertSamples(db, generateSamples({ count: exactCountLimit + 50, seed: 7, today: '2026-11-22' }), 500);
}, 300_000);

describe('more matches than the exact limit', () => {
  it('reports the total as capped, with estimated facets from the first part of the matches', async () => {
    const result = await search('type=all&open=false');
    expect(result).toMatchObject({ total: exactCountLimit, totalIsExact: false, facetsAreExact: false });
    const sum = (list: { count: number }[]) => list.reduce((total, f) => total + f.count, 0);
    expect(sum(result.facets.country)).toBe(exactCountLimit);
    expect(sum(result.facets.notice_type)).toBe(exactCountLimit);
    expect(result.items).toHaveLength(20);
  });

  it('counts exactly below the limit', async () => {
    const result = await search('type=all&open=false&country=AT');
    expect(result.totalIsExact).toBe(true);
    expect(result.total).toBeLessThan(exactCountLimit);
    expect(result.total).toBeGreaterThan(100);
    expect(result.facets.country).toEqual([{ value: 'AT', count: result.total }]);
  });

  it('pages deep into a broad result', async () => {
    const page = await search('type=all&open=false&page=500');
    expect(page.items).toHaveLength(20);
    expect(page.page).toBe(500);
  });
});
