// The term base on a real database: written from the shipped data once per version, read back whole; and what it
// knows across languages (concepts, compounds, CPV labels).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

let db: import('@/lib/db').Database;
let terms: typeof import('@/lib/terms');
let dbModule: typeof import('@/lib/db');

beforeAll(async () => {
  dbModule = await import('@/lib/db');
  terms = await import('@/lib/terms');
  db = await dbModule.getDb();
}, 120_000);

describe('the stored term base', () => {
  it('is written once per version and read back with every language of the CPV labels', async () => {
    const started = Date.now();
    expect(await terms.syncTermBase(db)).toBe(true);
    console.info(`term base written in ${Date.now() - started} ms`);
    expect(await terms.syncTermBase(db)).toBe(false);
    const [row] = await dbModule.queryRows<{ n: number | string; languages: number | string }>(
      db,
      sql`select count(*) as n, count(distinct language) as languages from app.terms`,
    );
    // 24 languages, Irish among them where its labels are not the English ones (kept once, under English).
    expect(Number(row!.languages)).toBeGreaterThanOrEqual(23);
    const shipped = terms.termRowsFromSources();
    expect(Number(row!.n)).toBe(new Set(shipped.map((r) => `${r.concept}\t${r.language}\t${r.term}`)).size);
    const loaded = await terms.loadTermBase(db, { sources: ['glossary', 'cpv'], languages: ['de', 'fr'] });
    expect(loaded.label('cpv:90910000', 'de')).toBe('Reinigungsdienste');
    expect(loaded.label('g:turnover', 'fr')).toBe("chiffre d'affaires");
  }, 180_000);
});
