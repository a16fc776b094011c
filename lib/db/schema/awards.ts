// Award prices per lot result and the statistics over them (derived data: the importer writes both with the
// tenders' awards). Only public, real (TED) tenders' results are counted.

import {
  bigserial,
  boolean,
  char,
  customType,
  date,
  index,
  integer,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { app } from './app';
import { money } from './columns';
import { tenders } from './tenders';

/** Ratios and means as numbers in JS. */
const decimal = customType<{ data: number; driverData: string | number }>({
  dataType: () => 'numeric',
  fromDriver: (value) => Number(value),
  toDriver: (value) => String(value),
});

export const awardLots = app
  .table(
    'award_lots',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The result notice (BT-701). */
      noticeId: text('notice_id').notNull(),
      lotId: text('lot_id'),
      /** BT-142. */
      status: text('status'),
      /** The result notice's publication date. */
      awardDate: date('award_date').notNull(),
      /** BT-145, when plausible. */
      contractDate: date('contract_date'),
      year: smallint('year').notNull(),
      winnerCount: integer('winner_count').notNull(),
      /** BT-720 of the lot's only winning tender; null without one (no winner, several, or no value given). */
      value: money('value'),
      currency: char('currency', { length: 3 }),
      euroValue: money('euro_value'),
      rateDate: date('rate_date'),
      /** BT-709: a framework's ceiling, kept apart from the price. */
      frameworkMaximum: money('framework_maximum'),
      frameworkMaximumCurrency: char('framework_maximum_currency', { length: 3 }),
      frameworkMaximumEuro: money('framework_maximum_euro'),
      /** BT-27 of the lot (or of a one-lot procedure). */
      estimateValue: money('estimate_value'),
      estimateCurrency: char('estimate_currency', { length: 3 }),
      estimateEuroValue: money('estimate_euro_value'),
      /** BT-759. */
      tendersReceived: integer('tenders_received'),
      cpvCode: char('cpv_code', { length: 8 }).notNull(),
      /** The tender's (buyer's) country. */
      countryCode: char('country_code', { length: 2 }).notNull(),
      priceOnly: boolean('price_only'),
      frameworkAgreement: boolean('framework_agreement').notNull().default(false),
    },
    (t) => [
      index('award_lots_tender_idx').on(t.tenderId),
      // A statistics cell: one country and year, a CPV range.
      index('award_lots_cell_idx').on(t.countryCode, t.year, t.cpvCode),
    ],
  )
  .enableRLS();

/**
 * Award statistics per CPV division, group or class (`cpv_prefix` of 2, 3 or 4 digits) × country × year, updated
 * for the cells an import touches, so no request computes over all awards.
 */
export const awardStats = app
  .table(
    'award_stats',
    {
      cpvPrefix: text('cpv_prefix').notNull(),
      countryCode: char('country_code', { length: 2 }).notNull(),
      year: smallint('year').notNull(),
      /** Lot results counted (with or without a price). */
      lotCount: integer('lot_count').notNull(),
      /** Lots with a price in euro, and their quartiles. */
      pricedCount: integer('priced_count').notNull(),
      p25: money('p25'),
      median: money('median'),
      p75: money('p75'),
      /** Median of awarded / estimated over the lots that give both; null without any. */
      estimateRatio: decimal('estimate_ratio'),
      ratioCount: integer('ratio_count').notNull(),
      /** Mean BT-759 over the lots that report it. */
      bidsPerLot: decimal('bids_per_lot'),
      bidsCount: integer('bids_count').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.cpvPrefix, t.countryCode, t.year] }),
      index('award_stats_country_year_idx').on(t.countryCode, t.year),
    ],
  )
  .enableRLS();
