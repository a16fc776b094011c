// The term base in the database: written from the shipped data when its version changes (at start-up, and by
// whoever needs it first), read back whole into memory once per process.
import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, termBase as termBaseTable, terms as termsTable, type Database } from '@/lib/db';
import { fold } from './fold';
import { termRowsFromSources, termRowsVersion } from './sources';
import { TermBase, type TermRow, type TermSource } from './term-base';

const batchRows = 10_000;

/** Writes the shipped term base into the database unless the stored one is this version; true when it wrote. */
export async function syncTermBase(db: Database): Promise<boolean> {
  const rows = termRowsFromSources();
  const version = termRowsVersion(rows);
  const [stored] = await db.select({ version: termBaseTable.version }).from(termBaseTable);
  if (stored?.version === version) return false;
  // Each term's place among its concept's terms in its language: the first is the label there.
  const seen = new Map<string, number>();
  const positioned = rows.map((row) => {
    const key = `${row.concept}\t${row.language}`;
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    return { ...row, folded: fold(row.term), position };
  });
  await db.transaction(async (tx) => {
    // Several servers may start at once: one writes, the others wait and find it written.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('app.terms'))`);
    const [again] = await tx.select({ version: termBaseTable.version }).from(termBaseTable);
    if (again?.version === version) return;
    await tx.delete(termsTable);
    for (let at = 0; at < positioned.length; at += batchRows) {
      const batch = positioned.slice(at, at + batchRows);
      // One JSON parameter per batch: thousands of rows without thousands of bind parameters.
      await tx.execute(sql`
        insert into app.terms (concept, source, language, term, folded, position)
        select concept, source, language, term, folded, position
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as t(concept text, source text, language text, term text, folded text, position integer)
        on conflict do nothing`);
    }
    await tx
      .insert(termBaseTable)
      .values({ id: 1, version, rows: rows.length })
      .onConflictDoUpdate({ target: termBaseTable.id, set: { version, rows: rows.length, updatedAt: new Date() } });
  });
  return true;
}

async function readTermRows(
  db: Database,
  sources: readonly TermSource[],
  languages: readonly string[] | null,
): Promise<TermRow[]> {
  const inLanguages = languages
    ? sql`and language in (${sql.join(
        languages.map((language) => sql`${language}`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<{ concept: string; source: TermRow['source']; language: string; term: string }>(
    db,
    sql`select concept, source, language, term from app.terms
        where source in (${sql.join(
          sources.map((source) => sql`${source}`),
          sql`, `,
        )}) ${inLanguages}
        order by source desc, concept, language, position`,
  );
}

const cacheKey = Symbol.for('tenderscope.termBases');
type Cached = { [cacheKey]?: Map<string, Promise<TermBase>> };

export interface TermBaseScope {
  /** Which kinds of concept (the chat needs the glossary; search also the CPV labels). */
  sources?: readonly TermSource[];
  /** Only these languages' terms (all when null). */
  languages?: readonly string[] | null;
}

/**
 * The term base (or the part of it asked for), from the database — written first when it is missing or old — once
 * per process.
 */
export function loadTermBase(db: Database, scope: TermBaseScope = {}): Promise<TermBase> {
  const sources = scope.sources ?? ['glossary', 'country'];
  const languages = scope.languages ?? null;
  const key = `${[...sources].sort().join(',')}:${languages ? [...languages].sort().join(',') : '*'}`;
  const cache = ((globalThis as Cached)[cacheKey] ??= new Map());
  let pending = cache.get(key);
  if (!pending) {
    const loading = (async () => {
      await syncTermBase(db);
      return new TermBase(await readTermRows(db, sources, languages));
    })();
    // A failure is not kept: the next caller tries again.
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    cache.set(key, loading);
    pending = loading;
  }
  return pending;
}

/** The shipped term base without a database (the evaluation, and tests of pure logic). */
export function shippedTermBase(): TermBase {
  return new TermBase(termRowsFromSources());
}
