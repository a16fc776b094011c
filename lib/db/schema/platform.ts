// Tables the shared services need: rate-limit windows and the record of seed runs.
import { index, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { app } from './app';

/** One fixed-window counter per purpose, subject and window start. */
export const rateLimits = app
  .table(
    'rate_limits',
    {
      purpose: text('purpose').notNull(),
      subject: text('subject').notNull(),
      windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
      hits: integer('hits').notNull().default(0),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.purpose, t.subject, t.windowStart] }),
      index('rate_limits_expires_at_idx').on(t.expiresAt),
    ],
  )
  .enableRLS();

/** Which seeders ran, so `db:seed` is idempotent and tells what it did. */
export const seedRuns = app
  .table('seed_runs', {
    seeder: text('seeder').primaryKey(),
    version: integer('version').notNull(),
    rows: integer('rows').notNull().default(0),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();

/** CPV 2008 codes with English and German labels, so SQL can search and label codes. */
export const cpvCodes = app
  .table(
    'cpv_codes',
    {
      code: text('code').primaryKey(),
      checkDigit: text('check_digit'),
      parentCode: text('parent_code'),
      level: integer('level').notNull(),
      labelEn: text('label_en').notNull(),
      labelDe: text('label_de'),
    },
    (t) => [index('cpv_codes_parent_code_idx').on(t.parentCode)],
  )
  .enableRLS();
