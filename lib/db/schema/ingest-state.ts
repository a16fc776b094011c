// State the live feeds keep between runs: the TED sync cursor per query scope, and the ECB rates fetched
// since the committed snapshot (merged over it at start, so conversions use them after a restart).
import { date, doublePrecision, jsonb, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { app } from './app';

export const ingestCursors = app
  .table('ingest_cursors', {
    /** Which feed and scope, e.g. `ted:eu` or `ted:AT`. */
    name: text('name').primaryKey(),
    /** The feed's own position, e.g. the last publication date and number seen. */
    cursor: jsonb('cursor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

export const exchangeRates = app
  .table(
    'exchange_rates',
    {
      /** The ECB business day. */
      rateDate: date('rate_date', { mode: 'string' }).notNull(),
      /** ISO 4217 code. */
      currency: text('currency').notNull(),
      /** Units of the currency per 1 EUR. */
      rate: doublePrecision('rate').notNull(),
      fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.rateDate, t.currency] })],
  )
  .enableRLS();
