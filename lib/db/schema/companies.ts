// Companies built from the winners of result notices (derived data: the importer writes them with the awards),
// one row per company and one per win. Only public, real tenders' awards make them.
import { sql } from 'drizzle-orm';
import { bigserial, char, check, date, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { app } from './app';
import { money } from './columns';
import { tenders } from './tenders';

export type CompanyWinRole = 'lead' | 'member';

export const companies = app
  .table(
    'companies',
    {
      /** 16 hex digits derived from `key`, so a company keeps its URL when companies are rebuilt. */
      id: text('id').primaryKey(),
      /** `id:{country}:{identifier}` or `name:{country}:{name key}` (lib/companies/names). */
      key: text('key').notNull(),
      /** The spelling most of its wins use. */
      name: text('name').notNull(),
      nameKey: text('name_key').notNull(),
      countryCode: char('country_code', { length: 2 }),
      /** BT-501 registration or VAT number, normalised; null for companies known by name only. */
      identifier: text('identifier'),
      website: text('website'),
      // Totals over its wins, refreshed whenever its wins change.
      winCount: integer('win_count').notNull().default(0),
      totalEuroValue: money('total_euro_value'),
      firstWinDate: date('first_win_date'),
      lastWinDate: date('last_win_date'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex('companies_key_idx').on(t.key), index('companies_name_key_idx').on(t.nameKey)],
  )
  .enableRLS();

export const companyWins = app
  .table(
    'company_wins',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      companyId: text('company_id')
        .notNull()
        .references(() => companies.id, { onDelete: 'cascade' }),
      tenderId: text('tender_id')
        .notNull()
        .references(() => tenders.id, { onDelete: 'cascade' }),
      /** The award's `position` in tender_awards. */
      awardPosition: integer('award_position').notNull(),
      /** The result notice (BT-701) naming the winner. */
      noticeId: text('notice_id').notNull(),
      lotId: text('lot_id'),
      role: text('role').$type<CompanyWinRole>().notNull(),
      // The winner as this notice names it: what assigns the win to a company.
      winnerName: text('winner_name').notNull(),
      nameKey: text('name_key').notNull(),
      identifier: text('identifier'),
      winnerCountryCode: char('winner_country_code', { length: 2 }),
      website: text('website'),
      // The tender's facts the subcontractor search filters on, copied so it reads this table alone.
      /** Publication date of the result notice. */
      winDate: date('win_date').notNull(),
      euroValue: money('euro_value'),
      /** The lot's main CPV code, else the tender's. */
      cpvCode: char('cpv_code', { length: 8 }).notNull(),
      /** The tender's (buyer's) country. */
      countryCode: char('country_code', { length: 2 }).notNull(),
      /** Places of performance (the lot's, else the tender's, else the buyer's) with their ancestors. */
      nutsTree: text('nuts_tree')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      buyerName: text('buyer_name'),
    },
    (t) => [
      check('company_wins_role_check', sql`${sql.identifier(t.role.name)} in ('lead', 'member')`),
      index('company_wins_company_idx').on(t.companyId, t.winDate.desc()),
      index('company_wins_tender_idx').on(t.tenderId),
      // Similar winners: same country and CPV range, recent first.
      index('company_wins_country_cpv_idx').on(t.countryCode, t.cpvCode, t.winDate),
      index('company_wins_cpv_idx').on(t.cpvCode, t.winDate),
      // Reassigning name-only wins when a company's identifier turns up.
      index('company_wins_name_idx').on(t.nameKey, t.winnerCountryCode),
    ],
  )
  .enableRLS();
