// Credits: a ledger of every change to a user's credits (grants, purchases, spending, refunds) and the balance
// it adds up to, kept in the same transaction and never below zero. Billing: a user's Stripe customer and
// subscription state, and the Stripe events already applied.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Stripe's subscription statuses; a user's plan counts while the subscription is active, trialing or past due. */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A user's billing with Stripe: their one Stripe customer, and the state of their subscription as last read from
 * Stripe (plan, status, period end, cancellation). No row: a free user who never checked out.
 */
export const billingAccounts = app
  .table(
    'billing_accounts',
    {
      userId: uuid('user_id')
        .primaryKey()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      stripeCustomerId: text('stripe_customer_id').notNull(),
      stripeSubscriptionId: text('stripe_subscription_id'),
      /** The plan of the subscription; `free` without one. */
      planId: text('plan_id').notNull().default('free'),
      status: text('status').$type<SubscriptionStatus>(),
      currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
      cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
      /** When a renewal payment failed and has not been paid since; the banner shows while it is set. */
      paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
      /** The subscription's `created`: an older subscription's events never overwrite a newer one's state. */
      subscriptionCreatedAt: timestamp('subscription_created_at', { withTimezone: true }),
      /** The newest Checkout Session this user started, for the return page of a cancelled checkout. */
      lastCheckoutSessionId: text('last_checkout_session_id'),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex('billing_accounts_customer_idx').on(t.stripeCustomerId),
      uniqueIndex('billing_accounts_subscription_idx').on(t.stripeSubscriptionId),
      check('billing_accounts_plan', sql`${t.planId} in ('free', 'pro', 'business')`),
    ],
  )
  .enableRLS();

/**
 * The Checkout Sessions this app started, for whom and with which of their Stripe customer: a completed checkout
 * credits only a session found here, and only the user it was started for.
 */
export const checkoutSessions = app
  .table(
    'checkout_sessions',
    {
      id: text('id').primaryKey(),
      userId: uuid('user_id')
        .notNull()
        .references(() => profiles.userId, { onDelete: 'cascade' }),
      stripeCustomerId: text('stripe_customer_id').notNull(),
      /** `plan:pro`, `pack:credits-20` …; null for a session started before this table was kept. */
      product: text('product'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index('checkout_sessions_user_idx').on(t.userId, t.createdAt.desc())],
  )
  .enableRLS();

/** Stripe webhook events applied, by event id: written in the same transaction as their effects. */
export const stripeEvents = app
  .table('stripe_events', {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  })
  .enableRLS();
