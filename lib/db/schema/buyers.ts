// Buyers (contracting authorities) as entities, built from the tenders that name them (derived data: the importer
// writes them with the tenders). Only public, real tenders make them; a tender points at its buyer (tenders.buyer_id).
import { char, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { app } from './app';

export const buyers = app
  .table(
    'buyers',
    {
      /** 16 hex digits derived from `key`, so a buyer keeps its URL when buyers are rebuilt. */
      id: text('id').primaryKey(),
      /** `id:{country}:{identifier}` or `name:{country}:{town key}:{name key}` (lib/buyers/names). */
      key: text('key').notNull(),
      /** The spelling most of its tenders use. */
      name: text('name').notNull(),
      nameKey: text('name_key').notNull(),
      countryCode: char('country_code', { length: 2 }).notNull(),
      town: text('town'),
      /** BT-501 registration number, normalised; null for buyers known by name and town only. */
      identifier: text('identifier'),
      /** The newest address and email its notices give. */
      address: text('address'),
      email: text('email'),
      // Totals over its tenders, refreshed whenever its tenders change.
      tenderCount: integer('tender_count').notNull().default(0),
      firstPublishDate: date('first_publish_date'),
      lastPublishDate: date('last_publish_date'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('buyers_key_idx').on(t.key), index('buyers_name_key_idx').on(t.nameKey)],
  )
  .enableRLS();
