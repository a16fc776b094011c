// Closing calls whose deadline passed: what the server does every quarter hour and the ingest CLI after a run.
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, tenders, type Database } from '@/lib/db';
import { queryRows } from '@/lib/db/rows';
import { closeExpiredTenders } from '@/lib/tenders/maintenance';
import { parseSearchParams, findSearchResults } from '@/lib/tenders/search';

const now = new Date('2026-11-22T12:00:00Z');
const ids = {
  future: 'c000000000000001',
  past: 'c000000000000002',
  planning: 'c000000000000003',
  awarded: 'c000000000000004',
  atNoon: 'c000000000000005',
};
let db: Database;

function call(id: string, overrides: Partial<typeof tenders.$inferInsert>): typeof tenders.$inferInsert {
  return {
    id,
    source: 'ted',
    procedureKey: `maintenance:${id}`,
    countryCode: 'AT',
    languageCode: 'de',
    title: `Reinigung ${id}`,
    cpvCode: '90911200',
    publishDate: '2026-11-01',
    noticeType: 'competition',
    status: 'open',
    cpvTree: ['90000000', '90900000', '90910000', '90911000', '90911200'],
    ...overrides,
  };
}

async function statuses(): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: tenders.id, status: tenders.status })
    .from(tenders)
    .where(inArray(tenders.id, Object.values(ids)));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

beforeAll(async () => {
  db = await getDb();
  await db
    .insert(tenders)
    .values([
      call(ids.future, { deadlineDate: new Date('2026-12-01T10:00:00Z') }),
      call(ids.past, { deadlineDate: new Date('2026-11-20T10:00:00Z') }),
      call(ids.planning, { noticeType: 'planning', deadlineDate: null }),
      call(ids.awarded, { noticeType: 'result', status: 'awarded', deadlineDate: new Date('2026-10-01T10:00:00Z') }),
      call(ids.atNoon, { deadlineDate: now }),
    ]);
});

describe('closing expired calls', () => {
  it('closes open calls whose deadline has passed (a deadline of exactly now included), and nothing else', async () => {
    const [before] = await queryRows<{ updated: string }>(
      db,
      sql`select max(updated_at)::text as updated from app.tenders`,
    );
    expect(await closeExpiredTenders(db, now)).toBe(2);
    expect(await statuses()).toEqual({
      [ids.future]: 'open',
      [ids.past]: 'closed',
      [ids.planning]: 'open',
      [ids.awarded]: 'awarded',
      [ids.atNoon]: 'closed',
    });
    // The content did not change, so neither does its lastmod.
    const [after] = await queryRows<{ updated: string }>(
      db,
      sql`select max(updated_at)::text as updated from app.tenders`,
    );
    expect(after?.updated).toBe(before?.updated);
  });

  it('does nothing the second time', async () => {
    expect(await closeExpiredTenders(db, now)).toBe(0);
  });

  it('leaves the closed call findable once the open filter is off, and out of the default listing', async () => {
    const find = async (query: string) => {
      const parsed = parseSearchParams(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(parsed.message);
      return (await findSearchResults(db, { userId: null }, parsed.search, now)).items.map((item) => item.id);
    };
    expect(await find('q=Reinigung')).toEqual([ids.future]);
    expect((await find('q=Reinigung&open=false')).sort()).toEqual([ids.future, ids.past, ids.atNoon].sort());
  });
});
