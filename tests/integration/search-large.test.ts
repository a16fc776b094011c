// Totals and facets beyond the exact-count limit: 10,050 generated tenders.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Database } from '@/lib/db';
import { cpvCodesSeeder } from '@/lib/ingest/seeders/cpv-codes';
import { insertSamples } from '@/lib/ingest/seeders/sample-tenders';
import { generateSamples } from '@/lib/ingest/samples/generator';
import {
  exactCountLimit,
  findTenders,
  pageSize,
  parseSearchParams,
  rankWindow,
  searchCondition,
  findSearchResults,
  tenderFacets,
} from '@/lib/tenders/search';
import { countFacets, facetSample, facetsWalk, facetsWithCount } from '@/lib/tenders/search/facets';
import { countMatches } from '@/lib/tenders/search/results';
import { readMatches } from '@/lib/tenders/search/estimate';
import { queryRows } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { tenders } from '@/lib/db/schema';
import { closeExpiredTenders } from '@/lib/tenders/maintenance';

let db: Database;
const matches = exactCountLimit + 50;
const sum = (list: { count: number }[]) => list.reduce((total, f) => total + f.count, 0);

async function search(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return findSearchResults(db, { userId: null }, parsed.search, new Date('2026-11-22T12:00:00Z'));
}

beforeAll(async () => {
  db = await getDb();
  // CPV labels first: the search documents carry them, which gives the broad queries below their matches.
  await cpvCodesSeeder.run(db);
  await insertSamples(db, generateSamples({ count: matches, seed: 7, today: '2026-11-22' }), 500);
}, 300_000);

describe('more matches than the exact limit', () => {
  it('reports the total as capped, with facets estimated from a sample scaled to the whole match set', async () => {
    const result = await search('type=all&open=false');
    expect(result).toMatchObject({ total: exactCountLimit, totalIsExact: false, facetsAreExact: false });
    for (const facet of [result.facets.country, result.facets.notice_type]) {
      expect(sum(facet)).toBeGreaterThanOrEqual(exactCountLimit);
      expect(Math.abs(sum(facet) - matches)).toBeLessThan(matches * 0.2);
    }
    expect(result.items).toHaveLength(20);
  });

  it('counts exactly below the limit', async () => {
    const result = await search('type=all&open=false&country=AT');
    expect(result.totalIsExact).toBe(true);
    expect(result.total).toBeLessThan(exactCountLimit);
    expect(result.total).toBeGreaterThan(100);
    expect(result.facets.country).toEqual([{ value: 'AT', count: result.total }]);
  });

  it('ranks the newest matches by relevance, then continues newest first, never repeating a tender', async () => {
    const lastRanked = rankWindow / pageSize;
    const pages = await Promise.all(
      [lastRanked - 1, lastRanked, lastRanked + 1, lastRanked + 2].map((page) =>
        search(`q=services&type=all&open=false&page=${page}`),
      ),
    );
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toHaveLength(4 * pageSize);
    expect(new Set(ids).size).toBe(ids.length);
    const unranked = pages.slice(2).flatMap((page) => page.items.map((item) => item.publishDate));
    expect(unranked).toEqual([...unranked].sort().reverse());
  });

  it('gives the page the same results, total and facets from its one pass as the separate searches, count and facet reads', async () => {
    const queries = [
      'type=all&open=false',
      'open=false',
      'type=all&open=false&country=AT',
      'q=services&type=all&open=false',
    ];
    // Small ranked sets, whose page ranks the newest matches the facet pass found (pages 1 and 3 of the window).
    queries.push(
      'q=services&type=all&open=false&country=AT',
      'q=services&type=all&open=false&country=AT&page=3',
      'q=%22road+services+school%22',
    );
    for (const query of queries) {
      const parsed = parseSearchParams(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.message);
      const now = new Date('2026-11-22T12:00:00Z');
      const [together, results, facets] = await Promise.all([
        findSearchResults(db, { userId: null }, parsed.search, now),
        findTenders(db, { userId: null }, parsed.search, now),
        tenderFacets(db, { userId: null }, parsed.search, now),
      ]);
      expect({ total: together.total, totalIsExact: together.totalIsExact }).toEqual({
        total: results.total,
        totalIsExact: results.totalIsExact,
      });
      expect(together.items.map((item) => [item.id, item.rank])).toEqual(
        results.items.map((item) => [item.id, item.rank]),
      );
      expect({ facets: together.facets, facetsAreExact: together.facetsAreExact }).toEqual(facets);
    }
  });

  it('pages deep into a broad result', async () => {
    const page = await search('type=all&open=false&page=500');
    expect(page.items).toHaveLength(20);
    expect(page.page).toBe(500);
  });
});

// The planner calls a match set broad only far beyond the limit (120,000 matches here would make a slow
// test); these give the facet reader that verdict directly, right and wrong.
describe('facets of a broad match set', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  async function whereOf(query: string) {
    const parsed = parseSearchParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.message);
    return (await searchCondition(db, { userId: null }, parsed.search, now)).where;
  }

  it('samples a broad set, walking an index, and scales the sample to the estimate', async () => {
    const where = await whereOf('type=all&open=false');
    const estimate = { rows: 60_000, broad: true, large: true, walkSample: true, beyond: true };
    const result = await countFacets(db, where, estimate, countMatches(db, where));
    expect(result.facetsAreExact).toBe(false);
    const total = sum(result.facets.notice_type);
    expect(Math.abs(total - 60_000)).toBeLessThan(60_000 * 0.01);
    // Every count is a multiple of the scale (60,000 / 2,000 rows read), so the sample size shows.
    for (const facet of result.facets.notice_type) expect(facet.count % (60_000 / facetSample)).toBe(0);
  });

  it('walks an index for a sample of a set the estimate makes large enough, and never for a full pass', () => {
    const midsize = { rows: 100_000, broad: false, large: true, walkSample: true, beyond: true };
    expect(facetsWalk(midsize, facetSample)).toBe(true);
    expect(facetsWalk(midsize, exactCountLimit + 1)).toBe(false);
    expect(facetsWalk({ ...midsize, walkSample: false }, facetSample)).toBe(false);
    expect(facetsWalk({ ...midsize, broad: true }, exactCountLimit + 1)).toBe(false);
  });

  it('turns scans off for the walk of a sample only, never for the statements after it', async () => {
    const settings = await readMatches(db, true, (reader) =>
      queryRows(
        reader,
        sql`select current_setting('enable_seqscan') as seq, current_setting('enable_bitmapscan') as bitmap`,
      ),
    );
    expect(settings).toEqual([{ seq: 'off', bitmap: 'off' }]);
    // Pooled connections serve every other query next: they must plan with every scan again.
    expect(await queryRows(db, sql`select current_setting('enable_seqscan') as seq`)).toEqual([{ seq: 'on' }]);
  });

  it('reads a set again in full when the count shows it was small after all', async () => {
    const where = await whereOf('open=false');
    const wrong = { rows: 60_000, broad: true, large: true, walkSample: true, beyond: true };
    const result = await countFacets(db, where, wrong, countMatches(db, where));
    const exact = await search('open=false');
    expect(exact.total).toBeGreaterThan(facetSample);
    expect(result).toEqual({ facets: exact.facets, facetsAreExact: true });
  });

  it('takes a measured large estimate for the capped total, counting nothing beyond the sample', async () => {
    const where = await whereOf('type=all&open=false');
    const estimate = { rows: 60_000, broad: true, large: true, walkSample: true, beyond: true };
    const result = await facetsWithCount(db, where, estimate, facetSample);
    expect(result.counted).toBe(exactCountLimit + 1);
    expect(result.facetsAreExact).toBe(false);
    expect(Math.abs(sum(result.facets.notice_type) - 60_000)).toBeLessThan(60_000 * 0.01);
  });

  it('counts exactly from the sample when a large estimate was wrong and the sample is the whole set', async () => {
    const exact = await search('type=all&open=false&country=AT');
    expect(exact.total).toBeLessThan(facetSample);
    const where = await whereOf('type=all&open=false&country=AT');
    const result = await facetsWithCount(
      db,
      where,
      { rows: 25_000, broad: false, large: false, walkSample: false, beyond: true },
      facetSample,
    );
    expect(result).toEqual({ counted: exact.total, facets: exact.facets, facetsAreExact: true, newest: null });
  });

  it('names the newest matches of a pass that read them all, and none of a pass that stopped at its limit', async () => {
    const where = await whereOf('q=services&type=all&open=false&country=AT');
    const small = { rows: 100, broad: false, large: false, walkSample: false, beyond: false };
    const pass = await facetsWithCount(db, where, small, exactCountLimit + 1, rankWindow);
    const newest = await queryRows<{ id: string }>(
      db,
      sql`select ${tenders.id} as id from ${tenders} where ${where} order by ${tenders.publishDate} desc, ${tenders.id} limit ${rankWindow}`,
    );
    expect(newest.length).toBeGreaterThan(pageSize);
    expect(pass.newest).toEqual(newest.map((row) => row.id));
    expect(pass.counted).toBeLessThan(exactCountLimit);
    const stopped = await facetsWithCount(db, where, small, 10, rankWindow);
    expect(stopped).toMatchObject({ counted: exactCountLimit + 1, newest: null });
  });

  it('trusts the estimate only where it is measured: no words or one word, no buyer pattern', async () => {
    const measured = async (query: string) => {
      const parsed = parseSearchParams(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.message);
      return (await searchCondition(db, { userId: null }, parsed.search, now)).estimateIsMeasured;
    };
    expect(await measured('type=all')).toBe(true);
    expect(await measured('q=services&country=AT')).toBe(true);
    expect(await measured('q=road+works')).toBe(false);
    expect(await measured('q=%22cleaning+services%22')).toBe(false);
    expect(await measured('q=services+-cleaning')).toBe(false);
    expect(await measured('q=services&buyer=council')).toBe(false);
  });

  // Last in the file: it closes the calls whose deadline has passed at a later date.
  it('counts the open calls exactly once half of them have been closed', async () => {
    const [{ day } = { day: '' }] = await queryRows<{ day: string }>(
      db,
      sql`select percentile_disc(0.5) within group (order by deadline_date)::text as day from app.tenders where status = 'open'`,
    );
    const later = new Date(day);
    await closeExpiredTenders(db, later);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from app.tenders
          where status = 'open' and notice_type = 'competition' and deadline_date > ${later.toISOString()}::timestamptz`,
    );
    expect(n).toBeGreaterThan(500);
    const parsed = parseSearchParams(new URLSearchParams(''));
    if (!parsed.ok) throw new Error(parsed.message);
    const result = await findSearchResults(db, { userId: null }, parsed.search, later);
    expect(result).toMatchObject({ total: n, totalIsExact: true });
  });
});
