// The multilingual term base (lib/terms): concepts — procurement glossary entries, CPV codes, countries — with their
// terms in the EU's languages, replaced whole when the shipped data changes (term_base.version).
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { app } from './app';

export type TermSourceColumn = 'glossary' | 'cpv' | 'country';

export const terms = app
  .table(
    'terms',
    {
      /** "g:turnover", "cpv:90910000", "country:AUT". */
      concept: text('concept').notNull(),
      source: text('source').$type<TermSourceColumn>().notNull(),
      /** ISO 639-1. */
      language: text('language').notNull(),
      term: text('term').notNull(),
      /** The term folded (lower case, no accents) for look-ups by word. */
      folded: text('folded').notNull(),
      /** Its place among the concept's terms in that language: the first is the concept's label there. */
      position: integer('position').notNull().default(0),
    },
    (t) => [
      primaryKey({ columns: [t.concept, t.language, t.term] }),
      check('terms_source_check', sql`${sql.identifier(t.source.name)} in ('glossary', 'cpv', 'country')`),
      index('terms_language_folded_idx').on(t.language, t.folded),
    ],
  )
  .enableRLS();

/** One row: which version of the shipped data the stored terms are. */
export const termBase = app
  .table('term_base', {
    id: integer('id').primaryKey().default(1),
    version: text('version').notNull(),
    rows: integer('rows').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();
