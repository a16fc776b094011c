// EXPLAIN (ANALYZE, BUFFERS) of the statements one search runs, as text for the plans file.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@/lib/db/rows';
import type { Database } from '@/lib/db/types';

export async function explain(db: Database, statements: readonly { name: string; query: SQL }[]): Promise<string> {
  const parts: string[] = [];
  for (const { name, query } of statements) {
    const rows = await queryRows<Record<string, unknown>>(db, sql`explain (analyze, buffers) ${query}`);
    parts.push(`-- ${name}\n${rows.map((row) => String(Object.values(row)[0])).join('\n')}`);
  }
  return parts.join('\n\n');
}
