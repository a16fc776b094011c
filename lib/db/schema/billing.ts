// Credits: a ledger of every change to a user's credits (grants, purchases, spending, refunds) and the balance
// it adds up to, kept in the same transaction and never below zero.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { app } from './app';
import { profiles } from './profiles';
import { tenders } from './tenders';

/** Why credits changed: the spec's purposes (analysis_unlock, chatbot) and how credits come in or back. */
export const creditPurposes = ['analysis_unlock', 'chatbot', 'grant', 'purchase', 'refund'] as const;
export type CreditPurpose = (typeof creditPurposes)[number];

export const creditBalances = app
  .table(
    'credit_balances',
    {
      userId: uuid('user_id')
        .primaryKey()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      balance: integer('balance').notNull().default(0),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [check('credit_balances_not_negative', sql`${t.balance} >= 0`)],
  )
  .enableRLS();

export const creditLedger = app
  .table(
    'credit_ledger',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      /** Credits added (positive) or spent (negative). */
      delta: integer('delta').notNull(),
      purpose: text('purpose').$type<CreditPurpose>().notNull(),
      /** What the change is for, unique per user and purpose: a tender's analysis, a month's grant, an invoice. */
      reference: text('reference').notNull(),
      tenderId: text('tender_id').references(() => tenders.id, { onDelete: 'set null' }),
      /** The balance right after this change. */
      balanceAfter: integer('balance_after').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('credit_ledger_reference_idx').on(t.userId, t.purpose, t.reference),
      index('credit_ledger_user_created_idx').on(t.userId, t.createdAt.desc()),
      check(
        'credit_ledger_purpose',
        sql`${t.purpose} in ('analysis_unlock', 'chatbot', 'grant', 'purchase', 'refund')`,
      ),
    ],
  )
  .enableRLS();
