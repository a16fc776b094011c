// Search across languages over the sample data and the real notices, seeded as `npm run dev` seeds them: a query's
// words map to concepts of the term base, and tenders naming the concept in another language are found too, ranked
// below the same-language matches, with the card saying why; same_language keeps the search to the words as written.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, queryRows, tenders, type Database } from '@/lib/db';
import { runSeeds } from '@/lib/db/seed';
import { productSeeders } from '@/lib/ingest/seeders';
import { cpvLineage } from '@/lib/reference/cpv';
import { findSearchResults, parseSearchParams, searchCondition, type SearchResult } from '@/lib/tenders/search';
import { anonymousViewer } from '@/lib/tenders/queries';
import { prepareSearchTerms } from '@/lib/tenders/search/across';
import { resultCard } from '@/lib/tenders/result-card';

const now = new Date();
let db: Database;

beforeAll(async () => {
  db = await getDb();
  await runSeeds(db, productSeeders);
  // As a server does when it starts: until then, searches are of the words as written.
  await prepareSearchTerms(db);
}, 300_000);

async function search(query: string): Promise<SearchResult> {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`${parsed.parameter}: ${parsed.message}`);
  return findSearchResults(db, anonymousViewer, parsed.search, now);
}

/** The ids of the tenders a search finds (every one, not a page), as its condition selects them. */
async function allIds(query: string): Promise<string[]> {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`${parsed.parameter}: ${parsed.message}`);
  const condition = await searchCondition(db, anonymousViewer, parsed.search, now);
  const rows = await queryRows<{ id: string }>(db, sql`select id from app.tenders where ${condition.where}`);
  return rows.map((row) => row.id);
}

/** Of these ids, those the query finds as written (its own language's words). */
async function asWrittenOf(query: string, ids: readonly string[]): Promise<Set<string>> {
  const found = new Set(await allIds(`${query}&same_language=true`));
  return new Set(ids.filter((id) => found.has(id)));
}

const everything = 'type=all&open=false';

/** A public tender of our own beside the seeded ones (its CPV code names no cleaning, in any language). */
function ownTender(id: string, values: Partial<typeof tenders.$inferInsert>): typeof tenders.$inferInsert {
  return {
    id,
    source: 'ted',
    procedureKey: `languages:${id}`,
    countryCode: 'AT',
    languageCode: 'de',
    title: 'Untitled',
    cpvCode: '79993000',
    cpvTree: cpvLineage('79993000'),
    publishDate: now.toISOString().slice(0, 10),
    noticeType: 'competition',
    status: 'open',
    ...values,
  };
}

describe('an English query in the Austria edition', () => {
  it('"cleaning" finds the German cleaning tenders, and the card says what matched', async () => {
    const id = 'c1ea000000000001';
    await db.insert(tenders).values(ownTender(id, { title: 'Unterhaltsreinigung der Amtsgebäude, Wels' }));
    try {
      const query = `q=cleaning&country=AT&${everything}`;
      const before = await allIds(`${query}&same_language=true`);
      const after = await allIds(query);
      const rows = await queryRows<{ id: string; language_code: string; title: string }>(
        db,
        sql`select id, language_code, title from app.tenders where id = any(${sql.param(after)}::text[])`,
      );
      // The sample data's German cleaning tenders, and ours, which names cleaning only in German.
      expect(rows.filter((row) => row.language_code === 'de' && /reinigung/iu.test(row.title)).length).toBeGreaterThan(
        1,
      );
      expect(before).not.toContain(id);
      expect(after).toContain(id);
      const result = await search(`${query}&sort=newest`);
      const card = result.items.find((item) => item.id === id);
      expect(card).toBeDefined();
      expect(result.matched[id]).toBe('matched: cleaning — Unterhaltsreinigung');
      expect(resultCard(card!, now, { matched: result.matched[id] }).matched).toBe(
        'matched: cleaning — Unterhaltsreinigung',
      );
      // Every German tender found only through another language says why.
      for (const item of result.items.filter((item) => !before.includes(item.id))) {
        expect(result.matched[item.id]).toMatch(/^matched: \S/u);
      }
    } finally {
      await db.delete(tenders).where(eq(tenders.id, id));
    }
  });

  it('a notice with its title in several languages is found by each, and shows the reader’s first', async () => {
    const id = 'c1ea000000000002';
    await db.insert(tenders).values(
      ownTender(id, {
        title: 'Lieferung von Streusalz für den Winterdienst',
        titles: {
          de: 'Lieferung von Streusalz für den Winterdienst',
          en: 'Supply of de-icing salt for the winter service',
          fr: 'Fourniture de sel de déneigement',
        },
      }),
    );
    try {
      for (const words of ['de-icing salt', 'sel de déneigement', 'Streusalz']) {
        const found = await allIds(`q=${encodeURIComponent(words)}&${everything}&same_language=true`);
        expect(found).toContain(id);
      }
      const result = await search(`q=${encodeURIComponent('de-icing salt supply')}&${everything}&sort=newest`);
      const item = result.items.find((row) => row.id === id)!;
      expect(resultCard(item, now, { language: 'en' })).toMatchObject({
        title: 'Supply of de-icing salt for the winter service',
        titleLang: 'en',
        lang: 'de',
      });
    } finally {
      await db.delete(tenders).where(eq(tenders.id, id));
    }
  });
});

describe('a German query in the EU edition', () => {
  it('"Unterhaltsreinigung" finds English and French cleaning tenders', async () => {
    const result = await search(`q=Unterhaltsreinigung&${everything}`);
    const ids = await allIds(`q=Unterhaltsreinigung&${everything}`);
    const rows = await queryRows<{ id: string; language_code: string; title: string; cpv_code: string | null }>(
      db,
      sql`select id, language_code, title, cpv_code from app.tenders where id = any(${sql.param(ids)}::text[])`,
    );
    const english = rows.filter((row) => row.language_code === 'en');
    const french = rows.filter((row) => row.language_code === 'fr');
    expect(english.some((row) => /clean/iu.test(row.title))).toBe(true);
    expect(french.some((row) => /nettoyage/iu.test(row.title))).toBe(true);
    expect(result.total).toBeGreaterThan(
      (await search(`q=Unterhaltsreinigung&${everything}&same_language=true`)).total,
    );
  });

  it('finds the real Spanish notice for building cleaning through its CPV code from a French query', async () => {
    const ids = await allIds(`q=nettoyage&${everything}`);
    const asWritten = await allIds(`q=nettoyage&${everything}&same_language=true`);
    const [notice] = await queryRows<{ id: string }>(
      db,
      sql`select tender_id as id from app.tender_notices where publication_number = '262891-2023'`,
    );
    expect(notice).toBeDefined();
    expect(asWritten).not.toContain(notice!.id);
    expect(ids).toContain(notice!.id);
  });
});

describe('the words as written are never lost', () => {
  const queries = [
    'cleaning',
    'Reinigung',
    'nettoyage',
    'Unterhaltsreinigung',
    'catering',
    'road maintenance',
    'Winterdienst',
  ];
  it.each(queries)('"%s": the same-language results are a subset, and rank first', async (query) => {
    const q = `q=${encodeURIComponent(query)}&${everything}`;
    const before = await allIds(`${q}&same_language=true`);
    const after = await allIds(q);
    expect(after.length).toBeGreaterThanOrEqual(before.length);
    const found = new Set(after);
    expect(before.filter((id) => !found.has(id))).toEqual([]);
    // On the ranked pages, no tender found only through another language stands above one the words found.
    const ranked = (await Promise.all([1, 2].map((page) => search(`${q}&page=${page}`)))).flatMap((page) =>
      page.items.map((item) => item.id),
    );
    const direct = await asWrittenOf(q, ranked);
    const firstAcross = ranked.findIndex((id) => !direct.has(id));
    if (firstAcross !== -1) expect(ranked.slice(firstAcross).filter((id) => direct.has(id))).toEqual([]);
  });
});
