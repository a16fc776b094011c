import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, getDbHandle, queryRows } from '@/lib/db';
import { migrate } from '@/lib/db/migrate';

describe('database', () => {
  it('opens with the app schema migrated and row-level security on every product table', async () => {
    const db = await getDb();
    const tables = await queryRows<{ relname: string; relrowsecurity: boolean }>(
      db,
      sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'app' and c.relkind = 'r' order by c.relname`,
    );
    expect(tables.map((t) => t.relname)).toEqual(
      expect.arrayContaining(['rate_limits', 'schema_migrations', 'seed_runs']),
    );
    expect(tables.every((t) => t.relrowsecurity)).toBe(true);
  });

  it('has the pg_trgm and unaccent extensions', async () => {
    const db = await getDb();
    const [row] = await queryRows<{ u: string; s: number }>(
      db,
      sql`select unaccent('Ausschreibung Österreich') as u, similarity('tender', 'tenders') as s`,
    );
    expect(row?.u).toBe('Ausschreibung Osterreich');
    expect(Number(row?.s)).toBeGreaterThan(0.5);
  });

  it('applies migrations once: a second run applies nothing', async () => {
    const handle = await getDbHandle();
    expect(handle.migrated).toBe(true);
    expect(await migrate(handle.db)).toEqual([]);
  });
});
