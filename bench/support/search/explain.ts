// EXPLAIN (ANALYZE, BUFFERS) of the statements one search runs, as text for the plans file, each planned
// the way the search runs it (a walk goes through an index, bitmap and sequential scans off).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@/lib/db';
import { readMatches } from '@/lib/tenders/jobs';

export async function explain(
  db: Database,
  statements: readonly { name: string; query: SQL; walk: boolean }[],
): Promise<string> {
  const parts: string[] = [];
  for (const { name, query, walk } of statements) {
    const rows = await readMatches(db, walk, (reader) =>
      queryRows<Record<string, unknown>>(reader, sql`explain (analyze, buffers) ${query}`),
    );
    const note = walk ? ' (walking an index: bitmap and sequential scans off)' : '';
    parts.push(`-- ${name}${note}\n${rows.map((row) => String(Object.values(row)[0])).join('\n')}`);
  }
  return parts.join('\n\n');
}
