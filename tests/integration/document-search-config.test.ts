import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detectableLanguages } from '@/lib/documents/extract';
import { textSearchConfig } from '@/lib/documents/passages';
import { getDb, queryRows } from '@/lib/db';

describe('textSearchConfig', () => {
  it('maps languages to stemmers and falls back to simple', () => {
    expect(textSearchConfig('de')).toBe('german');
    expect(textSearchConfig('FR')).toBe('french');
    expect(textSearchConfig('ga')).toBe('irish');
    expect(textSearchConfig('pl')).toBe('simple');
    expect(textSearchConfig('et')).toBe('simple'); // Postgres 15 has no Estonian stemmer
    expect(textSearchConfig(null)).toBe('simple');
  });

  it('names only configurations this database has, for every language detection can answer', async () => {
    const db = await getDb();
    const rows = await queryRows<{ cfgname: string }>(db, sql`select cfgname from pg_catalog.pg_ts_config`);
    const installed = new Set(rows.map((row) => row.cfgname));
    const configs = [...new Set([...detectableLanguages, 'ca', 'eu', 'ru', 'sr', 'tr'].map(textSearchConfig))];
    expect(configs.filter((config) => !installed.has(config))).toEqual([]);

    const [row] = await queryRows<{ vector: string }>(
      db,
      sql`select to_tsvector(${textSearchConfig('de')}::regconfig, 'Die Angebote der Bieter')::text as vector`,
    );
    expect(row?.vector).toContain("'angebot'");
  });
});
