// Applies the committed SQL migrations in order, once each, under a Postgres advisory lock.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from './rows';
import type { Database } from './types';

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface MigrationSet {
  /** Folder holding drizzle-kit's SQL files and meta/_journal.json. */
  folder: string;
  /** Schema that owns the set; its record table lives there too. */
  schema: string;
}

export const appMigrations: MigrationSet = {
  folder: join(process.cwd(), 'lib/db/migrations'),
  schema: 'app',
};

function statementsOf(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Runs pending migrations; returns the tags it applied. Safe to call from many processes at once. */
export async function migrate(db: Database, set: MigrationSet = appMigrations): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(set.folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const schema = sql.identifier(set.schema);
  const applied: string[] = [];

  await db.transaction(async (tx) => {
    // Transaction-scoped lock: released on commit or rollback, even if this process dies.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tenderscope:migrate:${set.schema}`}))`);
    await tx.execute(sql`create schema if not exists ${schema}`);
    await tx.execute(
      sql`create table if not exists ${schema}.schema_migrations (tag text primary key, hash text not null, applied_at timestamptz not null default now())`,
    );
    await tx.execute(sql`alter table ${schema}.schema_migrations enable row level security`);
    const done = new Set(
      (await queryRows<{ tag: string }>(tx, sql`select tag from ${schema}.schema_migrations`)).map((r) => r.tag),
    );

    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (done.has(entry.tag)) continue;
      const file = join(set.folder, `${entry.tag}.sql`);
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
      for (const statement of statementsOf(file)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into ${schema}.schema_migrations (tag, hash) values (${entry.tag}, ${hash})`);
      applied.push(entry.tag);
    }
  });
  return applied;
}
